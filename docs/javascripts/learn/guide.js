// The guide of a lesson's first deal (learner UX review, P8): before each of the learner's
// decisions, one short prompt says what to look at, as Learn to Play Bridge does ("You hold
// 4 trumps for an ace game. You could call the ace of acorns or of bells."). Every prompt
// is read off the engine's own position (the hand, the trick, the legal actions, the rulings
// on the cards and which of them are trumps), so it is true of the position: it names what
// the rules allow, it never guesses the best card, and it decides no rule itself.
// Pure functions of the state: deal.js shows the prompt, tests/browser/test_learn.py reads it.

import { allOf, anyOf, card, message, noun, t } from "../site/words.js";

/** A suit as a message argument: its noun from `describe`'s `suit_keys` (the naming's), or the
 * suits of the game's deck (Tarok's French, the others' German) where none is given. */
function suitNoun(game, naming, suit) {
  const key = naming?.config?.suit_keys?.[suit];
  return noun(key || `suit.${game === "tarok" ? "french" : "german"}.${suit}`);
}

/** The learner's trumps, as the engine ranks this deal (the `state` op's `trumps`). */
function trumps(state) {
  return (state.trumps || []).length;
}

/** "You hold 3 trumps." (taroks in Tarok), "You hold no trump.". */
function trumpsHeld(game, state) {
  const n = trumps(state);
  if (game === "tarok") return n ? t("learn.guide.taroks_held", { n }) : t("learn.guide.no_tarok");
  return n ? t("learn.guide.trumps_held", { n }) : t("learn.guide.no_trump");
}

/**
 * The prompt for a card to play. What the rules allow is the engine's (the `state` op's
 * `rulings` on each card and the `duty` they make: review A3, so a house rule such as Pamfil's
 * `top_club` is the engine's too); the guide adds only advice.
 */
function playPrompt(game, state, legal) {
  const cards = legal.filter((a) => a.action === "play").map((a) => a.card);
  const led = state.trick?.cards?.[0]?.card;
  const contra = legal.some((a) => a.action === "double") ? ` ${t("learn.guide.contra_now")}` : "";
  if (!led) {
    const lead = `${leadRule(game, state)} ${trumpsHeld(game, state)}`;
    // The advice to draw trumps only to a declarer who still holds some.
    const drawing = state.declarer === state.view && trumps(state) > 0;
    if (game === "schafkopf" && drawing) return `${lead} ${t("learn.guide.declarer_draws")}${contra}`;
    if (game === "tarok" && drawing) return `${lead} ${t("learn.guide.soloist_draws")}`;
    return `${lead}${contra}`;
  }
  if (cards.length === 1) return `${t("learn.guide.only_card", { card: card(game, cards[0]) })}${contra}`;
  return `${state.duty?.message || ""}${contra}`;
}

/**
 * What may be led. Any card, except for the holder of Schafkopf's called ace before its suit
 * was led (content review NEW-07): the cards the engine refuses are named, with the engine's
 * reason (the ace alone of its suit: too few to run away).
 */
function leadRule(game, state) {
  const refused = (state.rulings || []).filter((ruling) => !ruling.allowed);
  if (!refused.length) return t("learn.guide.lead_any");
  const names = allOf(refused.map((ruling) => card(game, ruling.card)));
  return `${t("learn.guide.lead_except", { cards: names })} ${refused[0].message}`;
}

/** "You hold 3 trumps for an ace game …, 1 of them an Ober or Unter." */
function aceGameTrumps(trumps, officers) {
  const n = trumps;
  if (!n) return t("learn.guide.ace_game.none");
  if (n === officers) return t("learn.guide.ace_game.all_officers", { n });
  if (officers === 0) return t("learn.guide.ace_game.no_officer", { n });
  if (officers === 1) return t("learn.guide.ace_game.one_officer", { n });
  return t("learn.guide.ace_game.officers", { n, officers });
}

function schafkopfAuction(state, legal, naming) {
  // Before the contract the engine counts the trumps of an ace game (`state.trumps`).
  const trumps = state.trumps || [];
  const officers = trumps.filter((code) => code[0] === "O" || code[0] === "U").length;
  const called = legal.filter((a) => a.call === "ace_game").map((a) => suitNoun("schafkopf", naming, a.called));
  const said = [aceGameTrumps(trumps.length, officers)];
  if (called.length) said.push(t("learn.guide.call_ace", { suits: anyOf(called) }));
  else if (legal.some((a) => a.call === "pass")) said.push(t("learn.guide.no_ace_game"));
  said.push(t("learn.guide.few_trumps_pass"));
  // The other games the table offers, each in a line (N7): the lesson deal offers only what
  // its guide explains.
  if (legal.some((a) => a.call === "wenz" || a.call === "suit_solo")) said.push(t("learn.guide.solo_games"));
  return said.join(" ");
}

/** "3 taroks (the skiz among them)", "no king": the counts the Tarok auction's guide names. */
function tarokHand(state) {
  const hand = state.hand || [];
  const n = trumps(state);
  const taroks = hand.includes("SK")
    ? message("learn.guide.count.taroks_skiz", { n })
    : message("learn.guide.count.taroks", { n });
  const kingCount = hand.filter((code) => code[0] === "K").length;
  const kings = kingCount ? message("learn.guide.count.kings", { n: kingCount }) : message("learn.guide.count.no_king");
  return t("learn.guide.tarok.auction", { taroks, kings });
}

function tarokPrompt(state, legal) {
  const kinds = new Set(legal.map((a) => a.action));
  if (state.phase === "auction") return tarokHand(state);
  if (kinds.has("take")) return t("learn.guide.tarok.take");
  if (kinds.has("discard")) return t("learn.guide.tarok.discard");
  if (kinds.has("announce"))
    return state.options?.failed_announcement_penalty
      ? t("learn.guide.announce_penalty")
      : t("learn.guide.announce_free");
  if (kinds.has("double")) return t("learn.guide.contra_soloist");
  return "";
}

function pamfilDeclaration(state, legal, naming) {
  if (!state.contract?.trump) return ""; // (the declaration comes after the turned card)
  const suit = suitNoun("pamfil", naming, state.contract?.trump);
  const n = trumps(state);
  // The pamfil is a trump unless a house rule makes it the highest acorn: the engine says.
  const pamfil = (state.trumps || []).includes("UC");
  const count = !n
    ? t("learn.guide.pamfil.no_trump", { suit })
    : pamfil
      ? t("learn.guide.pamfil.trumps_pamfil", { n, suit })
      : t("learn.guide.pamfil.trumps", { n, suit });
  const mayPass = legal.some((a) => a.action === "call" && a.call === "pass");
  return `${count} ${mayPass ? t("learn.guide.pamfil.may_pass") : t("learn.guide.pamfil.must_play")}`;
}

/**
 * The prompt before the learner's decision in `state` (seen from the learner's seat), or ""
 * when it is not the learner's turn.
 */
export function guidePrompt(game, state, naming = null) {
  const legal = (state.legal_actions || []).filter((a) => a.seat === state.view);
  if (state.terminal || !legal.length) return "";
  if (legal.some((a) => a.action === "play")) return playPrompt(game, state, legal);
  if (game === "tarok") return tarokPrompt(state, legal);
  if (game === "schafkopf" && state.phase === "auction") return schafkopfAuction(state, legal, naming);
  if (game === "pamfil" && state.phase === "declaration") return pamfilDeclaration(state, legal, naming);
  if (legal.some((a) => a.action === "double")) return t("learn.guide.contra_declarer");
  return "";
}
