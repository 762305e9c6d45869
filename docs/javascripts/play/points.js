// The running card points: what each side has taken in tricks so far. The tricks are
// public once played (every `state` answer lists them), so anyone at the table could
// count them; the page counts them with the engine's own `card_points` op (Tarok
// counts a pile in groups of three, so a side's pile is counted whole), never with a
// table of its own. Shown where a declarer faces the others (Schafkopf's games, Tarok);
// while a called partner is still secret, each player's own pile is shown instead. Its words
// are messages of i18n/site/play.pot, the seats the catalogues' nouns.

import { el } from "../quiz/dom.js";
import { allOf, label, message, t } from "../site/words.js";
import { cardPoints } from "./engine.js";

/** Who holds which pile: [{label, seats}] for the sides, or one entry per player. */
export function piles(state, naming, you) {
  const declarer = state.declarer;
  if (declarer === null || declarer === undefined || state.phase !== "play") return [];
  const seats = new Set();
  for (const trick of state.tricks || []) for (const play of trick.cards) seats.add(play.seat);
  (state.hand_sizes || []).forEach((size, seat) => {
    if (size > 0) seats.add(seat);
  });
  const inPlay = [...seats].sort((a, b) => a - b);
  const noun = (seat) => naming.seatNoun(seat, state.players) ?? naming.seat(seat, state.players);
  const pub = state.public || {};
  const partnerSecret = Boolean(state.contract?.called) && (pub.partner === null || pub.partner === undefined);
  if (partnerSecret) {
    return inPlay.map((seat) => ({
      label: seat === you ? t("play.points.you") : label(noun(seat)),
      seats: [seat],
    }));
  }
  const side = [declarer];
  if (Number.isInteger(pub.partner) && pub.partner !== declarer) side.push(pub.partner);
  const others = inPlay.filter((seat) => !side.includes(seat));
  // "Second player, Third player and Dealer": the list in the language's words.
  const names = (list) => allOf(list.map((seat) => (seat === you ? message("play.you") : noun(seat))));
  // Tarok's lessons say soloist (the text's solista), who plays alone against the opponents:
  // `describe`'s `declarer_role`.
  const declaring = { seats: names(side) };
  const lead =
    naming.declarerRole === "soloist" ? t("play.points.soloist", declaring) : t("play.points.declarers", declaring);
  return [
    { label: lead, seats: side },
    { label: t("play.points.opponents", { seats: names(others) }), seats: others },
  ];
}

/** The cards each pile has won in tricks so far. */
function wonBy(state, seats) {
  const cards = [];
  for (const trick of state.tricks || []) {
    if (seats.includes(trick.winner)) for (const play of trick.cards) cards.push(play.card);
  }
  return cards;
}

/** The line "Card points taken: …" for this state, or null where there are no sides. */
export async function runningPoints(deal, state, naming) {
  const groups = piles(state, naming, deal.seat);
  if (!groups.length) return null;
  const counted = await Promise.all(groups.map((group) => cardPoints(deal, wonBy(state, group.seats))));
  if (counted.some((answer) => !answer.ok)) return null;
  const parts = groups.map((group, i) => t("play.points.pile", { pile: group.label, points: counted[i].points }));
  return el(
    "p",
    { class: "gc-play__points" },
    el("strong", {}, t("play.points.title")),
    " ",
    t("play.points.piles", { piles: parts.join(" · ") }),
  );
}
