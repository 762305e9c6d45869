// The guide of a lesson's first deal (learner UX review, P8): before each of the learner's
// decisions, one short prompt says what to look at, as Learn to Play Bridge does ("You hold
// 4 trumps for an ace game. You could call the ace of acorns or of bells."). Every prompt
// is read off the engine's own position (the hand, the trick, the legal actions), so it is
// true of the position: it names what the rules allow, it never guesses the best card.
// Pure functions of the state: deal.js shows the prompt, tests/browser/test_learn.py reads it.

import { plural } from "../quiz/plural.js";

export const SUIT_WORDS = {
  pamfil: { C: "acorns", S: "leaves", H: "hearts", D: "bells" },
  schafkopf: { C: "acorns", S: "leaves", H: "hearts", D: "bells" },
  tarok: { C: "clubs", S: "spades", H: "hearts", D: "diamonds" },
};

const isTarokTrump = (card) => card === "SK" || /^T\d+$/.test(card);

/** Is `card` a trump in this position? Each game's own trumps. */
export function isTrump(game, state, card) {
  const contract = state.contract || {};
  if (game === "tarok") return isTarokTrump(card);
  if (game === "pamfil") return card === "UC" || card.endsWith(contract.trump || "?");
  const type = contract.type || "ace_game";
  if (type.startsWith("wenz")) return card[0] === "U";
  if (card[0] === "O" || card[0] === "U") return true;
  const suit = type.startsWith("suit_solo") ? contract.trump : "H";
  return card.endsWith(suit);
}

/** The group a card follows: "T" for the trumps, else its suit letter. */
function group(game, state, card) {
  return isTrump(game, state, card) ? "T" : card.slice(-1);
}

function list(words, joiner = "or") {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${joiner} ${words[words.length - 1]}`;
}

function trumpWord(game) {
  return game === "tarok" ? "tarok" : "trump";
}

function trumps(game, state, hand) {
  return hand.filter((card) => isTrump(game, state, card)).length;
}

/** "3 trumps", "1 tarok", "no trump" (never "0 trumps"). */
function trumpCount(game, state, hand) {
  const count = trumps(game, state, hand);
  return count ? plural(count, trumpWord(game)) : `no ${trumpWord(game)}`;
}

/** The prompt for a card to play. */
function playPrompt(game, state, naming, legal) {
  const hand = state.hand || [];
  const cards = legal.filter((a) => a.action === "play").map((a) => a.card);
  const led = state.trick?.cards?.[0]?.card;
  const suits = SUIT_WORDS[game];
  const contra = legal.some((a) => a.action === "double")
    ? " You may also say contra now, before the second card of the first trick: it doubles the game, so say it only if you expect the declarer to lose."
    : "";
  if (!led) {
    const lead = `You lead to this trick, so any card may be led. You hold ${trumpCount(game, state, hand)}.`;
    // The advice to draw trumps only to a declarer who still holds some.
    const drawing = state.declarer === state.view && trumps(game, state, hand) > 0;
    if (game === "schafkopf" && drawing)
      return `${lead} As the declarer, leading high trumps draws the others' trumps.${contra}`;
    if (game === "tarok" && drawing) return `${lead} As the soloist, leading taroks makes the opponents give theirs.`;
    return `${lead}${contra}`;
  }
  if (cards.length === 1) return `Only one card may be played here: ${naming.inText(cards[0])}.${contra}`;
  const ledGroup = group(game, state, led);
  const ledWords = ledGroup === "T" ? `A ${trumpWord(game)} was led` : `${capital(suits[led.slice(-1)])} were led`;
  const same = hand.filter((card) => group(game, state, card) === ledGroup);
  const allFollow = cards.every((card) => group(game, state, card) === ledGroup);
  if (same.length && allFollow) {
    const what = ledGroup === "T" ? `a ${trumpWord(game)}` : `one of your ${suits[led.slice(-1)]}`;
    const beat = cards.length < same.length ? ", and beat the trick: only your higher ones may be played" : "";
    return `${ledWords}: you must follow with ${what}${beat}.${contra}`;
  }
  const trumpsOnly = cards.every((card) => isTrump(game, state, card));
  if (!same.length && trumpsOnly && game !== "schafkopf") {
    const held = hand.filter((card) => isTrump(game, state, card)).length;
    const beat =
      cards.length < held ? `, and beat the ${trumpWord(game)} in the trick: only your higher ones may be played` : "";
    return `${ledWords} and you have none: you must play a ${trumpWord(game)}${beat}.${contra}`;
  }
  const kept = hand.filter((card) => !cards.includes(card));
  if (game === "schafkopf" && kept.length && state.contract?.called) {
    return `${ledWords} and you cannot follow: any card may be played except the called ace, which waits for its own suit (or the last trick).${contra}`;
  }
  // Pamfil and Tarok oblige a player who cannot follow to trump: "any card" holds only
  // because he has no trump left, so the prompt says so.
  if (game !== "schafkopf" && !trumps(game, state, hand)) {
    const none =
      ledGroup === "T" ? "you have none" : `you hold neither ${suits[led.slice(-1)]} nor a ${trumpWord(game)}`;
    return `${ledWords} and ${none}: any card may be played.${contra}`;
  }
  return `${ledWords} and you cannot follow: any card may be played.${contra}`;
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function schafkopfAuction(state, legal) {
  const hand = state.hand || [];
  const aceGame = { contract: { type: "ace_game" } };
  const trumps = hand.filter((card) => isTrump("schafkopf", aceGame, card));
  const officers = trumps.filter((card) => card[0] === "O" || card[0] === "U").length;
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
  return `${count}${which} With few trumps, pass.`;
}

function tarokPrompt(state, legal) {
  const hand = state.hand || [];
  const kinds = new Set(legal.map((a) => a.action));
  const taroks = hand.filter(isTarokTrump).length;
  const kings = hand.filter((card) => card[0] === "K").length;
  if (state.phase === "auction")
    return `You hold ${plural(taroks, "tarok")}${hand.includes("SK") ? " (the skiz among them)" : ""} and ${kings ? plural(kings, "king") : "no king"}. The more taroks, the higher you can bid; with few, pass.`;
  if (kinds.has("take"))
    return "Look at the parts of the talon you may take: which one holds the most taroks and kings?";
  if (kinds.has("discard"))
    return "Lay away as many cards as you took, never a king (that is a renons). Cards of a short suit are good to lay away: then you can play taroks on that suit.";
  if (kinds.has("announce"))
    return state.options?.failed_announcement_penalty
      ? "Under these house rules a failed announcement costs its value: announce a bonus only if you expect to make it (a full hand counts only if announced)."
      : "The text names no penalty for a failed announcement, and a bonus made after announcing it counts double: announce every bonus you could still make (a full hand counts only if announced).";
  if (kinds.has("double"))
    return "Contra doubles the game, won or lost: say it only if you expect the soloist to lose.";
  return "";
}

function pamfilDeclaration(state, legal) {
  const hand = state.hand || [];
  const trump = SUIT_WORDS.pamfil[state.contract?.trump] || "";
  const pamfil = hand.includes("UC") ? ", the pamfil among them" : "";
  const count = `You hold ${trumpCount("pamfil", state, hand)}${pamfil} (${trump} are trumps).`;
  const mayPass = legal.some((a) => a.action === "call" && a.call === "pass");
  if (!mayPass)
    return `${count} You must play and take at least two tricks; you may first exchange weak cards for new ones from the talon.`;
  return `${count} Declare with a hand that should take two tricks; pass with a weak one. Exchanging even one card means you play.`;
}

/**
 * The prompt before the learner's decision in `state` (seen from the learner's seat), or ""
 * when it is not the learner's turn.
 */
export function guidePrompt(game, state, naming) {
  const legal = (state.legal_actions || []).filter((a) => a.seat === state.view);
  if (state.terminal || !legal.length) return "";
  if (legal.some((a) => a.action === "play")) return playPrompt(game, state, naming, legal);
  if (game === "tarok") return tarokPrompt(state, legal);
  if (game === "schafkopf" && state.phase === "auction") return schafkopfAuction(state, legal);
  if (game === "pamfil" && state.phase === "declaration") return pamfilDeclaration(state, legal);
  if (legal.some((a) => a.action === "double"))
    return "Contra doubles the game: say it only if you expect the declarer to lose.";
  return "";
}
