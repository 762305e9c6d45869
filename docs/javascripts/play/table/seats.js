/**
 * @file The table's seats (a method group of TableView, play/table.js): how a seat is named
 * (yours said so), the other seats round the table in playing order with their cards, tricks,
 * part in the deal and last words, and the seat that sits out this deal.
 */

import { el } from "../../quiz/dom.js";
import { label, t } from "../../site/words.js";

/** The seats that take part in the play (Tarok's fourth and Schafkopf's fifth sit out). */
export function playingSeats(state) {
  const seats = new Set();
  for (const trick of state.tricks || []) for (const play of trick.cards) seats.add(play.seat);
  for (const play of state.trick?.cards || []) seats.add(play.seat);
  (state.hand_sizes || []).forEach((size, seat) => {
    if (size > 0) seats.add(seat);
  });
  return seats;
}

export const seatMethods = {
  /** A seat as a message argument: its noun in the catalogues (`describe`'s `seat_keys`). */
  seatNoun(seat) {
    return this.facts.seatNoun(seat, this.state.players) ?? this.facts.seat(seat, this.state.players);
  },

  /** A seat's name alone ("Forehand", "Zadek"). */
  seatName(seat) {
    return label(this.seatNoun(seat));
  },

  /** A seat as a list names it, yours said so: "You (Forehand)", "Second player". */
  who(seat) {
    return seat === this.deal.seat ? t("play.seat.you_are", { seat: this.seatNoun(seat) }) : this.seatName(seat);
  },

  /** One of two messages (site/words.js `message`): `mine` when the seat is yours, else
   * `theirs`, with the seat's noun as its argument `seat`. */
  bySeat(seat, mine, theirs) {
    if (seat === this.deal.seat) return t(mine.key, mine.args);
    return t(theirs.key, { ...theirs.args, seat: this.seatNoun(seat) });
  },

  /** The fifth Schafkopf player (the dealer) and Tarok's fourth sit out: say so. */
  renderSitting(state, deal) {
    const inPlay = playingSeats(state);
    const out = state.phase === "play" || state.terminal ? !inPlay.has(deal.seat) : false;
    this.sitting.hidden = !out;
    this.sitting.textContent = out ? t("play.sitting", { seat: this.seatNoun(deal.seat), players: state.players }) : "";
  },

  /** Each seat's latest call, declaration or doubling in words (the auction at a glance). */
  lastWords(state) {
    const said = {};
    for (const move of state.moves || []) if (move.kind !== "play") said[move.seat] = move.text;
    return said;
  },

  renderSeats(state, deal) {
    this.said = this.lastWords(state);
    const sizes = state.hand_sizes || [];
    const won = this.tricksWon(state);
    const inPlay = playingSeats(state);
    const items = [];
    for (let step = 1; step < state.players; step++) {
      const seat = (deal.seat + step) % state.players;
      const out = state.phase === "play" && !inPlay.has(seat);
      items.push(this.seatBox(seat, sizes[seat] || 0, won[seat] || 0, state, out));
    }
    this.seats.replaceChildren(...items);
    this.seats.dataset.count = String(items.length);
  },

  tricksWon(state) {
    const won = {};
    for (const trick of state.tricks || []) {
      if (trick.winner !== null && trick.winner !== undefined) won[trick.winner] = (won[trick.winner] || 0) + 1;
    }
    return won;
  },

  /** The declarer's name in this game's lessons (`describe`'s `declarer_role`): Tarok's
   * soloist (solista), else declarer. */
  declarerWord() {
    return this.facts.declarerRole;
  },

  /** A seat's part in the deal in words, "(declarer, to play)", or null: a message
   * `play.seat.role.<declarer|soloist>[_to_play]` or `play.seat.role.to_play`. */
  roleText(seat, state) {
    const declaring = state.declarer === seat;
    const toPlay = state.to_move === seat && !state.terminal;
    if (declaring) return t(`play.seat.role.${this.declarerWord()}${toPlay ? "_to_play" : ""}`);
    return toPlay ? t("play.seat.role.to_play") : null;
  },

  seatBox(seat, size, tricks, state, out) {
    // A seat that sits out says so in its name, in the engine's words: "Dealer (sits out)",
    // "King (the dealer, sits out)" (N10: not "… (sits out) (sits out this deal)").
    const role = this.roleText(seat, state);
    const backs = el("span", { class: "gc-play__backs", "aria-hidden": "true" });
    for (let i = 0; i < Math.min(size, 12); i++) backs.append(el("span", { class: "gc-play__back" }));
    return el(
      "li",
      {
        class: `gc-play__seat${state.to_move === seat ? " gc-play__seat--active" : ""}${out ? " gc-play__seat--out" : ""}`,
        "data-seat": seat,
      },
      // The table names each seat first: a Polish name with its gloss ("Zadek (rearhand)").
      el("strong", { class: "gc-play__name" }, this.facts.seatGlossed(seat, state.players)),
      role ? el("span", { class: "gc-play__role" }, " ", role) : null,
      el(
        "span",
        { class: "gc-play__count" },
        t("play.seat.cards", { n: size }),
        " · ",
        t("play.seat.tricks", { n: tricks }),
      ),
      backs,
      this.said[seat] ? el("span", { class: "gc-play__said" }, t("play.quote", { text: this.said[seat] })) : null,
    );
  },
};
