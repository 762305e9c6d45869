// The auction's calls, grouped as a player thinks of them: Pass first; a contract that
// comes in several versions (Schafkopf's ace game: which ace; the solo: which suit) as one
// group whose buttons are the versions; single calls as one button each; the rare big
// games (the touts, Sie) folded under "More…". The calls and their words are the engine's
// (`legal_actions` with `labels`); only their arrangement and the groups' titles (messages
// of i18n/site/play.pot) are the page's.

import { el } from "../quiz/dom.js";
import { card, label, t } from "../site/words.js";
import { actionText } from "./words.js";

/** Calls folded under "More…": rare contracts a beginner does not start with. */
const RARE = /tout|^sie$/;

/** The calls whose versions are grouped under a title of their own, `play.calls.group.<call>`
 * ("Ace game: choose the ace to call"); any other call is a button for each version. */
const GROUPED = new Set(["ace_game", "suit_solo", "suit_solo_tout"]);

/** A version's own words inside its group: the called ace ("Ace of acorns") or the trump
 * suit ("Acorns"), named from the engine's facts, never cut out of the call's label. */
function versionText(action, facts) {
  if (action.called) return label(card(facts.game, `A${action.called}`));
  if (action.trump) return facts.suitLabel(action.trump);
  return actionText(action);
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
    const grouped = GROUPED.has(call) && actions.length > 1 && actions.every((a) => variantKey(a));
    const nodes = grouped
      ? [
          el(
            "fieldset",
            { class: "gc-play__callgroup" },
            el("legend", {}, t(`play.calls.group.${call}`)),
            el(
              "div",
              { class: "gc-play__buttons" },
              actions.map((a) => button(a, [versionText(a, facts)])),
            ),
          ),
        ]
      : actions.map((a) => button(a, [actionText(a)]));
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
        el("summary", {}, t("play.calls.more")),
        el("div", { class: "gc-play__buttons" }, rare),
      ),
    );
  }
  return parts;
}
