// The guide of a lesson's first deal (learner UX review, P8): before each of the learner's
// decisions, one short prompt says what to look at, as Learn to Play Bridge does ("You hold
// 4 trumps for an ace game. You could call the ace of acorns or of bells."). Every prompt
// is read off the engine's own position (the hand, the trick, the legal actions, the rulings
// on the cards and which of them are trumps), so it is true of the position: it names what
// the rules allow, it never guesses the best card, and it decides no rule itself.
// Pure functions of the state: deal.js shows the prompt, tests/browser/test_learn.py reads it.

import { allOf, card, t } from "../site/words.js";
import pamfil from "./guide/pamfil.js";
import schafkopf from "./guide/schafkopf.js";
import tarok from "./guide/tarok.js";

/** Each game's own advice before a decision other than a card (learn/guide/<game>.js). */
const GAME_GUIDES = [pamfil, schafkopf, tarok];

/** The learner's trumps, as the engine ranks this deal (the `state` op's `trumps`). */
function trumps(state) {
  return (state.trumps || []).length;
}

/** "You hold 3 trumps." (taroks where the game calls them so: `describe`'s `trump_word`),
 * "You hold no trump.". */
function trumpsHeld(naming, state) {
  const n = trumps(state);
  const ownWord = (naming?.trumpWord ?? "trump") !== "trump";
  if (ownWord) return n ? t("learn.guide.taroks_held", { n }) : t("learn.guide.no_tarok");
  return n ? t("learn.guide.trumps_held", { n }) : t("learn.guide.no_trump");
}

/** The advice to draw trumps, by the declarer's role (`describe`'s `declarer_role`). */
function drawAdvice(naming) {
  return naming?.declarerRole === "soloist" ? t("learn.guide.soloist_draws") : t("learn.guide.declarer_draws");
}

/**
 * The prompt for a card to play. What the rules allow is the engine's (the `state` op's
 * `rulings` on each card and the `duty` they make: review A3, so a house rule such as Pamfil's
 * `top_club` is the engine's too); the guide adds only advice.
 */
function playPrompt(game, state, legal, naming) {
  const cards = legal.filter((a) => a.action === "play").map((a) => a.card);
  const led = state.trick?.cards?.[0]?.card;
  const contra = legal.some((a) => a.action === "double") ? ` ${t("learn.guide.contra_now")}` : "";
  if (!led) {
    const lead = `${leadRule(game, state)} ${trumpsHeld(naming, state)}`;
    // The advice to draw trumps only to a declarer who still holds some (Pamfil's deal has
    // no declarer: each player plays for himself).
    const drawing = Number.isInteger(state.declarer) && state.declarer === state.view && trumps(state) > 0;
    if (drawing) return `${lead} ${drawAdvice(naming)}${contra}`;
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

/**
 * The prompt before the learner's decision in `state` (seen from the learner's seat), or ""
 * when it is not the learner's turn.
 */
export function guidePrompt(game, state, naming = null) {
  const legal = (state.legal_actions || []).filter((a) => a.seat === state.view);
  if (state.terminal || !legal.length) return "";
  if (legal.some((a) => a.action === "play")) return playPrompt(game, state, legal, naming);
  const own = GAME_GUIDES.find((guide) => guide.game === game)?.prompt(state, legal, naming) ?? null;
  if (own !== null) return own;
  if (legal.some((a) => a.action === "double")) return t("learn.guide.contra_declarer");
  return "";
}
