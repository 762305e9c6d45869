// Tarok galicyjski's deal entry for the score sheet: the contract and its level, who played
// it, the soloist's card points, contra / recontra / supracontra, a volat (announced or not)
// or the opponents taking every trick, a renons, the bonuses the text names (pagat ultimo,
// trull, four kings, each announced or not and made by either side; an announced full hand),
// and a deal everyone passed. Every amount comes from the engine's `score` op; this module
// only maps the engine's seats to the names (see /work/wt/SHEET.md).

import { el } from "../../quiz/dom.js";
import { choiceGroup, numberField, selectField } from "../form.js";

/** The contracts as the engine's `describe` lists them, or the same four before it answers. */
const CONTRACTS = [
  { name: "trojka", title: "Trójka", exchange: 3, levels: [1, 2, 3, 4, 5] },
  { name: "dwojka", title: "Dwójka", exchange: 2, levels: [1, 2, 3, 4, 5] },
  { name: "jedynka", title: "Jedynka", exchange: 1, levels: [1, 2, 3, 4, 5] },
  { name: "solo", title: "Solo", exchange: 0, levels: [1] },
];
const PASSED = "passed";
const LEVEL_WORDS = { 1: "", 2: "druga", 3: "trzecia", 4: "czwarta", 5: "piąta" };
const CONTRA_WORDS = [
  ["none", "No contra"],
  ["contra", "Contra"],
  ["recontra", "Recontra"],
  ["supracontra", "Supracontra"],
];
const EVERY_TRICK = [
  ["none", "Neither side"],
  ["soloist", "The soloist (volat)"],
  ["opponents", "The opponents"],
];
/** The bonuses won in tricks (the text's list), with their words. */
const TRICK_BONUSES = [
  ["pagat_ultimo", "Pagat ultimo (the last trick won with the pagat)"],
  ["trull", "Trull (pagat, mond and skiz won in tricks)"],
  ["kings", "Four kings won in tricks"],
];
const MADE_WORDS = [
  ["none", "Nobody"],
  ["soloist", "The soloist"],
  ["opponents", "The opponents"],
];
const FULL_HAND = [
  ["0", "Not announced"],
  ["10", "Announced, 10 trumps"],
  ["11", "Announced, 11 trumps"],
  ["12", "Announced, 12 trumps"],
];

function contracts(described) {
  return described?.contracts?.length ? described.contracts : CONTRACTS;
}

function contractOf(described, name) {
  return contracts(described).find((c) => c.name === name) || null;
}

/** "druga trójka", "solo": the contract as the text names it. */
function contractLabel(described, entry) {
  const contract = contractOf(described, entry.contract);
  if (!contract) return "";
  const title = contract.title;
  const level = contract.levels.includes(entry.level) ? entry.level : 1;
  return level > 1 ? `${LEVEL_WORDS[level]} ${title.toLowerCase()}` : title;
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A blank record of one bonus won in tricks. */
function noBonus() {
  return { announced: false, made: "none" };
}

function needsCardPoints(entry) {
  return !entry.renons && entry.every_trick !== "soloist";
}

/** The bonuses of an entry as the engine's `bonuses` list (each side's claim apart). */
function bonusRequests(entry) {
  const list = [];
  for (const [name] of TRICK_BONUSES) {
    const bonus = entry.bonuses?.[name] || noBonus();
    if (bonus.announced) {
      list.push({ name, side: "soloist", announced: true, achieved: bonus.made === "soloist" });
      if (bonus.made === "opponents") list.push({ name, side: "opponents" });
    } else if (bonus.made !== "none") {
      list.push({ name, side: bonus.made });
    }
  }
  if (entry.full_hand) list.push({ name: "full_hand", side: "soloist", announced: true, trumps: entry.full_hand });
  return list;
}

function checkbox({ id, label, checked, field, onChange }) {
  const input = el("input", { type: "checkbox", id, checked: Boolean(checked), "data-field": field });
  input.addEventListener("change", () => onChange(input.checked));
  return el("span", { class: "gc-sheet__check" }, input, el("label", { for: id }, label));
}

export default {
  game: "tarok",
  players: { min: 3, max: 4 },

  /**
   * The forehand (ręka) sits on the dealer's right and bidding and play go on to the right,
   * against the clockwise order of the names; with four the dealer is the king, who plays no
   * card but pays and receives (engine seat 3).
   */
  seated(names, dealer) {
    const n = names.length;
    const right = (i) => (((dealer - i) % n) + n) % n;
    return n === 4 ? [right(1), right(2), right(3), dealer] : [right(1), right(2), dealer];
  },

  /** Said under "X deals": with four, why the dealer is not among the soloists (T16). */
  dealNote(names, dealer, seated) {
    if (seated.length !== 4) return null;
    return `${names[dealer]} is the king this deal: the king does not bid or play, but pays and receives like an opponent.`;
  },

  blank(_seated) {
    return {
      contract: null,
      level: 1,
      soloist: null,
      points: null,
      contra: "none",
      every_trick: "none",
      volat_announced: false,
      renons: false,
      bonuses: Object.fromEntries(TRICK_BONUSES.map(([name]) => [name, noBonus()])),
      full_hand: 0,
    };
  },

  form(entry, ctx) {
    const { names, seated, described } = ctx;
    const change = (patch) => ctx.onChange({ ...entry, ...patch });
    const parts = [
      choiceGroup({
        legend: "Contract",
        name: ctx.ids("contract"),
        choices: [
          ...contracts(described).map((c) => [
            c.name,
            c.exchange ? `${c.title} (takes ${c.exchange} from the talon)` : `${c.title} (no talon)`,
          ]),
          [PASSED, "Everyone passed"],
        ],
        value: entry.contract,
        field: "contract",
        onChange: (contract) => change({ contract, level: 1 }),
      }),
    ];
    const contract = contractOf(described, entry.contract);
    if (!contract) return el("div", { class: "gc-sheet__entry-fields" }, parts);
    if (contract.levels.length > 1) {
      parts.push(
        choiceGroup({
          legend: "Level (multiplies a loss)",
          name: ctx.ids("level"),
          choices: contract.levels.map((level) => [
            level,
            level === 1 ? `Plain ${contract.title.toLowerCase()}` : `${capital(LEVEL_WORDS[level])} (×${level})`,
          ]),
          value: entry.level || 1,
          field: "contract.level",
          onChange: (level) => change({ level: Number(level) }),
        }),
      );
    }
    const playing = seated.slice(0, 3); // the king never plays
    const seatNames = described?.seat_names?.[String(seated.length)] || [];
    parts.push(
      choiceGroup({
        legend: "Soloist (who won the bidding)",
        name: ctx.ids("soloist"),
        choices: playing.map((p, seat) => [p, seatNames[seat] ? `${names[p]} (${seatNames[seat]})` : names[p]]),
        value: playing.includes(entry.soloist) ? entry.soloist : null,
        field: "soloist",
        onChange: (soloist) => change({ soloist: Number(soloist) }),
      }),
      choiceGroup({
        legend: "Who took every trick?",
        name: ctx.ids("every"),
        choices: EVERY_TRICK,
        value: entry.every_trick || "none",
        field: "volat",
        onChange: (every_trick) => change({ every_trick }),
      }),
    );
    if (needsCardPoints(entry)) {
      parts.push(
        numberField({
          label: "The soloist's card points (his tricks and his discards)",
          id: ctx.ids("points"),
          value: entry.points,
          min: 0,
          max: 66,
          field: "card_points",
          onChange: (points) => change({ points }),
        }),
      );
    }
    parts.push(
      choiceGroup({
        legend: "Contra",
        name: ctx.ids("contra"),
        choices: CONTRA_WORDS,
        value: entry.contra || "none",
        field: "contra",
        onChange: (contra) => change({ contra }),
      }),
      checkbox({
        id: ctx.ids("renons"),
        label: "Renons: the soloist broke a rule, so he loses whatever his points",
        checked: entry.renons,
        field: "renons",
        onChange: (renons) => change({ renons }),
      }),
      el(
        "fieldset",
        { class: "gc-sheet__bonuses", "data-field": "bonuses" },
        el("legend", {}, "Announcements and bonuses"),
        checkbox({
          id: ctx.ids("volat-announced"),
          label: "Volat announced before play",
          checked: entry.volat_announced,
          field: "volat_announced",
          onChange: (volat_announced) => change({ volat_announced }),
        }),
        TRICK_BONUSES.map(([name, words]) => bonusRow(entry, ctx, change, name, words)),
        selectField({
          label: "Full hand (only an announced one counts)",
          id: ctx.ids("full-hand"),
          choices: FULL_HAND,
          value: String(entry.full_hand || 0),
          field: "bonuses",
          onChange: (value) => change({ full_hand: Number(value) }),
        }),
      ),
    );
    return el("div", { class: "gc-sheet__entry-fields" }, parts);
  },

  requests(entry, ctx) {
    if (!entry.contract) {
      return { error: { field: "contract", message: "Choose the contract that was played, or Everyone passed." } };
    }
    const players = ctx.names.length;
    if (entry.contract === PASSED) return [{ op: "score", passed_out: true, players }];
    const contract = contractOf(ctx.described, entry.contract);
    if (!contract) return { error: { field: "contract", message: "Choose the contract that was played." } };
    const soloist = ctx.seated.slice(0, 3).indexOf(entry.soloist);
    if (soloist < 0) return { error: { field: "soloist", message: "Choose the soloist, who won the bidding." } };
    const request = {
      op: "score",
      contract: { name: contract.name, level: contract.levels.includes(entry.level) ? entry.level : 1 },
      players,
      soloist,
      contra: entry.contra || "none",
      volat: entry.every_trick === "soloist",
      opponents_volat: entry.every_trick === "opponents",
      volat_announced: Boolean(entry.volat_announced),
      renons: Boolean(entry.renons),
      bonuses: bonusRequests(entry),
    };
    if (needsCardPoints(entry)) {
      if (!Number.isInteger(entry.points)) {
        return { error: { field: "card_points", message: "Enter the soloist's card points (0 to 66)." } };
      }
      request.card_points = entry.points;
    }
    return [request];
  },

  settle(_entry, answers, ctx) {
    const answer = answers[0];
    const amounts = ctx.names.map(() => 0);
    answer.payments.forEach((amount, seat) => {
      amounts[ctx.seated[seat]] = amount;
    });
    const lines = (answer.lines || []).map((line) => ({
      text: line.text,
      rule: line.rule,
      // The house rule that made this line differ from the rule it quotes, if one did.
      house_rule: line.house_rule || null,
      value: line.value,
      seat: Number.isInteger(line.seat) ? (ctx.seated[line.seat] ?? null) : null,
    }));
    return { amounts, lines, zero_sum: true, unit: "points" };
  },

  summary(entry, names, described) {
    if (entry.contract === PASSED) return "Everyone passed";
    const label = capital(contractLabel(described, entry) || "Tarok");
    const who = Number.isInteger(entry.soloist) ? names[entry.soloist] : "nobody yet";
    const said = [];
    if (entry.renons) said.push("renons");
    else if (entry.every_trick === "soloist") said.push(entry.volat_announced ? "volat, announced" : "volat");
    else {
      if (Number.isInteger(entry.points)) said.push(`${entry.points} card points`);
      if (entry.every_trick === "opponents") said.push("the opponents took every trick");
      if (entry.volat_announced) said.push("volat announced");
    }
    if (entry.contra && entry.contra !== "none") said.push(entry.contra);
    const bonuses = bonusRequests(entry).filter((b) => b.achieved !== false && b.name !== "full_hand");
    for (const bonus of bonuses) {
      const words = { pagat_ultimo: "pagat ultimo", trull: "trull", kings: "four kings" }[bonus.name];
      said.push(`${words}${bonus.announced ? " (announced)" : ""} for the ${bonus.side}`);
    }
    if (entry.full_hand) said.push(`full hand of ${entry.full_hand}`);
    return `${label} — ${who}${said.length ? `: ${said.join(", ")}` : ""}`;
  },

  csv(entry, names) {
    const bonus = (name) => {
      const b = entry.bonuses?.[name] || noBonus();
      if (!b.announced && b.made === "none") return "";
      return `${b.announced ? "announced, " : ""}made by ${b.made === "none" ? "nobody" : `the ${b.made}`}`;
    };
    return {
      contract: entry.contract || "",
      level: entry.contract && entry.contract !== PASSED ? String(entry.level || 1) : "",
      soloist: Number.isInteger(entry.soloist) ? names[entry.soloist] : "",
      card_points: entry.points ?? "",
      contra: entry.contra && entry.contra !== "none" ? entry.contra : "",
      every_trick: entry.every_trick && entry.every_trick !== "none" ? entry.every_trick : "",
      volat_announced: entry.volat_announced ? "yes" : "",
      renons: entry.renons ? "yes" : "",
      pagat_ultimo: bonus("pagat_ultimo"),
      trull: bonus("trull"),
      kings: bonus("kings"),
      full_hand: entry.full_hand ? String(entry.full_hand) : "",
    };
  },
};

function bonusRow(entry, ctx, change, name, words) {
  const bonus = entry.bonuses?.[name] || noBonus();
  const set = (patch) => change({ bonuses: { ...entry.bonuses, [name]: { ...bonus, ...patch } } });
  return el(
    "div",
    { class: "gc-sheet__pair", role: "group", "aria-label": words },
    selectField({
      label: `${words}: made by`,
      id: ctx.ids(`${name}-made`),
      choices: MADE_WORDS,
      value: bonus.made,
      field: "bonuses",
      onChange: (made) => set({ made }),
    }),
    checkbox({
      id: ctx.ids(`${name}-announced`),
      label: "announced by the soloist",
      checked: bonus.announced,
      field: "bonuses",
      onChange: (announced) => set({ announced }),
    }),
  );
}
