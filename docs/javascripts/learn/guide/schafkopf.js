// Schafkopf's advice in the guide of a lesson's first deal (learn/guide.js): before the
// learner's call in the auction, what the hand holds for an ace game and which aces may be
// called. The calls allowed are the engine's (`legal_actions`), the trumps counted its own.

import { anyOf, t } from "../../site/words.js";

/** "You hold 3 trumps for an ace game …, 1 of them an Ober or Unter." */
function aceGameTrumps(trumps, officers) {
  const n = trumps;
  if (!n) return t("learn.guide.ace_game.none");
  if (n === officers) return t("learn.guide.ace_game.all_officers", { n });
  if (officers === 0) return t("learn.guide.ace_game.no_officer", { n });
  if (officers === 1) return t("learn.guide.ace_game.one_officer", { n });
  return t("learn.guide.ace_game.officers", { n, officers });
}

function auction(state, legal, naming) {
  // Before the contract the engine counts the trumps of an ace game (`state.trumps`).
  const trumps = state.trumps || [];
  const officers = trumps.filter((code) => code[0] === "O" || code[0] === "U").length;
  const called = legal.filter((a) => a.call === "ace_game").map((a) => naming.suitNoun(a.called));
  const said = [aceGameTrumps(trumps.length, officers)];
  if (called.length) said.push(t("learn.guide.call_ace", { suits: anyOf(called) }));
  else if (legal.some((a) => a.call === "pass")) said.push(t("learn.guide.no_ace_game"));
  said.push(t("learn.guide.few_trumps_pass"));
  // The other games the table offers, each in a line (N7): the lesson deal offers only what
  // its guide explains.
  if (legal.some((a) => a.call === "wenz" || a.call === "suit_solo")) said.push(t("learn.guide.solo_games"));
  return said.join(" ");
}

export default {
  game: "schafkopf",

  /** The prompt before a decision other than a card, or null where the shared one fits. */
  prompt(state, legal, naming) {
    return state.phase === "auction" ? auction(state, legal, naming) : null;
  },
};
