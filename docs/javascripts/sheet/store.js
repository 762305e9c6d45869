// Where the score sheet keeps its evenings: localStorage under one versioned key, through
// the site's one reader and writer (saved.js), so data that cannot be read is set aside
// (never dropped) and said once. Several evenings are kept, the newest first; each game
// remembers which evening is open.

import { backupKey, readSaved, writeSaved } from "../saved.js";
import { validEvening } from "./evening.js";

export const STORAGE_KEY = "gc-sheet/v1";
export const BACKUP_KEY = backupKey(STORAGE_KEY);
/** Evenings kept in one browser (the oldest beyond this are dropped when a new one starts). */
export const EVENINGS_MAX = 30;

function isObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

function fresh() {
  return { version: 1, evenings: [], open: {} };
}

function valid(data) {
  return (
    isObject(data) &&
    data.version === 1 &&
    Array.isArray(data.evenings) &&
    data.evenings.every(validEvening) &&
    isObject(data.open) &&
    Object.values(data.open).every((id) => typeof id === "string")
  );
}

/** Read the store: `{store, notice}`; the notice is "" when all was well. */
export function load() {
  const saved = readSaved(STORAGE_KEY, {
    valid,
    fresh,
    notices: {
      blocked: "This browser does not let the page save your score sheets: keep this page open until the evening ends.",
      unreadable:
        "Your saved score sheets could not be read, so the page started afresh. " +
        `The old data is kept aside in this browser (as “${BACKUP_KEY}”), not deleted.`,
    },
  });
  return { store: saved.value, notice: saved.notice };
}

export function save(store) {
  return writeSaved(STORAGE_KEY, store);
}

/** The evenings of one game, newest first. */
export function eveningsOf(store, game) {
  return store.evenings.filter((e) => e.game === game);
}

/** The evening open for `game`, or null. */
export function openEvening(store, game) {
  const id = store.open[game];
  return store.evenings.find((e) => e.id === id && e.game === game) || null;
}

/** Keep `evening` (new or changed) and open it for its game. */
export function keep(store, evening) {
  const at = store.evenings.findIndex((e) => e.id === evening.id);
  if (at >= 0) store.evenings[at] = evening;
  else store.evenings.unshift(evening);
  store.open[evening.game] = evening.id;
  if (store.evenings.length > EVENINGS_MAX) {
    const openIds = new Set(Object.values(store.open));
    for (let i = store.evenings.length - 1; i >= 0 && store.evenings.length > EVENINGS_MAX; i--) {
      if (!openIds.has(store.evenings[i].id)) store.evenings.splice(i, 1);
    }
  }
  return save(store);
}

/** Forget an evening (the reader asked to). */
export function remove(store, id) {
  store.evenings = store.evenings.filter((e) => e.id !== id);
  for (const [game, open] of Object.entries(store.open)) if (open === id) delete store.open[game];
  return save(store);
}
