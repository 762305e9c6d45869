// Where the score sheet keeps its evenings: localStorage under one versioned key, through
// the site's one reader and writer (saved.js), so data that cannot be read is set aside
// (never dropped) and said once. Several evenings are kept, the most recently changed
// first; each game remembers which evening is open.
//
// Every tab of the site shares the key: a save merges by evening (its id) and by game (the
// evening it has open), never writing a tab's whole copy over another's; an evening that
// another tab saved meanwhile is never overwritten by an older copy (its `updated` stamp
// and what this tab last saw say which is newer): the page is told instead. Nothing is
// ever deleted without the reader's word: at EVENINGS_MAX a new evening is refused, with
// a sentence, and one evening that cannot be read is set aside without the others.

import { backupKey, sharedStore } from "../saved.js";
import { t } from "../site/words.js";
import { validEvening } from "./evening.js";

export const STORAGE_KEY = "gc-sheet/v1";
export const BACKUP_KEY = backupKey(STORAGE_KEY);
/** Evenings kept in one browser: a new one beyond this is refused until one is deleted. */
export const EVENINGS_MAX = 30;

function isObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

function fresh() {
  return { version: 1, evenings: [], open: {} };
}

/** The store's own shape; each evening is checked on its own (`clean`). */
function valid(data) {
  return (
    isObject(data) &&
    data.version === 1 &&
    Array.isArray(data.evenings) &&
    isObject(data.open) &&
    Object.values(data.open).every((id) => typeof id === "string")
  );
}

/** A kept evening may have more deals than a link carries (an older version let a 401st
 * in): it stays readable here, where it was written. */
function readable(evening) {
  return validEvening(evening, { dealsMax: Number.POSITIVE_INFINITY });
}

/** Drop the evenings that cannot be read (and what names them open): how many. */
function clean(store) {
  const before = store.evenings.length;
  store.evenings = store.evenings.filter(readable);
  const ids = new Set(store.evenings.map((e) => e.id));
  for (const [game, id] of Object.entries(store.open)) if (!ids.has(id)) delete store.open[game];
  return before - store.evenings.length;
}

/** The last `updated` stamp this tab gave. */
let lastStamp = 0;

const EVENING = "evening ";
const OPEN = "open ";

/** The store's units: each evening by its id, and each game's open evening. */
function units(store) {
  const named = {};
  for (const evening of store.evenings) named[EVENING + evening.id] = evening;
  for (const [game, id] of Object.entries(store.open)) named[OPEN + game] = id;
  return named;
}

function setUnits(store, named) {
  const evenings = [];
  const open = {};
  for (const [name, unit] of Object.entries(named)) {
    if (name.startsWith(EVENING)) evenings.push(unit);
    else if (name.startsWith(OPEN)) open[name.slice(OPEN.length)] = unit;
  }
  store.evenings = evenings.sort((a, b) => (b.updated || 0) - (a.updated || 0));
  store.open = open;
}

/** An evening changed in two tabs: the one saved first stays (this tab is told); which
 * evening a game has open: this tab's choice. */
function both(ours, theirs, _base, name) {
  return name.startsWith(OPEN) ? ours : theirs;
}

const shared = sharedStore(STORAGE_KEY, {
  valid,
  fresh,
  units,
  setUnits,
  both,
  clean,
  notices: {
    blocked: t("sheet.store.blocked"),
    unreadable: t("sheet.store.unreadable", { backup: BACKUP_KEY }),
    partly: (count) => t("sheet.store.partly", { n: count, backup: BACKUP_KEY }),
  },
});

/** Read the store: `{store, notice}`; the notice is "" when all was well. */
export function load() {
  const saved = shared.load();
  return { store: saved.value, notice: saved.notice };
}

/** Call `listener({changed, lost})` when evenings saved in another tab come into this
 * tab's store (see saved.js): `changed` and `lost` name evening ids. */
export function onOtherTab(listener, owner) {
  return shared.onOtherTab(({ changed, lost }) => {
    const ids = (names) => names.filter((n) => n.startsWith(EVENING)).map((n) => n.slice(EVENING.length));
    listener({ changed: ids(changed), lost: ids(lost) });
  }, owner);
}

/** The evenings of one game, the most recently changed first. */
export function eveningsOf(store, game) {
  return store.evenings.filter((e) => e.game === game);
}

/** The evening open for `game`, or null. */
export function openEvening(store, game) {
  const id = store.open[game];
  return store.evenings.find((e) => e.id === id && e.game === game) || null;
}

/** The evening changed longest ago (the one to name when the store is full). */
export function oldest(store) {
  return store.evenings.reduce((a, b) => ((b.updated || 0) < (a.updated || 0) ? b : a), store.evenings[0]) || null;
}

/**
 * Keep `evening` (new or changed) and open it for its game. Answers what happened:
 * - "saved";
 * - "refused": the browser did not save it (storage full or refused);
 * - "full": it is new and EVENINGS_MAX evenings are kept already (nothing written);
 * - "newer": another tab saved this evening meanwhile, and that copy stays: the store
 *   now holds the other tab's evening (the caller shows it).
 * The evening is stamped `updated` (never earlier than the copy it replaces), unless
 * `touch` is false: an evening that came from a link or a file keeps its own stamp when
 * it is new here (it has not changed by being opened).
 */
export function keep(store, evening, { touch = true } = {}) {
  const at = store.evenings.findIndex((e) => e.id === evening.id);
  if (at < 0 && store.evenings.length >= EVENINGS_MAX) return "full";
  const before = at >= 0 ? store.evenings[at].updated || 0 : 0;
  // Later than any stamp this tab gave (two changes in one millisecond keep their order).
  const ownStamp = !touch && at < 0 && Number.isSafeInteger(evening.updated);
  const stamp = ownStamp
    ? evening.updated
    : Math.max(Date.now(), before + 1, (evening.updated || 0) + 1, lastStamp + 1);
  lastStamp = Math.max(lastStamp, stamp);
  evening.updated = stamp;
  if (at >= 0) store.evenings[at] = evening;
  else store.evenings.unshift(evening);
  store.open[evening.game] = evening.id;
  setUnits(store, units(store));
  const saved = shared.save(store);
  // The merge puts another tab's newer copy in place of this one (in the same object).
  const kept = store.evenings.find((e) => e.id === evening.id);
  if (kept && kept.updated !== stamp) return "newer";
  return saved ? "saved" : "refused";
}

/** Open a kept evening for its game (nothing in it changes). */
export function open(store, evening) {
  store.open[evening.game] = evening.id;
  return shared.save(store) ? "saved" : "refused";
}

/** Forget an evening (the reader asked to). */
export function remove(store, id) {
  store.evenings = store.evenings.filter((e) => e.id !== id);
  for (const [game, open] of Object.entries(store.open)) if (open === id) delete store.open[game];
  return shared.save(store) ? "saved" : "refused";
}
