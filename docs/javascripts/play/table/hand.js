/**
 * @file Your hand (a method group of TableView, play/table.js): your cards as buttons (to
 * play, to choose for laying away or exchanging, or to ask why a card is refused), the keyboard
 * between them, and the focus after your move.
 */

import { cardImage, el } from "../../quiz/dom.js";
import { card, label, t } from "../../site/words.js";
import { bare } from "../deal.js";

const SET_KINDS = new Set(["discard", "exchange"]);

/** An action as its button's `data-action` carries it (the test hook): the engine's JSON,
 * without the label the page added. */
export function actionJson(action) {
  return JSON.stringify(bare(action));
}

export const handMethods = {
  renderHand(state, actions, kinds, deciding) {
    const hand = state.hand || [];
    const playable = new Map(actions.filter((a) => a.action === "play").map((a) => [a.card, a]));
    const choosing = actions.some((a) => SET_KINDS.has(a.action));
    const myTurn = state.to_move === this.deal.seat;
    const tricks = this.tricksWon(state)[this.deal.seat] || 0;
    const title = el(
      "p",
      { class: "gc-play__me" },
      el("strong", {}, t("play.me.seat", { seat: this.facts.seatGlossed(this.deal.seat, state.players) })),
      state.declarer === this.deal.seat ? ` ${t(`play.seat.role.${this.declarerWord()}`)}` : "",
      " · ",
      t("play.seat.tricks", { n: tricks }),
      this.said[this.deal.seat]
        ? el("span", { class: "gc-play__said" }, " · ", t("play.me.said", { words: this.said[this.deal.seat] }))
        : null,
    );
    const list = el("ul", {
      class: "gc-play__hand",
      "aria-label": t("play.hand.label"),
      onkeydown: (e) => this.arrows(e, list),
    });
    for (const code of hand) {
      const named = card(this.facts.game, code);
      let button;
      if (playable.has(code)) {
        button = el("button", {
          type: "button",
          class: "gc-card gc-card--choosable gc-play__card gc-play__card--legal",
          "data-card": code,
          "data-action": actionJson(playable.get(code)),
          "aria-label": t("play.hand.play", { card: named }),
          onclick: () => this.handlers.act(playable.get(code)),
        });
      } else if (choosing) {
        const on = this.selection.has(code);
        button = el("button", {
          type: "button",
          class: `gc-card gc-card--choosable gc-play__card${on ? " gc-card--selected" : ""}`,
          "data-card": code,
          "data-choose": "",
          "aria-pressed": String(on),
          "aria-label": label(named),
          onclick: () => this.toggle(code),
        });
      } else {
        // Not playable now: still a button, so a click can ask the engine why not.
        const why = deciding ? "double_first" : myTurn && kinds.has("play") ? "not_allowed" : "not_your_turn";
        button = el("button", {
          type: "button",
          class: "gc-card gc-play__card gc-play__card--illegal",
          "data-card": code,
          "aria-label": t(`play.hand.${why}`, { card: named }),
          // Only your turn's refused cards ask the engine why; the others are one tab stop.
          tabindex: myTurn && kinds.has("play") ? null : "-1",
          onclick: () => (deciding ? null : this.handlers.explain(code)),
        });
      }
      button.append(cardImage(this.facts, code));
      list.append(el("li", {}, button));
    }
    this.you.replaceChildren(title, list);
  },

  /** Your action is on its way: nothing more can be chosen until the engine answers. */
  freeze() {
    this.refocus = this.table.contains(document.activeElement) || document.activeElement === document.body;
    for (const element of this.table.querySelectorAll("[data-action], [data-choose], input")) {
      element.removeAttribute("data-action");
      element.removeAttribute("data-choose");
      element.disabled = true;
    }
  },

  /** Keyboard play: after your action the focus goes to your next choice, not the page top. */
  focusChoice() {
    if (!this.refocus) return;
    const next = this.table.querySelector("[data-action]:not([disabled]), [data-choose], .gc-play__announce input");
    if (next) {
      this.refocus = false;
      next.focus();
    }
  },

  /** The skip link's target: your next choice, or (while the computer moves) the line that
   * says who is thinking. */
  focusTable() {
    const next = this.table.querySelector("[data-action]:not([disabled]), [data-choose], .gc-play__announce input");
    const target = next || this.prompt;
    if (!next) this.prompt.tabIndex = -1;
    target.focus(); // and scrolled into view
  },

  /** Left and right arrows move between your cards (Enter or Space then plays or chooses). */
  arrows(event, list) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const buttons = [...list.querySelectorAll("button")];
    const at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    const step = event.key === "ArrowRight" ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length].focus();
  },

  toggle(code) {
    if (this.selection.has(code)) this.selection.delete(code);
    else this.selection.add(code);
    this.render(this.state, this.deal, this.lastOptions);
    const again = this.you.querySelector(`[data-card="${code}"]`);
    if (again) again.focus();
  },
};
