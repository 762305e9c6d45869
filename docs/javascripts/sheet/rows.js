// The sheet itself: one row per deal (who dealt, the game in words, what each player won or
// paid and the running total), "Why?" with the engine's score lines, the rule sentence
// each comes from and the house rule that made it differ from that sentence, the totals,
// the kettle as its own account and the zero-sum check.

import { houseRule, ruleLink } from "../play/table/rules.js";
import { el } from "../quiz/dom.js";
import { t } from "../site/words.js";

const SIXTHS = ["", "⅙", "⅓", "½", "⅔", "⅚"];

/** An amount without its sign, as a table writes it: whole, or with the third or half a
 * shared payment leaves (Tarok's house rule "the value is shared": 68 among three is 22⅔),
 * never a float's tail ("22.666666666666668"); anything else to two places. */
function magnitude(value) {
  const sixths = Math.round(value * 6);
  if (Math.abs(value * 6 - sixths) < 1e-6) {
    const whole = Math.floor(sixths / 6);
    const part = SIXTHS[sixths % 6];
    return whole || !part ? `${whole}${part}` : part;
  }
  return String(Math.round(value * 100) / 100);
}

/** An amount with its sign: "+54", "−22⅔", "0" (a true minus sign). */
export function signed(value) {
  const text = magnitude(Math.abs(value));
  if (text === "0") return "0";
  return value > 0 ? `+${text}` : `−${text}`;
}

/** The evening's unit: "stakes", "cents" or "points" (a key of the unit's words). */
export function unitWords(ledger) {
  const row = ledger.rows.find((r) => r.settled);
  return row?.settled.unit || "points";
}

function why(row, ids) {
  const lines = row.settled.lines || [];
  const seen = new Set();
  const items = lines.map((line) => {
    // A rule quoted once per deal: later lines under the same rule link to it only.
    const id = line.rule?.id || line.rule?.anchor;
    const quote = !seen.has(id);
    seen.add(id);
    // The house rule that made a line differ from the quoted sentence, said once per deal
    // (the lines that follow under it, each player's share, share it too).
    const house = line.house_rule && !seen.has(line.house_rule.text) ? line.house_rule : null;
    if (house) seen.add(house.text);
    return el("li", {}, el("p", {}, line.text), ruleLink(line.rule, { quote }), houseRule(house));
  });
  return el(
    "div",
    { class: "gc-sheet__why", id: ids(`why-lines${row.k}`) },
    el("ol", { class: "gc-sheet__lines" }, items),
  );
}

/** The "Why?" button of a deal: it opens the row under the deal, the whole table wide. */
function whyButton(row, ids, open) {
  const button = el(
    "button",
    {
      type: "button",
      class: "gc-sheet__why-button",
      id: ids(`why${row.k}`),
      "aria-expanded": String(open.has(row.k)),
      "aria-controls": ids(`why-row${row.k}`),
    },
    t("sheet.row.why"),
    el("span", { class: "gc-sheet__sr" }, ` ${t("sheet.row.why_deal", { number: row.k + 1 })}`),
  );
  button.addEventListener("click", () => {
    const shown = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(shown));
    document.getElementById(ids(`why-row${row.k}`)).hidden = !shown;
    if (shown) open.add(row.k);
    else open.delete(row.k);
  });
  return button;
}

/** One deal's rows (the deal, and its "Why?" lines under it). */
function dealRows(row, evening, module, described, { ids, onEdit, onDelete, open, kettle }) {
  const names = evening.names;
  const dealer = names[row.dealer];
  const summary = module.summary(row.entry, names, described, row.ctx?.options);
  // Edit and Delete sit with the deal's words, not in a column of their own: on a phone
  // every player's column then fits the screen (a column of buttons pushed the last off).
  const actions = el(
    "span",
    { class: "gc-sheet__noprint gc-sheet__row-actions" },
    el(
      "button",
      { type: "button", class: "md-button gc-sheet__edit", onclick: () => onEdit(row.k) },
      t("sheet.row.edit"),
      el("span", { class: "gc-sheet__sr" }, ` ${t("sheet.row.deal", { number: row.k + 1 })}`),
    ),
    el(
      "button",
      { type: "button", class: "md-button gc-sheet__delete", onclick: () => onDelete(row.k) },
      t("sheet.row.delete"),
      el("span", { class: "gc-sheet__sr" }, ` ${t("sheet.row.deal", { number: row.k + 1 })}`),
    ),
  );
  const game = el(
    "td",
    { class: "gc-sheet__game" },
    el("span", {}, summary),
    el("span", { class: "gc-sheet__dealt" }, ` ${t("sheet.row.dealt", { dealer })} `),
    row.settled
      ? whyButton(row, ids, open)
      : el(
          "p",
          { class: "gc-sheet__refusal" },
          t("sheet.row.not_scored", { reason: String(row.refusal?.message).replace(/\.$/, "") }),
        ),
    row.settled && !row.balanced
      ? el("p", { class: "gc-sheet__refusal" }, t("sheet.row.unbalanced", { sum: signed(row.sum) }))
      : null,
    actions,
  );
  const cells = names.map((_, p) => {
    const playing = row.seated.includes(p);
    if (!row.settled) return el("td", { class: "gc-sheet__num" }, "—");
    const amount = row.settled.amounts[p];
    return el(
      "td",
      {
        class: `gc-sheet__num${playing ? "" : " gc-sheet__out"}`,
        "data-amount": amount,
        "data-total": row.totals[p],
      },
      el("span", { class: "gc-sheet__amount" }, playing ? signed(amount) : t("sheet.row.out")),
      el(
        "span",
        { class: "gc-sheet__total" },
        el("span", { class: "gc-sheet__sr" }, `${t("sheet.row.running_total")} `),
        signed(row.totals[p]),
      ),
    );
  });
  const pot = kettle ? el("td", { class: "gc-sheet__num", "data-pot": row.pot }, String(row.pot)) : null;
  const columns = 2 + names.length + (kettle ? 1 : 0);
  const main = el(
    "tr",
    { "data-deal": row.k, class: row.settled ? null : "gc-sheet__unscored" },
    el("th", { scope: "row" }, String(row.k + 1)),
    game,
    cells,
    pot,
  );
  if (!row.settled) return [main];
  const lines = el(
    "tr",
    { class: "gc-sheet__why-row", id: ids(`why-row${row.k}`), hidden: !open.has(row.k), "data-why": row.k },
    el("td", { colspan: columns }, why(row, ids)),
  );
  return [main, lines];
}

/** Everything a deal's rows show, as one string: rows whose string is unchanged are kept. */
function rowKey(row, evening, kettle) {
  return JSON.stringify([
    row.k,
    row.entry,
    row.dealer,
    row.seated,
    row.totals,
    row.pot,
    row.balanced,
    row.sum,
    row.settled?.amounts,
    row.settled?.lines,
    row.refusal?.message,
    evening.names,
    kettle,
  ]);
}

/** A long evening shows its last SHOWN deals, the earlier ones folded away (a button shows
 * them), once it has more than FOLD_AT: the browser then lays out a table of SHOWN rows,
 * not of hundreds, at every change. Printed, every deal shows. */
const FOLD_AT = 60;
const SHOWN = 40;

/**
 * The table of deals with running totals, kept between changes: a change redraws only
 * the rows it changed (an added deal its row, an edit the rows from it on, whose running
 * totals moved) and the totals, and a long evening folds its earlier deals away; an
 * evening of 300 deals is not drawn and laid out again for each deal (R5: 7 s a deal at
 * 300 deals when it was). `element` is the section to put in the page once; `update(...)`
 * brings it up to date.
 */
export class DealTable {
  constructor() {
    this.unfolded = false; // the reader asked to see every deal
    this.foldRow = el("tr", { class: "gc-sheet__fold" });
    this.rows = []; // by deal: {key, nodes}
    this.body = el("tbody");
    this.head = el("thead");
    this.foot = el("tfoot");
    this.caption = el("caption");
    this.table = el("table", { class: "gc-sheet__table" }, this.caption, this.head, this.body, this.foot);
    this.scroll = el(
      "div",
      { class: "gc-sheet__scroll", tabindex: 0, role: "region", "aria-label": t("sheet.table.scrolls") },
      this.table,
    );
    this.empty = el("p", {}, t("sheet.table.empty"));
    this.check = el("p", { class: "gc-sheet__balance" });
    this.element = el("section", { class: "gc-sheet__deals", "aria-label": t("sheet.table.label") });
    this.frame = null;
  }

  update(ledger, evening, module, described, { ids, onEdit, onDelete, open = new Set() }) {
    const names = evening.names;
    const kettle = ledger.rows.some((r) => r.settled?.pot);
    const unit = unitWords(ledger);
    // The frame (columns, caption) changes with the names, the kettle and the unit only.
    const frame = JSON.stringify([names, kettle, unit]);
    if (frame !== this.frame) {
      this.frame = frame;
      this.rows = [];
      this.body.replaceChildren();
      this.head.replaceChildren(
        el(
          "tr",
          {},
          el("th", { scope: "col" }, t("sheet.table.deal")),
          el("th", { scope: "col" }, t("sheet.table.game")),
          names.map((name) => el("th", { scope: "col", class: "gc-sheet__num" }, name)),
          kettle ? el("th", { scope: "col", class: "gc-sheet__num" }, t("sheet.table.kettle")) : null,
        ),
      );
      this.caption.replaceChildren(
        t(`sheet.table.caption.${unit}`),
        el("span", { class: "gc-sheet__legend" }, t("sheet.table.legend")),
      );
    }
    const options = { ids, onEdit, onDelete, open, kettle };
    ledger.rows.forEach((row, k) => {
      const key = rowKey(row, evening, kettle);
      const held = this.rows[k];
      if (held?.key === key) return;
      const nodes = dealRows(row, evening, module, described, options);
      if (held) {
        held.nodes[0].before(...nodes);
        for (const node of held.nodes) node.remove();
      } else {
        this.body.append(...nodes);
      }
      this.rows[k] = { key, nodes };
    });
    for (const gone of this.rows.splice(ledger.rows.length)) for (const node of gone.nodes) node.remove();
    this.fold(2 + names.length + (kettle ? 1 : 0));
    this.foot.replaceChildren(
      el(
        "tr",
        { class: "gc-sheet__totals" },
        el("th", { scope: "row", colspan: 2 }, t("sheet.table.total")),
        ledger.totals.map((total) => el("td", { class: "gc-sheet__num", "data-total": total }, signed(total))),
        kettle ? el("td", { class: "gc-sheet__num", "data-pot": ledger.pot }, String(ledger.pot)) : null,
      ),
    );
    const shown = ledger.rows.length ? this.scroll : this.empty;
    if (this.element.firstChild !== shown) this.element.replaceChildren(shown, this.check);
    const check = checkLine(ledger, unit);
    this.check.hidden = !check;
    if (check) {
      this.check.textContent = check.text;
      this.check.dataset.balanced = String(ledger.balanced);
    }
  }

  /** Fold the deals before the last SHOWN away (or show them all, as the reader chose). */
  fold(columns) {
    const count = this.rows.length;
    const folding = count > FOLD_AT;
    const first = folding && !this.unfolded ? count - SHOWN : 0;
    this.rows.forEach((row, k) => {
      for (const node of row.nodes) node.classList.toggle("gc-sheet__earlier", k < first);
    });
    if (!folding) {
      this.foldRow.remove();
      return;
    }
    const button = el(
      "button",
      {
        type: "button",
        class: "md-button gc-sheet__unfold",
        onclick: () => {
          this.unfolded = !this.unfolded;
          this.fold(columns);
          this.foldRow.querySelector("button")?.focus();
        },
      },
      this.unfolded ? t("sheet.fold.fold", { last: count - SHOWN }) : t("sheet.fold.show", { n: count }),
    );
    const words = this.unfolded ? t("sheet.fold.shown", { n: count }) : t("sheet.fold.folded", { last: count - SHOWN });
    this.foldRow.replaceChildren(el("td", { colspan: columns }, el("p", {}, words), button));
    if (this.body.firstChild !== this.foldRow) this.body.prepend(this.foldRow);
  }
}

/** The line under the table: do the deals sum to zero? `{text}`, or null with no deal. */
function checkLine(ledger, unit) {
  if (!ledger.rows.length) return null;
  const parts = [];
  if (ledger.zeroSum) {
    const sum = ledger.totals.reduce((a, b) => a + b, 0) + ledger.pot;
    parts.push(
      ledger.balanced && Math.abs(sum) < 1e-9
        ? ledger.pot
          ? t("sheet.balance.kettle", { sum: signed(sum - ledger.pot), pot: ledger.pot })
          : t("sheet.balance.zero")
        : t(`sheet.balance.off.${unit}`, { sum: signed(sum), n: Math.abs(sum) }),
    );
  } else {
    parts.push(t("sheet.balance.personal"));
  }
  if (ledger.refused) parts.push(t("sheet.balance.not_scored", { n: ledger.refused }));
  return { text: parts.join(" ") };
}
