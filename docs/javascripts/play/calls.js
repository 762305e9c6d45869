// The auction's calls, grouped as a player thinks of them: Pass first; a contract that
// comes in several versions (Schafkopf's ace game: which ace; the solo: which suit) as one
// group whose buttons are the versions; single calls as one button each; the rare big
// games (the touts, Sie) folded under "More…". The calls and their words are the engine's
// (`legal_actions` with `labels`); only their arrangement is the page's.

import { el } from "../quiz/dom.js";
import { actionText, capitalise } from "./words.js";

/** Calls folded under "More…": rare contracts a beginner does not start with. */
const RARE = /tout|^sie$/;

/** The heading of a group of calls by its engine call word. */
const GROUP_TITLES = {
  ace_game: "Ace game: choose the ace to call",
  suit_solo: "Solo: choose the trump suit",
  suit_solo_tout: "Solo Tout: choose the trump suit",
};

/** A version's own words inside its group: the called ace ("Ace of acorns") or the trump
 * suit ("Acorns"), named from the engine's facts, never cut out of the call's label. */
function versionText(action, facts) {
  if (action.called) return facts.card(`A${action.called}`);
  if (action.trump) return facts.suitLabel(action.trump);
  return actionText(action, null);
}

function variantKey(action) {
  return action.called || action.trump || (action.level > 1 ? String(action.level) : "");
}

/**
 * The call buttons as nodes: `button(action, content)` makes one button (with its
 * `data-action`). Returns [common calls row, grouped versions…, "More…" details].
 */
export function groupCalls(calls, facts, button) {
  const byCall = new Map();
  for (const action of calls) {
    const key = action.call || action.action;
    if (!byCall.has(key)) byCall.set(key, []);
    byCall.get(key).push(action);
  }
  const common = el("div", { class: "gc-play__buttons gc-play__calls" });
  const groups = [];
  const rare = [];
  for (const [call, actions] of byCall) {
    const grouped = actions.length > 1 && actions.every((a) => variantKey(a));
    const nodes = grouped
      ? [
          el(
            "fieldset",
            { class: "gc-play__callgroup" },
            el(
              "legend",
              {},
              GROUP_TITLES[call] ||
                capitalise(actionText({ ...actions[0], label: null, called: null, trump: null }, facts)),
            ),
            el(
              "div",
              { class: "gc-play__buttons" },
              actions.map((a) => button(a, [versionText(a, facts)])),
            ),
          ),
        ]
      : actions.map((a) => button(a, [actionText(a, facts)]));
    if (RARE.test(call)) rare.push(...nodes);
    else if (grouped) groups.push(...nodes);
    else common.append(...nodes);
  }
  const parts = [];
  if (common.childElementCount) parts.push(common);
  parts.push(...groups);
  if (rare.length) {
    parts.push(
      el(
        "details",
        { class: "gc-play__more" },
        el("summary", {}, "More… (the tout games: win every trick)"),
        el("div", { class: "gc-play__buttons" }, rare),
      ),
    );
  }
  return parts;
}
