/**
 * @file The trick on the table (a method group of TableView, play/table.js): the centre of
 * the table (the facts, the points, the trick), the trick drawn at the seats as in the lessons
 * (you at the bottom, who led, the winner and why) and the last trick on demand.
 */

import { SLOTS, seatSlot } from "../../quiz/blocks.js";
import { cardSpan, el } from "../../quiz/dom.js";
import { message, t } from "../../site/words.js";
import { playingSeats } from "./seats.js";

export const trickMethods = {
  renderCentre(state) {
    const parts = [];
    const info = this.factsList(state);
    if (info) parts.push(info);
    parts.push(this.points);
    parts.push(this.trickBox(state));
    if ((state.tricks || []).length && this.showLast) parts.push(this.lastTrickBox(state));
    if ((state.tricks || []).length) {
      parts.push(
        el(
          "button",
          {
            type: "button",
            class: "md-button gc-play__small",
            "aria-pressed": String(this.showLast),
            onclick: () => {
              this.showLast = !this.showLast;
              this.renderCentre(this.state);
            },
          },
          this.showLast ? t("play.trick.hide_last") : t("play.trick.show_last"),
        ),
      );
    }
    this.centre.replaceChildren(...parts);
  },

  /** A trick drawn at the seats, as in the lessons: you at the bottom, the others round
   * the table in playing order, who led, the winner and why. */
  trickTable(trick, { winner = null, reason = "", caption = null, cls = "" } = {}) {
    const players = this.state.players;
    const slots = SLOTS[players] || null;
    const you = this.deal.seat;
    const plays = new Map(trick.cards.map((play, i) => [play.seat, { ...play, order: i }]));
    const inPlay = playingSeats(this.state);
    const items = [];
    for (let seat = 0; seat < players; seat++) {
      const play = plays.get(seat);
      const slot = slots ? seatSlot(this.facts, players, seat, you) : null;
      const name = seat === you ? t("play.trick.you", { seat: this.seatNoun(seat) }) : this.seatName(seat);
      if (!play) {
        const out = !inPlay.has(seat);
        const waiting =
          !out && this.state.to_move === seat && !winner
            ? seat === you
              ? t("play.trick.to_play")
              : this.deciding
                ? t("play.trick.waits")
                : t("play.trick.thinking")
            : "";
        items.push(
          el(
            "li",
            { class: "gc-trick__play gc-trick__play--empty", "data-slot": slot, "data-seat": seat },
            el("span", { class: "gc-trick__seat" }, name),
            el("span", { class: "gc-trick__gap", "aria-hidden": "true" }),
            out ? el("span", { class: "gc-trick__order" }, t("play.trick.sits_out")) : null,
            waiting ? el("span", { class: "gc-trick__order gc-trick__order--you" }, waiting) : null,
          ),
        );
        continue;
      }
      const won = seat === winner;
      // "led", "2nd" … "7th" (Pamfil seats seven): play.trick.order.<place>.
      const order = t(`play.trick.order.${play.order + 1}`);
      items.push(
        el(
          "li",
          {
            class: `gc-trick__play gc-play__play${play.order === 0 ? " gc-trick__play--led" : ""}${won ? " gc-play__play--won" : ""}`,
            "data-slot": slot,
            "data-seat": seat,
          },
          el("span", { class: "gc-trick__seat" }, name),
          cardSpan(this.facts, play.card),
          el("span", { class: "gc-trick__order" }, order),
          won
            ? el("span", { class: "gc-play__won" }, reason ? t("play.trick.won_with", { reason }) : t("play.trick.won"))
            : null,
        ),
      );
    }
    return el(
      "figure",
      { class: `gc-trick gc-trick--table gc-play__trickfig ${cls}`.trim() },
      el("ol", { class: "gc-trick__plays gc-trick__plays--table gc-play__trick", role: "list" }, items),
      caption ? el("figcaption", {}, caption) : null,
    );
  },

  trickBox(state) {
    const current = state.trick;
    if (current?.cards?.length) {
      return this.trickTable(current, {
        caption: this.bySeat(current.leader, message("play.trick.led_you"), message("play.trick.led")),
        cls: "gc-play__current",
      });
    }
    const tricks = state.tricks || [];
    if (tricks.length) {
      const last = tricks[tricks.length - 1];
      const reason = (state.trick_reasons || [])[tricks.length - 1] || "";
      return this.trickTable(last, {
        winner: last.winner,
        reason,
        caption: reason
          ? this.bySeat(
              last.winner,
              message("play.trick.won_by_with_you", { reason }),
              message("play.trick.won_by_with", { reason }),
            )
          : this.bySeat(last.winner, message("play.trick.won_by_you"), message("play.trick.won_by")),
        cls: "gc-play__current gc-play__current--done",
      });
    }
    return el("p", { class: "gc-play__empty" }, state.phase === "play" ? t("play.trick.none") : "");
  },

  lastTrickBox(state) {
    const tricks = state.tricks || [];
    const last = tricks[tricks.length - 1];
    const reason = (state.trick_reasons || [])[tricks.length - 1] || "";
    return el(
      "div",
      { class: "gc-play__last" },
      el(
        "p",
        {},
        this.bySeat(
          last.winner,
          message("play.trick.last_you", { number: tricks.length }),
          message("play.trick.last", { number: tricks.length }),
        ),
      ),
      this.trickTable(last, { winner: last.winner, reason }),
    );
  },
};
