// The guide of a lesson's first deal (learner UX review, P8): before each of the learner's
// decisions, one short prompt says what to look at, as Learn to Play Bridge does ("You hold
// 4 trumps for an ace game. You could call the ace of acorns or of bells."). Every prompt
// is read off the engine's own position (the hand, the trick, the legal actions, the rulings
// on the cards and which of them are trumps), so it is true of the position: it names what
// the rules allow, it never guesses the best card, and it decides no rule itself.
// Pure functions of the state: deal.js shows the prompt, tests/browser/test_learn.py reads it.

import { plural } from "../quiz/plural.js";
import { allOf, card, t } from "../site/words.js";

export const SUIT_WORDS = {
  pamfil: { C: "acorns", S: "leaves", H: "hearts", D: "bells" },
  schafkopf: { C: "acorns", S: "leaves", H: "hearts", D: "bells" },
  tarok: { C: "clubs", S: "spades", H: "hearts", D: "diamonds" },
};

function list(words, joiner = "or") {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${joiner} ${words[words.length - 1]}`;
}

function trumpWord(game) {
  return game === "tarok" ? "tarok" : "trump";
}

/** The learner's trumps, as the engine ranks this deal (the `state` op's `trumps`). */
function trumps(state) {
  return (state.trumps || []).length;
}

/** "3 trumps", "1 tarok", "no trump" (never "0 trumps"). */
function trumpCount(game, state) {
  const count = trumps(state);
  return count ? plural(count, trumpWord(game)) : `no ${trumpWord(game)}`;
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

function schafkopfAuction(state, legal) {
  // Before the contract the engine counts the trumps of an ace game (`state.trumps`).
  const trumps = state.trumps || [];
  const officers = trumps.filter((code) => code[0] === "O" || code[0] === "U").length;
  const called = legal.filter((a) => a.call === "ace_game").map((a) => SUIT_WORDS.schafkopf[a.called]);
  const among =
    officers === 0
      ? "none of them an Ober or Unter"
      : officers === 1
        ? "one of them an Ober or Unter"
        : `${officers} of them Obers or Unters`;
  const count = trumps.length
    ? `You hold ${plural(trumps.length, "trump")} for an ace game (Obers, Unters and hearts), ${trumps.length === officers ? (officers === 1 ? "an Ober or Unter" : "all Obers or Unters") : among}.`
    : "You hold no trump for an ace game (Obers, Unters and hearts).";
  const which = called.length
    ? ` You could call the ace of ${list(called)}: a suit in which you hold a plain card but not the ace.`
    : legal.some((a) => a.call === "pass") && !legal.some((a) => a.call === "ace_game")
      ? " No ace game is open to you here."
      : "";
  // The other games the table offers, each in a line (N7): the lesson deal offers only what
  // its guide explains.
  const alone = legal.some((a) => a.call === "wenz" || a.call === "suit_solo")
    ? " A Wenz or a Suit Solo is played alone against the other three and needs many trumps, a Tout every trick: not for a first deal."
    : "";
  return `${count}${which} With few trumps, pass.${alone}`;
}

function tarokPrompt(state, legal) {
  const hand = state.hand || [];
  const kinds = new Set(legal.map((a) => a.action));
  const taroks = trumps(state);
  const kings = hand.filter((card) => card[0] === "K").length;
  if (state.phase === "auction")
    return `You hold ${plural(taroks, "tarok")}${hand.includes("SK") ? " (the skiz among them)" : ""} and ${kings ? plural(kings, "king") : "no king"}. The more taroks, the higher you can bid; with few, pass.`;
  if (kinds.has("take"))
    return "Look at the parts of the talon you may take: which one holds the most taroks and kings?";
  if (kinds.has("discard"))
    return "Lay away as many cards as you took, never a king (that is a renons). Cards of a short suit are good to lay away: then you can play taroks on that suit.";
  if (kinds.has("announce"))
    return state.options?.failed_announcement_penalty
      ? t("learn.guide.announce_penalty")
      : t("learn.guide.announce_free");
  if (kinds.has("double"))
    return "Contra doubles the game, won or lost: say it only if you expect the soloist to lose.";
  return "";
}

function pamfilDeclaration(state, legal) {
  const trump = SUIT_WORDS.pamfil[state.contract?.trump] || "";
  // The pamfil is a trump unless a house rule makes it the highest acorn: the engine says.
  const pamfil = (state.trumps || []).includes("UC") ? ", the pamfil among them" : "";
  const count = `You hold ${trumpCount("pamfil", state)}${pamfil} (${trump} are trumps).`;
  const mayPass = legal.some((a) => a.action === "call" && a.call === "pass");
  if (!mayPass)
    return `${count} You must play and take at least two tricks; you may first exchange weak cards for new ones from the talon.`;
  return `${count} Declare with a hand that should take two tricks; pass with a weak one. Exchanging even one card means you play.`;
}

/**
 * The prompt before the learner's decision in `state` (seen from the learner's seat), or ""
 * when it is not the learner's turn.
 */
export function guidePrompt(game, state) {
  const legal = (state.legal_actions || []).filter((a) => a.seat === state.view);
  if (state.terminal || !legal.length) return "";
  if (legal.some((a) => a.action === "play")) return playPrompt(game, state, legal);
  if (game === "tarok") return tarokPrompt(state, legal);
  if (game === "schafkopf" && state.phase === "auction") return schafkopfAuction(state, legal);
  if (game === "pamfil" && state.phase === "declaration") return pamfilDeclaration(state, legal);
  if (legal.some((a) => a.action === "double"))
    return "Contra doubles the game: say it only if you expect the declarer to lose.";
  return "";
}
