// Pamfil's deal entry for the score sheet: who declared (the forehand always plays), the
// tricks each player took, who held the pamfil (and, where a house rule asks, whose trick
// took it), or who won by a mucha. Every player is scored on his own, so a deal's points
// need not sum to zero. Every amount comes from the engine's `score` op for the whole deal;
// this module only maps the engine's seats to the names (see /work/wt/SHEET.md). Its words
// are messages (`sheet.pf.*`).

import { el } from "../../quiz/dom.js";
import { allOf, label, t } from "../../site/words.js";
import { choiceGroup } from "../form.js";

const HAND = 5;
const TALON = "talon";
const TRICKS = Array.from({ length: HAND + 1 }, (_, n) => n);

/** Does this house rule ask whose trick took the pamfil? Only when it doubles the taker and
 * the pamfil can be taken by another player's card (when it is only the highest acorn). */
function asksTaker(options) {
  return options?.pamfil_double === "captured" && options?.pamfil_mode === "top_club";
}

function severalMuchas(options) {
  return options?.mucha_tie === "both";
}

function byName(length, value) {
  return Array.from({ length }, () => value);
}

function checkbox({ id, label, checked, disabled, field, onChange }) {
  const input = el("input", { type: "checkbox", id, checked: Boolean(checked), disabled, "data-field": field });
  input.addEventListener("change", () => onChange(input.checked));
  return el("span", { class: "gc-sheet__check" }, input, el("label", { for: id }, label));
}

export default {
  game: "pamfil",

  /** By name (an index into names), so an entry keeps who did what if the seats move. */
  blank(seated) {
    const declared = byName(seated.length, false);
    declared[seated[0]] = true;
    return { ended: "played", declared, tricks: byName(seated.length, null), pamfil: null, taker: null, mucha: [] };
  },

  form(entry, ctx) {
    const { names, seated, options } = ctx;
    const change = (patch) => ctx.onChange({ ...entry, ...patch });
    const parts = [
      choiceGroup({
        legend: t("sheet.pf.form.ended"),
        name: ctx.ids("ended"),
        choices: [
          ["played", t("sheet.pf.form.played")],
          ["mucha", t("sheet.pf.form.mucha")],
        ],
        value: entry.ended,
        field: "ended",
        onChange: (ended) => change({ ended }),
      }),
    ];
    if (entry.ended === "mucha") {
      parts.push(severalMuchas(options) ? muchaBoxes(entry, ctx, change) : muchaChoice(entry, ctx, change));
    } else {
      parts.push(
        el(
          "div",
          { class: "gc-sheet__players" },
          seated.map((player, seat) => playerRow(entry, ctx, change, player, seat)),
        ),
      );
    }
    parts.push(
      choiceGroup({
        legend: entry.ended === "mucha" ? t("sheet.pf.form.holder_mucha") : t("sheet.pf.form.holder"),
        name: ctx.ids("pamfil"),
        choices: [...seated.map((p) => [p, names[p]]), [TALON, t("sheet.pf.form.talon")]],
        value: entry.pamfil === TALON || seated.includes(entry.pamfil) ? entry.pamfil : null,
        field: "pamfil",
        onChange: (pamfil) => change({ pamfil: pamfil === TALON ? TALON : Number(pamfil) }),
      }),
    );
    if (entry.ended !== "mucha" && asksTaker(options) && Number.isInteger(entry.pamfil)) {
      parts.push(
        choiceGroup({
          legend: t("sheet.pf.form.taker"),
          name: ctx.ids("taker"),
          choices: seated.map((p) => [p, names[p]]),
          value: seated.includes(entry.taker) ? entry.taker : null,
          field: "pamfil_won_by",
          onChange: (taker) => change({ taker: Number(taker) }),
        }),
      );
    }
    return el("div", { class: "gc-sheet__entry-fields" }, parts);
  },

  requests(entry, ctx) {
    const { names, seated, options } = ctx;
    const players = seated.length;
    if (entry.pamfil !== TALON && !seated.includes(entry.pamfil)) {
      return { error: { field: "pamfil", message: t("sheet.pf.todo.holder") } };
    }
    const request = { op: "score", players, pamfil: entry.pamfil === TALON ? null : seated.indexOf(entry.pamfil) };
    if (entry.ended === "mucha") {
      const muchas = (entry.mucha || []).filter((p) => seated.includes(p));
      if (!muchas.length) return { error: { field: "mucha", message: t("sheet.pf.todo.mucha") } };
      request.mucha = muchas.map((p) => seated.indexOf(p));
      return [request];
    }
    const missing = seated.find((p) => !Number.isInteger(entry.tricks?.[p]));
    if (missing !== undefined) {
      return { error: { field: "tricks", message: t("sheet.pf.todo.tricks", { name: names[missing], max: HAND }) } };
    }
    request.declared = seated.map((p) => Boolean(entry.declared?.[p]));
    request.tricks = seated.map((p) => entry.tricks[p]);
    if (asksTaker(options) && request.pamfil !== null) {
      if (!seated.includes(entry.taker)) {
        return { error: { field: "pamfil_won_by", message: t("sheet.pf.todo.taker") } };
      }
      request.pamfil_won_by = seated.indexOf(entry.taker);
    }
    return [request];
  },

  settle(_entry, answers, ctx) {
    const answer = answers[0];
    const amounts = ctx.names.map(() => 0);
    answer.points.forEach((points, seat) => {
      amounts[ctx.seated[seat]] = points;
    });
    // The engine's lines, which name the players (the ledger sends their names).
    const lines = (answer.lines || []).map((line) => ({
      text: line.text,
      rule: line.rule,
      // The house rule that made this line differ from the rule it quotes, if one did.
      house_rule: line.house_rule || null,
      value: line.value,
      seat: Number.isInteger(line.seat) ? (ctx.seated[line.seat] ?? null) : null,
    }));
    return { amounts, lines, zero_sum: false, unit: "points" };
  },

  summary(entry, names) {
    const holder = Number.isInteger(entry.pamfil) ? names[entry.pamfil] : null;
    const how = holder === null ? "" : ".held";
    if (entry.ended === "mucha") {
      const won = (entry.mucha || []).map((p) => names[p]);
      const who = won.length ? label(allOf(won)) : t("sheet.summary.nobody_yet");
      return t(`sheet.pf.summary.mucha${how}`, { who, holder });
    }
    const played = names
      .map((name, p) => [name, p])
      .filter(([, p]) => Number.isInteger(entry.tricks?.[p]))
      .map(([name, p]) =>
        entry.declared?.[p]
          ? t("sheet.pf.summary.tricks", { name, tricks: entry.tricks[p] })
          : t("sheet.pf.summary.tricks_passed", { name, tricks: entry.tricks[p] }),
      );
    const tricks = played.length ? played.join(", ") : t("sheet.pf.summary.no_tricks");
    return t(`sheet.pf.summary.played${how}`, { tricks, holder });
  },

  csv(entry, names) {
    const list = (pick) => names.map((_, p) => pick(p)).join(" ");
    const mucha = entry.ended === "mucha";
    return {
      ended: entry.ended || "",
      declared: mucha ? "" : list((p) => (entry.declared?.[p] ? t("sheet.csv.yes") : t("sheet.csv.no"))),
      tricks: mucha ? "" : list((p) => entry.tricks?.[p] ?? "-"),
      pamfil: entry.pamfil === TALON ? t("sheet.csv.talon") : Number.isInteger(entry.pamfil) ? names[entry.pamfil] : "",
      pamfil_taken_by: Number.isInteger(entry.taker) ? names[entry.taker] : "",
      mucha: mucha ? label(allOf((entry.mucha || []).map((p) => names[p]))) : "",
    };
  },
};

function playerRow(entry, ctx, change, player, seat) {
  const name = ctx.names[player];
  const forehand = seat === 0;
  const set = (key, value) => {
    const next = [...(entry[key] || [])];
    next[player] = value;
    change({ [key]: next });
  };
  const tricks = entry.tricks?.[player];
  return el(
    "div",
    { class: "gc-sheet__player" },
    choiceGroup({
      legend: forehand ? t("sheet.pf.form.tricks_forehand", { name }) : t("sheet.pf.form.tricks", { name }),
      name: ctx.ids(`tricks${player}`),
      choices: TRICKS.map((n) => [n, String(n)]),
      value: Number.isInteger(tricks) ? tricks : null,
      field: "tricks",
      onChange: (value) => set("tricks", Number(value)),
    }),
    checkbox({
      id: ctx.ids(`declared${player}`),
      label: forehand ? t("sheet.pf.form.forehand_plays", { name }) : t("sheet.pf.form.declared", { name }),
      checked: forehand || entry.declared?.[player],
      disabled: forehand,
      field: "declared",
      onChange: (value) => set("declared", value),
    }),
  );
}

function muchaChoice(entry, ctx, change) {
  const chosen = (entry.mucha || [])[0];
  return choiceGroup({
    legend: t("sheet.pf.form.mucha_winner"),
    name: ctx.ids("mucha"),
    choices: ctx.seated.map((p) => [p, ctx.names[p]]),
    value: ctx.seated.includes(chosen) ? chosen : null,
    field: "mucha",
    onChange: (player) => change({ mucha: [Number(player)] }),
  });
}

/** Under the house rule "both score", several muchas tied on card points all win. */
function muchaBoxes(entry, ctx, change) {
  const chosen = entry.mucha || [];
  return el(
    "fieldset",
    { class: "gc-sheet__choices", "data-field": "mucha" },
    el("legend", {}, t("sheet.pf.form.mucha_winners")),
    ctx.seated.map((p) =>
      checkbox({
        id: ctx.ids(`mucha${p}`),
        label: ctx.names[p],
        checked: chosen.includes(p),
        field: "mucha",
        onChange: (on) => change({ mucha: on ? [...chosen, p] : chosen.filter((q) => q !== p) }),
      }),
    ),
  );
}
