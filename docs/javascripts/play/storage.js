// What the play page keeps in localStorage, under one versioned key: the deal in
// progress per game (so a reload brings it back), the settings, a short history of
// finished deals and the statistics drawn from it. Unreadable data is never dropped
// silently: it is set aside under a backup key and the page shows a notice.
//
// Every tab of the site shares the key: a save merges by game (a Tarok tab never writes
// its copy of the Schafkopf deal over the one a Schafkopf tab saved), and two tabs of one
// game keep both their finished deals; the page hears when another tab saved its game.

import { backupKey, sharedStore } from "../saved.js";
import { t } from "../site/words.js";

export const STORAGE_KEY = "gc-play/v1";
export const BACKUP_KEY = backupKey(STORAGE_KEY);
const HISTORY_MAX = 30;

function fresh() {
  return { version: 1, games: {} };
}

function freshGame() {
  return { current: null, settings: {}, history: [] };
}

function isObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

/** A saved deal: enough to replay it through the engine (`state` op). */
export function validDeal(deal) {
  return (
    isObject(deal) &&
    Number.isInteger(deal.seed) &&
    deal.seed >= 0 &&
    Number.isInteger(deal.players) &&
    Number.isInteger(deal.seat) &&
    deal.seat >= 0 &&
    deal.seat < deal.players &&
    isObject(deal.options) &&
    Array.isArray(deal.actions) &&
    deal.actions.every(isObject) &&
    (deal.log === undefined || Array.isArray(deal.log))
  );
}

function validEntry(entry) {
  return (
    isObject(entry) &&
    Number.isInteger(entry.seed) &&
    Number.isInteger(entry.players) &&
    Number.isInteger(entry.seat) &&
    typeof entry.net === "number" &&
    typeof entry.declarer === "boolean" &&
    typeof entry.won === "boolean"
  );
}

function valid(data) {
  if (!isObject(data) || data.version !== 1 || !isObject(data.games)) return false;
  for (const game of Object.values(data.games)) {
    if (!isObject(game) || !isObject(game.settings) || !Array.isArray(game.history)) return false;
    if (game.current !== null && !validDeal(game.current)) return false;
    if (!game.history.every(validEntry)) return false;
  }
  return true;
}

/** The same finished deal, seen by one seat. */
function sameEntry(a, b) {
  return a.seed === b.seed && a.players === b.players && a.seat === b.seat && a.key === b.key;
}

/**
 * One game changed in two tabs: this tab's deal in progress and settings (it is the tab
 * the reader used last), and the finished deals of both, this tab's first.
 */
function bothPlayed(ours, theirs) {
  const history = [...(ours.history || [])];
  for (const entry of theirs.history || []) if (!history.some((e) => sameEntry(e, entry))) history.push(entry);
  return { ...ours, history: history.slice(0, HISTORY_MAX) };
}

const shared = sharedStore(STORAGE_KEY, {
  valid,
  fresh,
  units: (store) => store.games,
  setUnits: (store, games) => {
    store.games = games;
  },
  both: bothPlayed,
  // Said when the store is read (the page's words are loaded by then).
  notices: {
    get blocked() {
      return t("play.saved.blocked");
    },
    get unreadable() {
      return t("play.saved.unreadable", { key: BACKUP_KEY });
    },
  },
});

/** Read the store: `{store, notice}`; the notice is "" when all was well. */
export function load() {
  const saved = shared.load();
  return { store: saved.value, notice: saved.notice };
}

export function save(store) {
  return shared.save(store);
}

/** Call `listener(games)` when another tab saved deals of `games` (names) into this tab's
 * store; it goes when `owner` leaves the page. */
export function onOtherTab(listener, owner) {
  return shared.onOtherTab(({ changed }) => listener(changed), owner);
}

export function gameRecord(store, game) {
  if (!isObject(store.games[game])) store.games[game] = freshGame();
  return store.games[game];
}

/** Add a finished deal to the history (newest first), once per deal and seat. */
export function record(store, game, entry) {
  const record = gameRecord(store, game);
  const same = (e) =>
    e.seed === entry.seed && e.players === entry.players && e.seat === entry.seat && e.key === entry.key;
  if (record.history.some(same)) return;
  record.history.unshift(entry);
  record.history.length = Math.min(record.history.length, HISTORY_MAX);
}

/** Deals played, deals won as declarer (of those declared), total points. */
export function statistics(store, game) {
  const history = gameRecord(store, game).history;
  const declared = history.filter((e) => e.declarer);
  return {
    played: history.length,
    declared: declared.length,
    wonAsDeclarer: declared.filter((e) => e.won).length,
    points: history.reduce((sum, e) => sum + e.net, 0),
  };
}
