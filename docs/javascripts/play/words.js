// Actions in words for buttons and the log. The engine names every action it lists
// (`labels` beside `legal_actions`, `label` on a computer's move); the fallback below
// only builds a phrase from the engine's own card names, for an answer without one.

export function capitalise(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
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

/** The instruction for your turn, by the kinds of action the engine offers you. */
export function instruction(kinds) {
  if (kinds.has("play")) return "Your turn: play a card.";
  if (kinds.has("take")) return "Your turn: take one group of talon cards.";
  if (kinds.has("discard")) return "Your turn: choose the cards to lay away, then confirm.";
  if (kinds.has("exchange"))
    return "Your turn: play with these cards, or choose cards to exchange with the talon and confirm.";
  if (kinds.has("announce")) return "Your turn: announce, or go on without an announcement.";
  if (kinds.has("call")) return "Your turn to speak.";
  if (kinds.has("double")) return "You may double now.";
  return "";
}
