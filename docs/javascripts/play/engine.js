// The play page's questions to the rules engine, all through window.trainer.request
// (the one worker of the site): the deal as seen from your seat (`state`), a computer
// player's move (`bot`) and advice for your seat (`hint`). The deal is replayed by the
// engine from its seed and actions every time; the page holds no rules of its own.

import { bare } from "./deal.js";

function dealFields(deal, actions) {
  const fields = {
    game: deal.game,
    seed: deal.seed,
    players: deal.players,
    options: deal.options,
    actions: (actions || deal.actions).map(bare),
  };
  // The kettle this table carries into the deal (Schafkopf, all_pass = "kettle").
  if (Number.isInteger(deal.pot) && deal.pot > 0) fields.pot = deal.pot;
  return fields;
}

/** The deal from `deal.seat`'s view (its hand, the others' hand sizes, its legal actions). */
export function viewState(deal, actions) {
  return window.trainer.request({ op: "state", ...dealFields(deal, actions), view: deal.seat });
}

/** What the engine says of one more action by you: the new state, or the refusal with its rule. */
export function tryAction(deal, action) {
  return viewState(deal, [...deal.actions, action]);
}

export function botMove(deal, seat, strength) {
  return window.trainer.request({ op: "bot", ...dealFields(deal), seat, strength });
}

/** The doubling the computer seats say now while another plays (contra, re), if any:
 * every seat but yours is asked, in seat order; `action` is null when none says one. */
export function meanwhileDoublings(deal, strength) {
  return window.trainer.request({ op: "bot", ...dealFields(deal), seat: deal.seat, strength, meanwhile: true });
}

/** A move for your seat asked for only to warm the engine up (the controller's warm()):
 * in the background, the answer is not used. */
export function warmUp(deal, strength) {
  const request = { op: "bot", ...dealFields(deal), seat: deal.seat, strength };
  return window.trainer.request(request, { background: true });
}

/** Advice asked for in the background (the coach prepares it while you think): a slow
 * answer is not a stalled engine, so it never shows "Working…". */
export function hintFor(deal, strength) {
  const request = { op: "hint", ...dealFields(deal), seat: deal.seat, strength };
  return window.trainer.request(request, { background: true });
}

export function describeGame(game) {
  return window.trainer.request({ op: "describe", game }).then((response) => {
    if (!response.ok) return response;
    return { ok: true, game: response.games ? response.games[game] : null, describe: response };
  });
}

/** The card points of a pile of cards, as the game counts them (`card_points` op). */
export function cardPoints(deal, cards) {
  return window.trainer.request({ op: "card_points", game: deal.game, options: deal.options, cards });
}
