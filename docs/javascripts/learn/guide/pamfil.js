// Pamfil's advice in the guide of a lesson's first deal (learn/guide.js): at the declaration,
// the trumps the hand holds in the turned suit and whether the learner may pass. Which cards
// are trumps is the engine's (`state.trumps`: a house rule may make the pamfil the highest
// acorn instead).

import { t } from "../../site/words.js";

function declaration(state, legal, naming) {
  if (!state.contract?.trump) return ""; // (the declaration comes after the turned card)
  const suit = naming.suitNoun(state.contract.trump);
  const n = (state.trumps || []).length;
  const pamfil = (state.trumps || []).includes("UC");
  const count = !n
    ? t("learn.guide.pamfil.no_trump", { suit })
    : pamfil
      ? t("learn.guide.pamfil.trumps_pamfil", { n, suit })
      : t("learn.guide.pamfil.trumps", { n, suit });
  const mayPass = legal.some((a) => a.action === "call" && a.call === "pass");
  return `${count} ${mayPass ? t("learn.guide.pamfil.may_pass") : t("learn.guide.pamfil.must_play")}`;
}

export default {
  game: "pamfil",

  /** The prompt before a decision other than a card, or null where the shared one fits. */
  prompt(state, legal, naming) {
    return state.phase === "declaration" ? declaration(state, legal, naming) : null;
  },
};
