/**
 * @file The score at the end of a deal (a method group of TableView, play/table.js): the
 * score lines with the rules they rest on, each seat's score, the result in one sentence from
 * your side, and the buttons to the next deal.
 */

import { el } from "../../quiz/dom.js";
import { allOf, card, message, t } from "../../site/words.js";
import { houseRule, ruleLink } from "./rules.js";
import { playingSeats } from "./seats.js";

export const scoreMethods = {
  /** Each seat's score as the text gives it: a line of the score that names the seat and
   * its value (Pamfil's personal scores), else the deal's net result. */
  seatScores(state) {
    const scores = [...(state.returns || [])];
    const named = new Map();
    for (const line of state.score || []) {
      if (Number.isInteger(line.seat) && typeof line.value === "number") named.set(line.seat, line.value);
    }
    if (named.size === scores.length) return scores.map((_, seat) => named.get(seat));
    return scores;
  },

  renderScore(state, deal, handlers) {
    const quoted = new Set();
    const lines = el(
      "ol",
      { class: "gc-play__lines" },
      (state.score || []).map((line) => {
        // Each rule sentence once: a list's heading with the item it applies counts as its own.
        const key = line.rule ? `${line.rule.id} ${line.rule.text}` : null;
        const quote = !quoted.has(key);
        quoted.add(key);
        // A house rule is said once too: the net lines after "The game is worth 2" share it.
        const house = line.house_rule && !quoted.has(line.house_rule.text) ? line.house_rule : null;
        if (house) quoted.add(house.text);
        return el("li", {}, el("p", {}, line.text), ruleLink(line.rule, { quote }), houseRule(house));
      }),
    );
    const scores = this.seatScores(state);
    const returns = el(
      "table",
      { class: "gc-play__returns" },
      el("caption", {}, t("play.score.caption")),
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { scope: "col" }, t("play.score.player")),
          el("th", { scope: "col" }, t("play.score.score")),
        ),
      ),
      el(
        "tbody",
        {},
        scores.map((value, seat) =>
          el(
            "tr",
            { class: seat === deal.seat ? "gc-play__mine" : null },
            el("th", { scope: "row" }, this.who(seat)),
            el("td", {}, t("play.score.value", { value })),
          ),
        ),
      ),
    );
    const seats = el("select", { class: "gc-play__select", "aria-label": t("play.score.seat") });
    for (const seat of handlers.playableSeats()) {
      if (seat === deal.seat) continue;
      seats.append(el("option", { value: seat }, this.seatName(seat)));
    }
    const again = el(
      "div",
      { class: "gc-play__buttons" },
      el("button", { type: "button", class: "md-button", onclick: () => handlers.replay() }, t("play.score.replay")),
      seats.childElementCount
        ? el(
            "span",
            { class: "gc-play__group" },
            el(
              "button",
              { type: "button", class: "md-button", onclick: () => handlers.fromSeat(Number(seats.value)) },
              t("play.score.from_seat"),
            ),
            seats,
          )
        : null,
      el(
        "button",
        { type: "button", class: "md-button md-button--primary", onclick: () => handlers.next() },
        t("play.score.next"),
      ),
    );
    const headline = el("p", { class: "gc-play__headline" }, this.headlineText(state, deal, scores));
    this.score.hidden = false;
    const title = el("h2", { id: "gc-play-score-title", tabindex: "-1" }, t("play.score.title"));
    this.score.replaceChildren(title, headline, lines, returns, again);
    // The score first, then the coach's "Where the points went" (a review of the deal).
    this.score.after(this.coach);
  },

  /** The focus on the score's heading (once the table talk has told the end). */
  focusScore() {
    const title = this.score.querySelector("#gc-play-score-title");
    if (title && !this.score.hidden) title.focus();
  },

  /**
   * The result in one sentence, from your side: "You won, +2: you and the dealer (holder
   * of the Ace of acorns) took 72 points.", "You lost, −90: Środek won his trójka with 38
   * against you and Zadek." Every sentence is a message of the page's catalogue; seats are
   * its nouns (no English article on a Polish name), and the declaring side's card points
   * are the engine's count (`declarer_points`, Tarok's with the laid-away cards).
   */
  headlineText(state, deal, scores) {
    const seat = deal.seat;
    const value = Number(scores[seat]) || 0;
    if (!playingSeats(state).has(seat)) return t("play.headline.sat_out", { value });
    const returns = state.returns || [];
    const net = Number(returns[seat]) || 0;
    // A game that scores each player on his own (Pamfil): the text's score, no ranking.
    const own = scores.some((v, i) => v !== returns[i]);
    const outcome = own ? "scored" : net > 0 ? "won" : net < 0 ? "lost" : "even";
    const result = message(`play.result.${outcome}`, { value });
    const side = this.yourSide(state, deal);
    if (!side) return t("play.headline.tricks", { result, n: this.tricksWon(state)[seat] || 0 });
    const points = Number.isInteger(state.declarer_points) ? state.declarer_points : null;
    const contract = state.contract?.label || "";
    if (points === null || !contract) return t("play.headline.result", { result });
    const seatNoun = (s) => this.seatNoun(s);
    if (side.declaring && side.alone) return t("play.headline.alone", { result, contract, n: points });
    if (side.declaring) {
      const partners = allOf(side.partners.map((s) => this.partnerName(state, s, seatNoun)));
      return t("play.headline.partners", { result, partners, n: points });
    }
    // A defender: the declaring side's game, and who played against it.
    const against = allOf([message("play.you"), ...side.partners.map(seatNoun)]);
    const won = (Number(returns[state.declarer]) || 0) > 0 ? "won" : "lost";
    if (side.declarers.length === 1) {
      const declarer = seatNoun(state.declarer);
      return t(`play.headline.his_${won}`, { result, declarer, contract, points, against });
    }
    const declarers = allOf(side.declarers.map((s) => this.partnerName(state, s, seatNoun)));
    return t(`play.headline.their_${won}`, { result, declarers, points, against });
  },

  /** A seat of the declaring side as a message argument; the called ace's holder is said so. */
  partnerName(state, seat, seatNoun) {
    const called = state.contract?.called;
    if (!called || seat !== state.public?.partner) return seatNoun(seat);
    const ace = card(this.facts.game, `A${called}`);
    return message("play.partner.holder", { seat: seatNoun(seat), card: ace });
  },

  /** Your side at the end: whether it declared, your partners and the declaring seats. */
  yourSide(state, deal) {
    const declarer = state.declarer;
    if (declarer === null || declarer === undefined) return null;
    const pub = state.public || {};
    const declarers = [declarer];
    if (Number.isInteger(pub.partner) && pub.partner !== declarer) declarers.push(pub.partner);
    const inPlay = [...playingSeats(state)].sort((a, b) => a - b);
    const declaring = declarers.includes(deal.seat);
    const mine = declaring ? declarers : inPlay.filter((s) => !declarers.includes(s));
    return {
      declaring,
      declarers,
      seats: mine,
      partners: mine.filter((s) => s !== deal.seat),
      alone: mine.length === 1,
    };
  },

  hideScore() {
    this.score.hidden = true;
    this.score.replaceChildren();
    this.live.before(this.coach); // back under your cards for the next deal
  },
};
