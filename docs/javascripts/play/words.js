// Actions in words for buttons and the log. The engine names every action it lists
// (`labels` beside `legal_actions`, `label` on a computer's move); the fallback below
// only builds a phrase from the engine's own card names, for an answer without one.

export function capitalise(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * Words as one sentence: capitalised, ending in one full stop. The engine's words come
 * both ways ("the Unter of hearts does not follow…" and "The Unter … follow."), so the
 * page adds the stop only where there is none (never "..").
 */
export function sentence(text) {
  const words = String(text ?? "").trim();
  if (!words) return "";
  return capitalise(/[.!?…]["”’)]?$/.test(words) ? words : `${words}.`);
}

export function actionText(action, facts) {
  if (action.label) return capitalise(action.label);
  switch (action.action) {
    case "play":
      return `Play the ${facts.card(action.card)}`;
    case "take":
    case "discard":
    case "exchange":
      return capitalise(`${action.action} ${facts.cardList(action.cards || []) || "no cards"}`);
    case "announce":
      return (action.announcements || []).length ? "Announce" : "Announce nothing";
    default:
      return capitalise(String(action.call || action.action).replaceAll("_", " "));
  }
}

/** The instruction for your turn, by the kinds of action the engine offers you; with
 * `handSize`, a turn where the rules allow only some of your cards says so. */
export function instruction(kinds, actions = [], handSize = 0) {
  if (kinds.has("play")) {
    const legal = actions.filter((a) => a.action === "play").length;
    if (legal === 1 && handSize > 1) return "Your turn: play a card. The rules allow only the marked one.";
    if (legal > 1 && legal < handSize) return "Your turn: play a card. The rules allow only the marked ones.";
    return "Your turn: play a card.";
  }
  if (kinds.has("take")) return "Your turn: take one group of talon cards.";
  if (kinds.has("discard")) {
    const sizes = new Set(actions.filter((a) => a.action === "discard").map((a) => (a.cards || []).length));
    const [size] = sizes;
    const count = sizes.size === 1 ? `${size} card${size === 1 ? "" : "s"}` : "the cards";
    return `Your turn: choose ${count} to lay away (tap them), then confirm.`;
  }
  if (kinds.has("exchange"))
    return "Your turn: play with these cards, or choose cards to exchange with the talon and confirm.";
  if (kinds.has("announce")) return "Your turn: tick the announcements you make, or choose No announcement.";
  if (kinds.has("call")) return "Your turn to speak: pass, or choose a game.";
  if (kinds.has("double")) return "Your decision: double, or not.";
  return "";
}

/** Cards in a sentence, each with its article: "the Nine of acorns and the Ace of leaves". */
export function cardsInText(facts, codes) {
  const names = codes.map((code) => facts.inText(code));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
