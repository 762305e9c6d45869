// The evening's accounts: every deal scored by the engine again (in order, since the
// Schafkopf kettle carries from deal to deal), each player's running total, the kettle as
// its own account, and the check that every deal of a zero-sum game sums to zero (with the
// kettle's change counted as its own account). The ledger holds no rule: each amount is the
// game module's mapping of the engine's answer to the names. Every request carries the
// players' names by seat (`names`), so the engine's lines and refusals name the players
// ("Ben won by a mucha") in the page's language, and no word of them is rewritten here.

import { t } from "../site/words.js";
import { dealerOf, effectiveOptions } from "./evening.js";
import { seated } from "./seating.js";

/** Answers already given, by request: re-drawing the sheet does not ask the engine again. */
const answers = new Map();
const ANSWERS_MAX = 2000;

function ask(request) {
  const key = JSON.stringify(request);
  if (answers.has(key)) return answers.get(key);
  const pending = window.trainer.request(request).then((answer) => {
    // An engine that failed to answer is asked again next time; a refusal is an answer.
    if (
      !answer ||
      (answer.ok === false && ["internal_error", "engine_unavailable", "bad_request"].includes(answer.error?.code))
    ) {
      answers.delete(key);
    }
    return answer;
  });
  if (answers.size >= ANSWERS_MAX) answers.clear();
  answers.set(key, pending);
  return pending;
}

/** The context a game module reads for deal `k` (see SHEET.md). */
export function dealContext(evening, described, k, pot) {
  const dealer = dealerOf(evening, k);
  return {
    names: evening.names,
    dealer,
    seated: seated(described?.table, evening.names, dealer),
    options: effectiveOptions(evening, described),
    described,
    tariff: evening.tariff || null,
    pot,
  };
}

/** Entries already scored, by everything their score depends on: redrawing an evening of
 * hundreds of deals maps no answer to the names again. */
const scored = new Map();
const SCORED_MAX = 2000;

/**
 * Score one entry as deal `k` (with the kettle `pot` before it): `{settled}` or
 * `{refusal: {field, message}}` (incomplete, or the engine's reason) .
 */
export function scoreEntry(evening, module, described, k, entry, pot, extra = {}) {
  const ctx = { ...dealContext(evening, described, k, pot), ...extra };
  const key = JSON.stringify([evening.game, ctx.names, ctx.dealer, ctx.seated, ctx.options, ctx.tariff, pot, entry]);
  if (Object.keys(extra).length === 0 && scored.has(key)) return scored.get(key);
  const result = settleEntry(evening, module, entry, ctx);
  if (scored.size >= SCORED_MAX) scored.clear();
  scored.set(key, result);
  // An engine that did not answer is asked again next time.
  result.then((outcome) => {
    if (
      outcome.refusal &&
      ["internal_error", "engine_unavailable", "bad_request", undefined].includes(outcome.refusal.code)
    ) {
      scored.delete(key);
    }
  });
  return result;
}

async function settleEntry(evening, module, entry, ctx) {
  try {
    const requests = module.requests(entry, ctx);
    if (!Array.isArray(requests)) return { refusal: requests.error, ctx, incomplete: true };
    // The players in the engine's seats, seat 0 first: its sentences name them.
    const names = ctx.seated.map((p) => ctx.names[p]);
    const base = { game: evening.game, options: ctx.options, names };
    const replies = await Promise.all(requests.map((r) => ask({ ...base, ...r })));
    const refused = replies.find((reply) => !reply || reply.ok === false);
    if (refused) {
      const error = refused?.error || { message: t("sheet.engine.no_answer") };
      return { refusal: { field: error.path || error.field || null, message: error.message, code: error.code }, ctx };
    }
    return { settled: module.settle(entry, replies, ctx), ctx };
  } catch (error) {
    // A saved or shared entry this version cannot read is said, never thrown into the page.
    console.error("score sheet: an entry could not be read", error);
    return { refusal: { field: null, message: t("sheet.entry.unreadable") }, ctx };
  }
}

/** Every deal of the evening scored, with running totals and the kettle. */
export async function scoreEvening(evening, module, described) {
  const totals = evening.names.map(() => 0);
  let pot = 0;
  const rows = [];
  let balanced = true;
  for (let k = 0; k < evening.deals.length; k++) {
    const entry = evening.deals[k].entry;
    const result = await scoreEntry(evening, module, described, k, entry, pot);
    const row = { k, entry, dealer: result.ctx.dealer, seated: result.ctx.seated, ...result };
    if (result.settled) {
      const settled = result.settled;
      settled.amounts.forEach((amount, p) => {
        totals[p] += amount;
      });
      const potChange = settled.pot ? settled.pot.after - settled.pot.before : 0;
      if (settled.pot) pot = settled.pot.after;
      const sum = settled.amounts.reduce((a, b) => a + b, 0) + potChange;
      row.sum = sum;
      // Tarok's split payment pays in thirds: a sum within rounding of zero is zero.
      row.balanced = !settled.zero_sum || Math.abs(sum) < 1e-9;
      if (!row.balanced) balanced = false;
    }
    row.totals = [...totals];
    row.pot = pot;
    rows.push(row);
  }
  const zeroSum = rows.every((r) => !r.settled || r.settled.zero_sum);
  return { rows, totals, pot, balanced, zeroSum, refused: rows.filter((r) => !r.settled).length };
}
