/**
 * @file The facts panel of the table (a method group of TableView, play/table.js): the
 * contract or the trumps, the turned card, the talon, the doublings, and the card points each
 * side has taken (asked of the engine, points.js).
 */

import { cardSpan, el } from "../../quiz/dom.js";
import { t } from "../../site/words.js";
import { runningPoints } from "../points.js";
import { capitalise } from "../words.js";

/** Schafkopf's doublings in words: "Contra (the game counts double)", "Contra and re …". */
function doublingWords(doublings) {
  if (doublings <= 2) return t(`play.doubled.${doublings}`);
  return t("play.doubled.more", { n: doublings - 2, factor: 2 ** doublings });
}

export const factsMethods = {
  /** The deal's facts at a glance (contract or trumps, the turned card, the talon, the
   * doublings), a list of terms, or null when there is none yet. */
  factsList(state) {
    const facts = this.facts;
    const info = el("dl", { class: "gc-play__facts" });
    const add = (term, ...value) => info.append(el("dt", {}, term), el("dd", {}, ...value));
    if (state.contract?.label) {
      const contract = capitalise(state.contract.label);
      const declared = state.declarer !== null && state.declarer !== undefined;
      // Pamfil has no contract: the turned card makes a suit trumps (PF-09: "Trumps: hearts").
      if (facts.trumpsTurned) add(t("play.facts.trumps"), facts.suitLabel(state.contract.trump));
      else if (declared)
        add(t("play.facts.contract"), t("play.facts.declared_by", { contract, who: this.who(state.declarer) }));
      else add(t("play.facts.contract"), contract);
    }
    const pub = state.public || {};
    if (pub.indicator) add(t("play.facts.turned"), cardSpan(facts, pub.indicator, "gc-card--small"));
    const row = (cards) =>
      el(
        "span",
        { class: "gc-play__row" },
        cards.map((c) => cardSpan(facts, c, "gc-card--small")),
      );
    const taken = Array.isArray(pub.taken) ? pub.taken : [];
    if (Array.isArray(pub.talon) && pub.talon.length && taken.length) {
      // Tarok's exposed talon once the soloist has taken his group: the cards he took are in
      // his hand now, the others count for the opponents; not one row of all six.
      add(t("play.facts.taken"), row(taken));
      const rest = pub.talon.filter((c) => !taken.includes(c));
      if (rest.length) add(t("play.facts.left"), row(rest));
    } else if (Array.isArray(pub.talon) && pub.talon.length) {
      add(t("play.facts.talon"), row(pub.talon));
    } else if (Number.isInteger(pub.talon_left)) {
      add(t("play.facts.talon"), t("play.facts.talon_left", { n: pub.talon_left }));
    }
    // Tarok's doubling by its word (contra, recontra, supracontra): play.facts.contra.<word>.
    if (["contra", "recontra", "supracontra"].includes(pub.contra)) {
      add(t("play.facts.doubled"), t(`play.facts.contra.${pub.contra}`));
    }
    if (Number.isInteger(pub.doublings) && pub.doublings > 0) {
      add(t("play.facts.doubled"), doublingWords(pub.doublings));
    }
    return info.childElementCount ? info : null;
  },

  /** The card points taken so far (asked of the engine when a trick has been won). */
  async refreshPoints(state, deal) {
    const key = `${deal.seed}:${deal.players}:${deal.seat}:${state.phase}:${(state.tricks || []).length}:${state.public?.partner}`;
    if (key === this.pointsKey) return;
    this.pointsKey = key;
    const line = await runningPoints(deal, state, this.facts);
    if (key !== this.pointsKey) return; // the deal moved on meanwhile
    this.points.replaceChildren(...(line ? [line] : []));
  },
};
