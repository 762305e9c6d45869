// Renders the browser's message templates with 0, 1 and 2 and prints them as JSON, for
// tests/site/test_message_templates.py. The argument is the file URL of docs/javascripts/.
const base = process.argv[2];
const load = (path) => import(`${base}/${path}`);
const { plural } = await load("quiz/plural.js");
const progress = await load("quiz/progress.js");
const words = await load("learn/words.js");
const guide = await load("learn/guide.js");
const out = [];
for (const n of [0, 1, 2]) {
  for (const noun of ["trick", "trump", "answer", "lesson", "step"]) out.push(plural(n, noun));
  for (const total of [1, 2, 3]) {
    if (n <= total && n > 0) out.push(progress.missesReason(n, total));
    if (n <= total) out.push(words.firstTryText(n, total), words.pathSummaryText(n, total));
  }
  out.push(progress.summaryText({ streak: n, best: n, answered: n }, n, n));
  out.push(words.lessonMark(n), words.starMarks(words.starsFor(n, 2)));
}
// The guide, in positions holding 0, 1 and 2 trumps (taroks), for each game: its facts (what
// a trump is called, the declarer's role, the suits' nouns) are the engine's `describe`, the
// second argument; the cards are named plainly.
const { Naming } = await load("quiz/dom.js");
const described = JSON.parse(process.argv[3]);
const namingOf = (game) =>
  Object.assign(new Naming({ ...described[game], game }), {
    card: (code) => `card ${code}`,
    inText: (code) => `the card ${code}`,
  });
const hands = {
  pamfil: [["AS", "KD", "9C", "8C", "7D"], ["AH", "KD", "9C", "8C", "7D"], ["AH", "UC", "9C", "8C", "7D"]],
  schafkopf: [["AC", "KS", "9D", "8C"], ["OC", "KS", "9D", "8C"], ["OC", "UH", "9D", "8C"]],
  tarok: [["KC", "QS", "JD"], ["T1", "QS", "JD"], ["T1", "SK", "JD"]],
};
// Which of each hand's cards the engine counts as trumps (the state op's `trumps`).
const trumpCards = {
  pamfil: [[], ["AH"], ["AH", "UC"]],
  schafkopf: [[], ["OC"], ["OC", "UH"]],
  tarok: [[], ["T1"], ["T1", "SK"]],
};
const contracts = {
  pamfil: { trump: "H", label: "Hearts are trumps" },
  schafkopf: { type: "ace_game", called: "C", label: "Ace game" },
  tarok: { name: "trojka", label: "trójka" },
};
for (const game of ["pamfil", "schafkopf", "tarok"]) {
  const naming = namingOf(game);
  for (const [i, hand] of hands[game].entries()) {
    const lead = hand.map((card) => ({ seat: 0, action: "play", card }));
    const trumps = trumpCards[game][i];
    // Pamfil's deal has no declarer: every declared player plays for himself (P16).
    const declarer = game === "pamfil" ? null : 0;
    const base = { view: 0, to_move: 0, hand, trumps, contract: contracts[game], declarer, terminal: false };
    out.push(guide.guidePrompt(game, { ...base, phase: "play", trick: { cards: [] }, legal_actions: lead }, naming));
    const led = { cards: [{ seat: 1, card: game === "tarok" ? "10C" : "10C" }] };
    out.push(guide.guidePrompt(game, { ...base, phase: "play", trick: led, legal_actions: lead }, naming));
    out.push(guide.guidePrompt(game, { ...base, phase: "play", trick: led, legal_actions: lead.slice(0, 1) }, naming));
    const calls = game === "tarok"
      ? [{ seat: 0, action: "call", call: "pass" }]
      : game === "pamfil"
        ? [{ seat: 0, action: "call", call: "pass" }, { seat: 0, action: "call", call: "play" }]
        : [{ seat: 0, action: "call", call: "pass" }, { seat: 0, action: "call", call: "ace_game", called: "S" }];
    const phase = game === "pamfil" ? "declaration" : "auction";
    out.push(guide.guidePrompt(game, { ...base, phase, contract: game === "pamfil" ? base.contract : null, legal_actions: calls }, naming));
  }
}
console.log(JSON.stringify(out));
