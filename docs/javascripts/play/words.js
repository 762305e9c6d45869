// The play page's words. Every sentence it says is a message of i18n/site/play.pot, said by
// the site's words (site/words.js) in the page's language; the actions themselves are named
// by the engine (`labels` beside `legal_actions`, `text` of each move), in the same language.
// What is left here only arranges: the first letter of a label, the stop after a sentence,
// and which instruction fits your turn.

import { t } from "../site/words.js";

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
  return capitalise(/[.!?…]["”“’)]?$/.test(words) ? words : `${words}.`);
}

/** An action as its button says it: the engine's own label (every action it lists has one). */
export function actionText(action) {
  return capitalise(action.label || "");
}

/** The instruction for your turn, by the kinds of action the engine offers you; with
 * `handSize`, a turn where the rules allow only some of your cards says so. */
export function instruction(kinds, actions = [], handSize = 0) {
  if (kinds.has("play")) {
    const legal = actions.filter((a) => a.action === "play").length;
    if (legal >= 1 && legal < handSize) return t("play.prompt.play_marked", { n: legal });
    return t("play.prompt.play");
  }
  if (kinds.has("take")) return t("play.prompt.take");
  if (kinds.has("discard")) {
    const sizes = new Set(actions.filter((a) => a.action === "discard").map((a) => (a.cards || []).length));
    const [size] = sizes;
    return sizes.size === 1 ? t("play.prompt.discard", { n: size }) : t("play.prompt.discard_any");
  }
  if (kinds.has("exchange")) return t("play.prompt.exchange");
  if (kinds.has("announce")) return t("play.prompt.announce");
  if (kinds.has("call")) return t("play.prompt.call");
  if (kinds.has("double")) return t("play.prompt.double");
  return "";
}
