// Schafkopf's deal entry for the score sheet: the contract and who played it (the partner
// in an ace game), the declarer side's card points and tricks, the doublings (contra, re
// and, where a second round is allowed, the second ones), the matadors (Laufende) when the
// house rules count them, a Ramsch's points per player and an all-pass deal (a new deal,
// or the kettle). Every amount comes from the engine's `score` (and `all_pass`) ops, and
// what may be entered from its `describe` (the doublings each number of rounds allows, the
// runs of matadors each contract can have); this module only maps the engine's seats and
// roles to the names. Its words are messages (`sheet.sk.*`); a contract is named as
// `describe` names it, a suit by its noun (`describe`'s `suit_keys`).

import { el } from "../../quiz/dom.js";
import { allOf, label, message, noun, t } from "../../site/words.js";
import { choiceGroup, numberField, selectField } from "../form.js";

const SUITS = ["C", "S", "H", "D"];
const CALLABLE = ["C", "S", "D"];
const NEEDS = { ace_game: "called", suit_solo: "trump", suit_solo_tout: "trump" };
const PLAYED = ["ace_game", "wenz", "suit_solo", "wenz_tout", "suit_solo_tout"];

/** A suit as a message's argument: its noun (`describe`'s `suit_keys`), declined there. */
function suitNoun(described, suit) {
  return noun(described?.suit_keys?.[suit] || `suit.german.${suit}`, suit);
}

/** A contract's name as `describe` gives it, in the page's language; the Ramsch, which is
 * no contract one bids, by its noun. */
function contractName(described, type) {
  const row = (described?.contracts || []).find((c) => c.type === type);
  return row?.name || label(noun(`contract.schafkopf.${type}`));
}

function seatedOnly(seated, value) {
  return seated.includes(value) ? value : null;
}

/** The doublings said in a deal: `doublings`, or (an entry kept before the sheet asked
 * for their number) its Contra and Re boxes. */
export function doublingsOf(entry) {
  if (Number.isInteger(entry.doublings)) return entry.doublings;
  return (entry.contra ? 1 : 0) + (entry.contra && entry.re ? 1 : 0);
}

/** The doublings the house rules allow, in words, from the engine's `describe`:
 * [{doublings, label}], "No contra" first. */
function doublingChoices(described, options) {
  const table = described?.doublings;
  const option = (described?.options || []).find((o) => o.name === table?.option);
  const rounds = options?.[table?.option] ?? option?.default;
  return table?.by_rounds?.[String(rounds)] || [];
}

/** A number of doublings in the engine's words ("Contra and re"), for a message's argument
 * (its template writes it in lower case inside a sentence where its language does). */
function doublingWords(described, doublings) {
  const said = Object.values(described?.doublings?.by_rounds || {})
    .flat()
    .find((c) => c.doublings === doublings);
  return said?.label || t("sheet.sk.doublings", { n: doublings });
}

/** The runs of matadors a contract can have ({min, max}, from `describe`), or null. */
function matadorRuns(described, type) {
  return (described?.contracts || []).find((c) => c.type === type)?.matadors || null;
}

/** Everybody passed: a new deal, or each pays into the kettle (the engine's `all_pass`). */
function passedRequest(ctx) {
  const request = { op: "all_pass" };
  if (ctx.options?.all_pass === "kettle") request.pot = ctx.pot || 0;
  return request;
}

/** The tariff's prices (the engine's field), or nothing: the text's stakes. */
function withTariff(request, ctx) {
  const t = ctx.tariff;
  if (t) request.tariff = { ace_game: t.ace_game, solo: t.solo, step: t.step };
  return request;
}

export default {
  game: "schafkopf",

  blank(_seated) {
    return {
      contract: null,
      suit: null,
      declarer: null,
      partner: null,
      points: null,
      tricks: null,
      doublings: 0,
      matadors: 0,
      // A Ramsch's points and tricks by player (index into names, as text), not by seat: an
      // entry stays right when an earlier deal is deleted and the dealers move.
      // The trumps each player won, by player, asked only of those tied after points and
      // tricks (sk-ramsch-ties): [] is "no trumps", a missing player not yet answered.
      ramsch: { points: {}, tricks: {}, trumps: {} },
    };
  },

  form(entry, ctx) {
    const { names, seated, described, options } = ctx;
    const change = (patch) => ctx.onChange({ ...entry, ...patch });
    const types = [...PLAYED, "sie"];
    if (options.all_pass === "ramsch") types.push("ramsch");
    else types.push("passed");
    const parts = [
      choiceGroup({
        legend: t("sheet.sk.form.game"),
        name: ctx.ids("contract"),
        choices: types.map((t) => [t, t === "passed" ? passedWords(options) : contractName(described, t)]),
        value: entry.contract,
        field: "contract",
        onChange: (contract) => {
          const patch = { contract };
          if (contract !== "ace_game") patch.partner = null;
          if (NEEDS[contract] === "called" && entry.suit === "H") patch.suit = null;
          // A run this contract cannot have (5 in a Wenz) is not kept.
          const runs = matadorRuns(described, contract);
          if (entry.matadors && !(runs && entry.matadors >= runs.min && entry.matadors <= runs.max)) {
            patch.matadors = 0;
          }
          change(patch);
        },
      }),
    ];
    const type = entry.contract;
    if (NEEDS[type]) {
      const called = NEEDS[type] === "called";
      parts.push(
        choiceGroup({
          legend: called ? t("sheet.sk.form.called") : t("sheet.sk.form.trumps"),
          name: ctx.ids("suit"),
          choices: (called ? CALLABLE : SUITS).map((s) => [
            s,
            called
              ? t("sheet.sk.form.ace_of", { suit: suitNoun(described, s) })
              : t("sheet.sk.form.trump", { suit: suitNoun(described, s) }),
          ]),
          value: entry.suit,
          field: "suit",
          onChange: (suit) => change({ suit }),
        }),
      );
    }
    if (type && type !== "ramsch" && type !== "passed") {
      parts.push(
        choiceGroup({
          legend: type === "ace_game" ? t("sheet.sk.form.declarer_called") : t("sheet.sk.form.declarer"),
          name: ctx.ids("declarer"),
          choices: seated.map((p) => [p, names[p]]),
          value: seatedOnly(seated, entry.declarer),
          field: "declarer",
          onChange: (declarer) => change({ declarer, partner: entry.partner === declarer ? null : entry.partner }),
        }),
      );
    }
    if (type === "ace_game") {
      parts.push(
        choiceGroup({
          legend: t("sheet.sk.form.partner"),
          name: ctx.ids("partner"),
          choices: seated.filter((p) => p !== entry.declarer).map((p) => [p, names[p]]),
          value: seatedOnly(seated, entry.partner),
          field: "partner",
          onChange: (partner) => change({ partner }),
        }),
      );
    }
    if (PLAYED.includes(type)) {
      parts.push(
        el(
          "div",
          { class: "gc-sheet__pair" },
          numberField({
            label: t("sheet.sk.form.points"),
            id: ctx.ids("points"),
            value: entry.points,
            min: 0,
            max: 120,
            field: "points",
            onChange: (points) => change({ points }),
          }),
          selectField({
            label: t("sheet.sk.form.tricks"),
            id: ctx.ids("tricks"),
            choices: [["", "—"], ...Array.from({ length: 9 }, (_, n) => [String(n), String(n)])],
            value: entry.tricks === null ? "" : String(entry.tricks),
            field: "tricks",
            onChange: (v) => change({ tricks: v === "" ? null : Number(v) }),
          }),
        ),
        doublingGroup(entry, ctx, change),
      );
      const runs = matadorRuns(described, type);
      if (options.matadors && runs) {
        const counts = Array.from({ length: runs.max - runs.min + 1 }, (_, i) => String(runs.min + i));
        parts.push(
          selectField({
            label: t("sheet.sk.form.matadors"),
            id: ctx.ids("matadors"),
            choices: [["0", t("sheet.sk.form.no_matadors")], ...counts.map((n) => [n, n])],
            value: String(entry.matadors || 0),
            field: "matadors",
            onChange: (v) => change({ matadors: Number(v) }),
          }),
        );
      }
    }
    if (type === "ramsch") parts.push(ramschTable(entry, ctx, change));
    return el("div", { class: "gc-sheet__entry-fields" }, parts);
  },

  requests(entry, ctx) {
    const type = entry.contract;
    if (!type) return { error: { field: "contract", message: t("sheet.sk.todo.game") } };
    if (type === "passed") return [withTariff(passedRequest(ctx), ctx)];
    if (type === "ramsch") {
      const { points, tricks } = entry.ramsch || {};
      const missing = ctx.seated.findIndex((p) => !Number.isInteger(points?.[p]));
      if (missing >= 0) {
        return {
          error: {
            field: "ramsch",
            message: t("sheet.sk.todo.ramsch_points", { name: ctx.names[ctx.seated[missing]] }),
          },
        };
      }
      const noTricks = ctx.seated.findIndex((p) => !Number.isInteger(tricks?.[p]));
      if (noTricks >= 0) {
        return {
          error: {
            field: "ramsch",
            message: t("sheet.sk.todo.ramsch_tricks", { name: ctx.names[ctx.seated[noTricks]] }),
          },
        };
      }
      // Only the players still tied after points and tricks have their trumps compared
      // (sk-ramsch-ties), so only they are asked, and the deal waits for their answer.
      const tied = tiedAfterTricks(entry, ctx.seated);
      const trumps = entry.ramsch.trumps || {};
      const unknown = tied.find((p) => !Array.isArray(trumps[p]));
      if (unknown !== undefined) {
        const message = t("sheet.sk.todo.trumps", {
          tied: label(allOf(tied.map((p) => ctx.names[p]))),
          n: tied.length,
          name: ctx.names[unknown],
          none: noTrumps(),
        });
        return { error: { field: "trumps", message } };
      }
      const request = { op: "score", contract: { type } };
      request.points = ctx.seated.map((p) => points[p]);
      request.tricks = ctx.seated.map((p) => tricks[p]);
      request.trumps_won = ctx.seated.map((p) => (tied.includes(p) ? [...trumps[p]] : []));
      return [withTariff(request, ctx)];
    }
    const contract = { type };
    const needs = NEEDS[type];
    if (needs) {
      if (!entry.suit) {
        const message = needs === "called" ? t("sheet.sk.todo.called") : t("sheet.sk.todo.trump");
        return { error: { field: "suit", message } };
      }
      contract[needs] = entry.suit;
    }
    if (!ctx.seated.includes(entry.declarer))
      return { error: { field: "declarer", message: t("sheet.sk.todo.declarer") } };
    if (type === "ace_game" && !ctx.seated.includes(entry.partner)) {
      return { error: { field: "partner", message: t("sheet.sk.todo.partner") } };
    }
    const request = { op: "score", contract };
    if (type !== "sie") {
      if (!Number.isInteger(entry.points)) {
        return { error: { field: "points", message: t("sheet.sk.todo.points") } };
      }
      if (!Number.isInteger(entry.tricks)) {
        return { error: { field: "tricks", message: t("sheet.sk.todo.tricks") } };
      }
      Object.assign(request, { declarer_points: entry.points, declarer_tricks: entry.tricks });
      const allowed = doublingChoices(ctx.described, ctx.options);
      const doublings = doublingsOf(entry);
      if (allowed.length && !allowed.some((c) => c.doublings === doublings)) {
        const most = allowed[allowed.length - 1].label;
        return { error: { field: "doublings", message: t("sheet.sk.todo.doublings", { most }) } };
      }
      request.doublings = doublings;
      if (ctx.options.matadors && entry.matadors) request.matadors = entry.matadors;
    }
    if (ctx.options.all_pass === "kettle") request.pot = ctx.pot || 0;
    return [withTariff(request, ctx)];
  },

  settle(entry, answers, ctx) {
    const answer = answers[0];
    const amounts = ctx.names.map(() => 0);
    const priced = answer.tariff || null;
    const engineLines = [...(answer.lines || []), ...(priced ? [priced.line] : [])];
    const lines = engineLines.map((line) => ({
      text: line.text,
      rule: line.rule,
      // The house rule that made this line differ from the rule it quotes, if one did.
      house_rule: line.house_rule || null,
      value: line.value,
      seat: Number.isInteger(line.seat) ? (ctx.seated[line.seat] ?? null) : null,
    }));
    const type = entry.contract;
    if (type === "ramsch" || type === "passed") {
      (priced ? priced.net : answer.net).forEach((n, seat) => {
        amounts[ctx.seated[seat]] = n;
      });
    } else {
      const net = priced ? priced.net : answer.net;
      for (const p of ctx.seated) amounts[p] = net.opponent;
      amounts[entry.declarer] = net.declarer;
      if (type === "ace_game") amounts[entry.partner] = net.partner;
    }
    const unit = ctx.tariff ? ctx.tariff.unit || "cents" : "stakes";
    const settled = { amounts, lines, zero_sum: true, unit };
    if (Number.isInteger(answer.pot_after)) settled.pot = { before: ctx.pot || 0, after: answer.pot_after };
    return settled;
  },

  summary(entry, names, described, options = {}) {
    const type = entry.contract;
    if (type === "passed") return t("sheet.sk.summary.passed");
    if (type === "ramsch") return contractName(described, "ramsch");
    const contract = contractName(described, type);
    const game = NEEDS[type]
      ? t(`sheet.sk.summary.${NEEDS[type]}`, { contract, suit: suitNoun(described, entry.suit) })
      : contract;
    const who =
      type === "ace_game" ? label(allOf([names[entry.declarer], names[entry.partner]])) : names[entry.declarer];
    if (type === "sie") return t("sheet.sk.summary.sie", { game, who });
    const extras = [];
    const doublings = doublingsOf(entry);
    if (doublings) extras.push(t("sheet.sk.summary.doubled", { doublings: doublingWords(described, doublings) }));
    // The Laufende the deal was scored with (none unless the house rules count them).
    if (options.matadors && entry.matadors) extras.push(t("sheet.sk.summary.matadors", { n: entry.matadors }));
    const said = { game, who, points: message("sheet.sk.count.points", { n: entry.points }), n: entry.tricks };
    if (!extras.length) return t("sheet.sk.summary.played", said);
    return t("sheet.sk.summary.played_extras", { ...said, extras: extras.join(", ") });
  },

  csv(entry, names) {
    const who = (p) => (Number.isInteger(p) ? names[p] : "");
    return {
      contract: entry.contract || "",
      suit: entry.suit || "",
      declarer: who(entry.declarer),
      partner: who(entry.partner),
      points: entry.points ?? "",
      tricks: entry.tricks ?? "",
      contra: doublingsOf(entry) >= 1 ? t("sheet.csv.yes") : "",
      re: doublingsOf(entry) >= 2 ? t("sheet.csv.yes") : "",
      // A second round of contra and re, where the house rules allow one: its own column.
      ...(doublingsOf(entry) > 2 ? { doublings: doublingsOf(entry) } : {}),
      matadors: entry.matadors || "",
      ramsch_points: entry.contract === "ramsch" ? byPlayer(entry.ramsch.points, names) : "",
      ramsch_tricks: entry.contract === "ramsch" ? byPlayer(entry.ramsch.tricks, names) : "",
      // How many trumps each tied player won (the cards themselves are in the entry column).
      ramsch_trumps: entry.contract === "ramsch" ? byPlayer(trumpCounts(entry.ramsch.trumps), names) : "",
    };
  },
};

function passedWords(options) {
  return options.all_pass === "kettle" ? t("sheet.sk.form.passed_kettle") : t("sheet.sk.form.passed_again");
}

/** "No trumps": a tied Ramsch player's box, and the name the question gives it. */
function noTrumps() {
  return message("sheet.sk.form.no_trumps");
}

/** Contra and re as one choice: each number of doublings the house rules allow, in the
 * engine's words ("Contra and re"; a second round only where a house rule allows it). */
function doublingGroup(entry, ctx, change) {
  const choices = doublingChoices(ctx.described, ctx.options);
  return choiceGroup({
    legend: t("sheet.sk.form.doublings"),
    name: ctx.ids("doublings"),
    choices: choices.map((c) => [c.doublings, c.label]),
    value: doublingsOf(entry),
    field: "doublings",
    onChange: (doublings) => change({ doublings: Number(doublings), contra: undefined, re: undefined }),
  });
}

/** The number of trumps each answered player won, by player. */
function trumpCounts(trumps) {
  return Object.fromEntries(Object.entries(trumps || {}).map(([p, cards]) => [p, cards.length]));
}

/** "Anna 40; Ben 30; …" for a CSV cell. */
function byPlayer(values, names) {
  return Object.entries(values || {})
    .filter(([, v]) => Number.isInteger(v))
    .map(([p, v]) => `${names[Number(p)]} ${v}`)
    .join("; ");
}

/** The trumps of a Ramsch (hearts are trumps), highest first, as the engine names them. */
const RAMSCH_TRUMPS = ["OC", "OS", "OH", "OD", "UC", "US", "UH", "UD", "AH", "10H", "KH", "9H", "8H", "7H"];

/** The players (indices into names) tied for the most points whom their tricks do not part
 * (sk-ramsch-ties): the only ones whose trumps decide the loser. Empty while points or tricks
 * are missing, or when points or tricks already decide. */
function tiedAfterTricks(entry, seated) {
  const { points, tricks } = entry.ramsch || {};
  if (!seated.every((p) => Number.isInteger(points?.[p]) && Number.isInteger(tricks?.[p]))) return [];
  const most = Math.max(...seated.map((p) => points[p]));
  const top = seated.filter((p) => points[p] === most);
  const tricksMost = Math.max(...top.map((p) => tricks[p]));
  const tied = top.filter((p) => tricks[p] === tricksMost);
  return tied.length > 1 ? tied : [];
}

/** For one tied player: the trumps he won, ticked by name, or "No trumps". */
function trumpBoxes(player, ctx, trumps, setTrumps) {
  const won = trumps[player];
  const box = (suffix, words, checked, onToggle) => {
    const id = ctx.ids(`tw${player}-${suffix}`);
    const input = el("input", { type: "checkbox", id, checked, "data-field": "trumps" });
    input.addEventListener("change", () => onToggle(input.checked));
    return el("span", { class: "gc-sheet__check" }, input, el("label", { for: id }, words));
  };
  const none = box("none", t("sheet.sk.form.no_trumps"), Array.isArray(won) && won.length === 0, (on) =>
    setTrumps(player, on ? [] : undefined),
  );
  const cards = RAMSCH_TRUMPS.map((code) =>
    box(code, ctx.described?.card_names?.[code] || code, Array.isArray(won) && won.includes(code), (on) => {
      const next = (won || []).filter((c) => c !== code);
      if (on) next.push(code);
      next.sort((a, b) => RAMSCH_TRUMPS.indexOf(a) - RAMSCH_TRUMPS.indexOf(b));
      setTrumps(player, next.length ? next : undefined);
    }),
  );
  return el(
    "fieldset",
    { class: "gc-sheet__trumps", "data-field": "trumps", "data-player": String(player) },
    el("legend", {}, t("sheet.sk.form.trumps_won", { name: ctx.names[player] })),
    el("div", { class: "gc-sheet__trump-boxes" }, none, cards),
  );
}

function ramschTable(entry, ctx, change) {
  const ramsch = entry.ramsch || { points: {}, tricks: {} };
  const copy = () => ({ points: { ...ramsch.points }, tricks: { ...ramsch.tricks }, trumps: { ...ramsch.trumps } });
  const setTrumps = (player, cards) => {
    const next = copy();
    if (cards === undefined) delete next.trumps[player];
    else next.trumps[player] = cards;
    change({ ramsch: next });
  };
  const rows = ctx.seated.map((player, seat) => {
    const set = (key, value) => {
      const next = copy();
      next[key][player] = value;
      change({ ramsch: next });
    };
    return el(
      "div",
      { class: "gc-sheet__pair", role: "group", "aria-label": ctx.names[player] },
      numberField({
        label: t("sheet.sk.form.ramsch_points", { name: ctx.names[player] }),
        id: ctx.ids(`rp${seat}`),
        value: ramsch.points?.[player] ?? null,
        min: 0,
        max: 120,
        field: "ramsch",
        onChange: (v) => set("points", v),
      }),
      selectField({
        label: t("sheet.sk.form.ramsch_tricks", { name: ctx.names[player] }),
        id: ctx.ids(`rt${seat}`),
        choices: [["", "—"], ...Array.from({ length: 9 }, (_, n) => [String(n), String(n)])],
        value: Number.isInteger(ramsch.tricks?.[player]) ? String(ramsch.tricks[player]) : "",
        field: "ramsch",
        onChange: (v) => set("tricks", v === "" ? null : Number(v)),
      }),
    );
  });
  const tied = tiedAfterTricks(entry, ctx.seated);
  const asked = tied.length
    ? [
        el(
          "p",
          { class: "gc-sheet__hint" },
          t("sheet.sk.form.tied", { tied: label(allOf(tied.map((p) => ctx.names[p]))), n: tied.length }),
        ),
        ...tied.map((p) => trumpBoxes(p, ctx, ramsch.trumps || {}, setTrumps)),
      ]
    : [];
  return el("fieldset", { class: "gc-sheet__ramsch" }, el("legend", {}, t("sheet.sk.form.ramsch")), rows, asked);
}
