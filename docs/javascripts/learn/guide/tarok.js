// Tarok's advice in the guide of a lesson's first deal (learn/guide.js): the auction's counts
// of taroks and kings, then what the talon, the discard, the announcements and the contra ask.
// Every choice named is one the engine offers (`legal_actions`).

import { message, t } from "../../site/words.js";

/** "3 taroks (the skiz among them)", "no king": the counts the Tarok auction's guide names. */
function hand(state) {
  const cards = state.hand || [];
  const n = (state.trumps || []).length;
  const taroks = cards.includes("SK")
    ? message("learn.guide.count.taroks_skiz", { n })
    : message("learn.guide.count.taroks", { n });
  const kingCount = cards.filter((code) => code[0] === "K").length;
  const kings = kingCount ? message("learn.guide.count.kings", { n: kingCount }) : message("learn.guide.count.no_king");
  return t("learn.guide.tarok.auction", { taroks, kings });
}

export default {
  game: "tarok",

  /** The prompt before a decision other than a card ("" where there is nothing to add). */
  prompt(state, legal) {
    const kinds = new Set(legal.map((a) => a.action));
    if (state.phase === "auction") return hand(state);
    if (kinds.has("take")) return t("learn.guide.tarok.take");
    if (kinds.has("discard")) return t("learn.guide.tarok.discard");
    if (kinds.has("announce"))
      return state.options?.failed_announcement_penalty
        ? t("learn.guide.announce_penalty")
        : t("learn.guide.announce_free");
    if (kinds.has("double")) return t("learn.guide.contra_soloist");
    return "";
  },
};
