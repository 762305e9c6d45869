// The position of a question, block by block: facts, tables, rows of cards and
// tricks drawn as a small card table (seats around it, "you" at the bottom, who
// led and the order of play). Cards that answer the question are buttons made by
// the answer form (`makeCard`), so the learner clicks the card where it lies.

import { t } from "../site/words.js";
import { cardSpan, el } from "./dom.js";

/** Where each seat sits, going round the table from the bottom. */
export const SLOTS = {
  2: ["b", "t"],
  3: ["b", "l", "r"],
  4: ["b", "l", "t", "r"],
  5: ["b", "l", "tl", "tr", "r"],
  6: ["b", "l", "tl", "t", "tr", "r"],
  7: ["b", "bl", "l", "tl", "tr", "r", "br"],
};

/** The tricks' places with a word of their own ("2nd" … "7th"); a later one is "8th". */
const ORDINALS = 7;

/**
 * Render one block. `ctx` = {naming, choosable: index → bool, makeCard: (code, first) → button}.
 */
/**
 * What the block renderers need of a question: its naming, which block the answer picks cards
 * from (those cards are buttons of the answer form), and whether a trick is drawn.
 */
export function blockContext(question, naming, form) {
  const answer = question.answer || {};
  return {
    naming,
    choosable: (index) => answer.type === "cards" && answer.from === index,
    makeCard: (code, first) => form.makeCard(code, first),
  };
}

export function renderBlock(block, index, ctx) {
  const node = renderOne(block, index, ctx);
  if (!isEarlier(block)) return node;
  return el("details", { class: "gc-earlier" }, el("summary", {}, block.label), node);
}

/** Earlier tricks fold away when the engine marks their block so (`collapsed`, or the role
 * `history`), with its own label; the page never reads a label's words to decide it. */
function isEarlier(block) {
  return Boolean(block.label) && (block.collapsed === true || block.role === "history");
}

function renderOne(block, index, ctx) {
  if (block.type === "text") return el("p", {}, block.text);
  if (block.type === "facts") return renderFacts(block, ctx);
  if (block.type === "table") return renderTable(block);
  if (block.type === "cards") return renderCards(block, index, ctx);
  if (block.type === "trick") return renderTrick(block, index, ctx);
  return el("p", {}, "");
}

function renderFacts(block, ctx) {
  return el(
    "dl",
    { class: "gc-facts" },
    block.items.flatMap((item) => {
      const cards = item.cards || (item.card ? [item.card] : []);
      const value = cards.length
        ? el(
            "dd",
            { class: "gc-facts__cards" },
            cards.map((code) => cardSpan(ctx.naming, code, "gc-card--small")),
            item.value !== undefined && item.value !== null ? ` ${item.value}` : "",
          )
        : el("dd", {}, String(item.value));
      return [el("dt", {}, item.label), value];
    }),
  );
}

function renderTable(block) {
  return el(
    "table",
    { class: "gc-table" },
    block.label ? el("caption", {}, block.label) : null,
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        block.columns.map((c) => el("th", { scope: "col" }, String(c))),
      ),
    ),
    el(
      "tbody",
      {},
      block.rows.map((row) =>
        el(
          "tr",
          {},
          row.map((cell) => el("td", {}, String(cell))),
        ),
      ),
    ),
  );
}

function renderCards(block, index, ctx) {
  const choosable = ctx.choosable(index);
  const list = el("ul", { class: "gc-hand__cards", role: "list" });
  if (choosable) list.setAttribute("aria-label", block.label || t("trainer.trick.choose_from"));
  block.cards.forEach((code, i) => {
    list.append(
      el("li", { class: "gc-hand__card" }, choosable ? ctx.makeCard(code, i === 0) : cardSpan(ctx.naming, code)),
    );
  });
  return el(
    "figure",
    { class: `gc-hand gc-hand--${block.role || "hand"}` },
    block.label ? el("figcaption", { class: "gc-hand__label" }, block.label) : null,
    list,
  );
}

/** Whether the i-th card of the trick is shown as led (the block marks it; the first card
 * is said to lead in any case). */
function wasLed(plays, i) {
  const marked = plays.some((p) => "led" in p);
  return i === 0 || (marked && Boolean(plays[i].led));
}

/** The order of play under a card of the trick: "led", then "2nd", "3rd" … */
function ordinal(plays, i) {
  if (wasLed(plays, i)) return t("trainer.trick.led");
  return i < ORDINALS ? t(`trainer.trick.order.${i + 1}`) : t("trainer.trick.nth", { number: i + 1 });
}

/**
 * The place ("b", "l", "t", …: a key of SLOTS) of `seat` at a table of `players` seen from the
 * seat `bottom`, in the game's direction of play (`describe`'s `table.direction`: Tarok's goes
 * to the right, so the next player sits on your right; the others' to the left): the
 * lessons', the trainer's and the play page's tables all sit the players this way. `facts` is
 * the game's `Naming`.
 */
export function seatSlot(facts, players, seat, bottom) {
  const table = SLOTS[players];
  if (!table) return null;
  const step = facts?.direction === "right" ? -1 : 1;
  return table[(step * (seat - bottom) + players * 2) % players];
}

/** A trick: around a table when the block says how many play, else in a row. */
function renderTrick(block, index, ctx) {
  const choosable = ctx.choosable(index);
  const players = Number.isInteger(block.players) ? block.players : null;
  const table = players && SLOTS[players];
  const you = Number.isInteger(block.you) ? block.you : null;
  const bottom = you ?? (block.plays[0] ? block.plays[0].seat : 0);
  const slot = (seat) => seatSlot(ctx.naming, players, seat, bottom);
  const seatLabel = (seat, play) => {
    const name = ctx.naming.seat(seat, players, play);
    return seat === you ? t("trainer.trick.you", { seat: name }) : name;
  };
  const items = block.plays.map((play, i) => {
    const led = wasLed(block.plays, i);
    const order = ordinal(block.plays, i);
    const card = choosable ? ctx.makeCard(play.card, i === 0) : cardSpan(ctx.naming, play.card);
    return el(
      "li",
      {
        class: `gc-trick__play${led ? " gc-trick__play--led" : ""}`,
        "data-slot": table ? slot(play.seat) : null,
      },
      el("span", { class: "gc-trick__seat" }, seatLabel(play.seat, play)),
      card,
      el("span", { class: "gc-trick__order" }, order),
    );
  });
  if (table) {
    const played = new Set(block.plays.map((p) => p.seat));
    for (let seat = 0; seat < players; seat += 1) {
      if (played.has(seat)) continue;
      const waiting = seat === you ? t("trainer.trick.to_play") : "";
      items.push(
        el(
          "li",
          { class: "gc-trick__play gc-trick__play--empty", "data-slot": slot(seat) },
          el("span", { class: "gc-trick__seat" }, seatLabel(seat, null)),
          el("span", { class: "gc-trick__gap", "aria-hidden": "true" }),
          waiting ? el("span", { class: "gc-trick__order gc-trick__order--you" }, waiting) : null,
        ),
      );
    }
  }
  const list = el(
    "ol",
    { class: table ? "gc-trick__plays gc-trick__plays--table" : "gc-trick__plays", role: "list" },
    items,
  );
  if (choosable) list.setAttribute("aria-label", block.label || t("trainer.trick.cards"));
  return el(
    "figure",
    { class: table ? "gc-trick gc-trick--table" : "gc-trick" },
    block.label ? el("figcaption", { class: "gc-hand__label" }, block.label) : null,
    list,
  );
}
