// Tarok galicyjski's deal entry for the score sheet: the contract and its level, who played
// it, the soloist's card points, contra / recontra / supracontra, a volat (announced or not)
// or the opponents taking every trick, a renons, the bonuses the text names (pagat ultimo,
// trull, four kings, each announced or not and made by either side; an announced full hand),
// and a deal everyone passed. Every amount comes from the engine's `score` op; this module
// only maps the engine's seats to the names (see /work/wt/SHEET.md). Its words are messages
// (`sheet.tk.*`); a contract at its level ("Druga trójka") and a seat are nouns of the
// catalogues, the contracts' titles `describe`'s.

import { el } from "../../quiz/dom.js";
import { label, noun, t } from "../../site/words.js";
import { choiceGroup, numberField, selectField } from "../form.js";

const PASSED = "passed";
/** The choices of each question, by the engine's code; their words `sheet.tk.<question>.<code>`. */
const CONTRAS = ["none", "contra", "recontra", "supracontra"];
const EVERY_TRICK = ["none", "soloist", "opponents"];
/** The bonuses won in tricks (the text's list). */
const TRICK_BONUSES = ["pagat_ultimo", "trull", "kings"];
const MADE = ["none", "soloist", "opponents"];
const FULL_HAND = [0, 10, 11, 12];

function contracts(described) {
  return described?.contracts || [];
}

function contractOf(described, name) {
  return contracts(described).find((c) => c.name === name) || null;
}

/** A bid's noun: its contract at its level ("druga trójka", "solo"), as the text names it. */
function bidNoun(contract, level) {
  return noun(`contract.tarok.${contract.name}.${contract.levels.includes(level) ? level : 1}`);
}

/** The contract of an entry as a label ("Druga trójka"), or "" when none is chosen. */
function contractLabel(described, entry) {
  const contract = contractOf(described, entry.contract);
  return contract ? label(bidNoun(contract, entry.level)) : "";
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
  for (const name of TRICK_BONUSES) {
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

  /** Said under "X deals": with four, why the dealer is not among the soloists (T16). */
  dealNote(names, dealer, seated) {
    if (seated.length !== 4) return null;
    return t("sheet.tk.king_note", { name: names[dealer] });
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
      bonuses: Object.fromEntries(TRICK_BONUSES.map((name) => [name, noBonus()])),
      full_hand: 0,
    };
  },

  form(entry, ctx) {
    const { names, seated, described } = ctx;
    const change = (patch) => ctx.onChange({ ...entry, ...patch });
    const parts = [
      choiceGroup({
        legend: t("sheet.tk.form.contract"),
        name: ctx.ids("contract"),
        choices: [
          ...contracts(described).map((c) => [
            c.name,
            c.exchange
              ? t("sheet.tk.form.exchange", { contract: c.title, n: c.exchange })
              : t("sheet.tk.form.no_talon", { contract: c.title }),
          ]),
          [PASSED, t("sheet.tk.passed")],
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
          legend: t("sheet.tk.form.level"),
          name: ctx.ids("level"),
          choices: contract.levels.map((level) => [
            level,
            t(`sheet.tk.level.${level}`, { contract: bidNoun(contract, 1), factor: level }),
          ]),
          value: entry.level || 1,
          field: "contract.level",
          onChange: (level) => change({ level: Number(level) }),
        }),
      );
    }
    const playing = seated.slice(0, 3); // the king never plays
    const seats = described?.seat_keys?.[String(seated.length)] || [];
    parts.push(
      choiceGroup({
        legend: t("sheet.tk.form.soloist"),
        name: ctx.ids("soloist"),
        choices: playing.map((p, seat) => [
          p,
          seats[seat] ? t("sheet.tk.form.soloist_seat", { name: names[p], seat: noun(seats[seat]) }) : names[p],
        ]),
        value: playing.includes(entry.soloist) ? entry.soloist : null,
        field: "soloist",
        onChange: (soloist) => change({ soloist: Number(soloist) }),
      }),
      choiceGroup({
        legend: t("sheet.tk.form.every_trick"),
        name: ctx.ids("every"),
        choices: EVERY_TRICK.map((code) => [code, t(`sheet.tk.every_trick.${code}`)]),
        value: entry.every_trick || "none",
        field: "volat",
        onChange: (every_trick) => change({ every_trick }),
      }),
    );
    if (needsCardPoints(entry)) {
      parts.push(
        numberField({
          label: t("sheet.tk.form.points"),
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
        legend: t("sheet.tk.form.contra"),
        name: ctx.ids("contra"),
        choices: CONTRAS.map((code) => [code, t(`sheet.tk.contra.${code}`)]),
        value: entry.contra || "none",
        field: "contra",
        onChange: (contra) => change({ contra }),
      }),
      checkbox({
        id: ctx.ids("renons"),
        label: t("sheet.tk.form.renons"),
        checked: entry.renons,
        field: "renons",
        onChange: (renons) => change({ renons }),
      }),
      el(
        "fieldset",
        { class: "gc-sheet__bonuses", "data-field": "bonuses" },
        el("legend", {}, t("sheet.tk.form.bonuses")),
        checkbox({
          id: ctx.ids("volat-announced"),
          label: t("sheet.tk.form.volat_announced"),
          checked: entry.volat_announced,
          field: "volat_announced",
          onChange: (volat_announced) => change({ volat_announced }),
        }),
        TRICK_BONUSES.map((name) => bonusRow(entry, ctx, change, name)),
        selectField({
          label: t("sheet.tk.form.full_hand"),
          id: ctx.ids("full-hand"),
          choices: FULL_HAND.map((n) => [
            String(n),
            n ? t("sheet.tk.full_hand.announced", { n }) : t("sheet.tk.full_hand.none"),
          ]),
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
      return {
        error: { field: "contract", message: t("sheet.tk.todo.contract_or_passed", { passed: t("sheet.tk.passed") }) },
      };
    }
    const players = ctx.names.length;
    if (entry.contract === PASSED) return [{ op: "score", passed_out: true, players }];
    const contract = contractOf(ctx.described, entry.contract);
    if (!contract) return { error: { field: "contract", message: t("sheet.tk.todo.contract") } };
    const soloist = ctx.seated.slice(0, 3).indexOf(entry.soloist);
    if (soloist < 0) return { error: { field: "soloist", message: t("sheet.tk.todo.soloist") } };
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
        return { error: { field: "card_points", message: t("sheet.tk.todo.points", { max: 66 }) } };
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
    if (entry.contract === PASSED) return t("sheet.tk.passed");
    const contract = contractLabel(described, entry) || t("sheet.tk.summary.no_contract");
    const who = Number.isInteger(entry.soloist) ? names[entry.soloist] : t("sheet.summary.nobody_yet");
    const said = [];
    if (entry.renons) said.push(t("sheet.tk.said.renons"));
    else if (entry.every_trick === "soloist")
      said.push(entry.volat_announced ? t("sheet.tk.said.volat_announced_made") : t("sheet.tk.said.volat"));
    else {
      if (Number.isInteger(entry.points)) said.push(t("sheet.tk.said.points", { n: entry.points }));
      if (entry.every_trick === "opponents") said.push(t("sheet.tk.said.opponents_volat"));
      if (entry.volat_announced) said.push(t("sheet.tk.said.volat_announced"));
    }
    if (entry.contra && entry.contra !== "none") said.push(t(`sheet.tk.said.contra.${entry.contra}`));
    const bonuses = bonusRequests(entry).filter((b) => b.achieved !== false && b.name !== "full_hand");
    for (const bonus of bonuses) {
      said.push(t(`sheet.tk.said.bonus.${bonus.name}.${bonus.side}${bonus.announced ? ".announced" : ""}`));
    }
    if (entry.full_hand) said.push(t("sheet.tk.said.full_hand", { n: entry.full_hand }));
    if (!said.length) return t("sheet.tk.summary.plain", { contract, who });
    return t("sheet.tk.summary.said", { contract, who, said: said.join(", ") });
  },

  csv(entry, names) {
    const bonus = (name) => {
      const b = entry.bonuses?.[name] || noBonus();
      if (!b.announced && b.made === "none") return "";
      return t(`sheet.tk.csv.made.${b.made}${b.announced ? ".announced" : ""}`);
    };
    return {
      contract: entry.contract || "",
      level: entry.contract && entry.contract !== PASSED ? String(entry.level || 1) : "",
      soloist: Number.isInteger(entry.soloist) ? names[entry.soloist] : "",
      card_points: entry.points ?? "",
      contra: entry.contra && entry.contra !== "none" ? entry.contra : "",
      every_trick: entry.every_trick && entry.every_trick !== "none" ? entry.every_trick : "",
      volat_announced: entry.volat_announced ? t("sheet.csv.yes") : "",
      renons: entry.renons ? t("sheet.csv.yes") : "",
      pagat_ultimo: bonus("pagat_ultimo"),
      trull: bonus("trull"),
      kings: bonus("kings"),
      full_hand: entry.full_hand ? String(entry.full_hand) : "",
    };
  },
};

function bonusRow(entry, ctx, change, name) {
  const bonus = entry.bonuses?.[name] || noBonus();
  const set = (patch) => change({ bonuses: { ...entry.bonuses, [name]: { ...bonus, ...patch } } });
  const words = t(`sheet.tk.bonus.${name}`);
  return el(
    "div",
    { class: "gc-sheet__pair", role: "group", "aria-label": words },
    selectField({
      label: t("sheet.tk.form.made_by", { bonus: words }),
      id: ctx.ids(`${name}-made`),
      choices: MADE.map((code) => [code, t(`sheet.tk.made.${code}`)]),
      value: bonus.made,
      field: "bonuses",
      onChange: (made) => set({ made }),
    }),
    checkbox({
      id: ctx.ids(`${name}-announced`),
      label: t("sheet.tk.form.announced"),
      checked: bonus.announced,
      field: "bonuses",
      onChange: (announced) => set({ announced }),
    }),
  );
}
