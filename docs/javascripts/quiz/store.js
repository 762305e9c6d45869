// Saved trainer state in localStorage: progress per game, kind and level, the
// overall streak, the house rules, and missed questions scheduled for review
// (Leitner boxes). Version 2 of the record; version 1 (`gc-trainer/v1`) is read
// once and migrated, and its key is left in place so nothing saved is ever lost.
// Unreadable data is set aside under a backup key, with a notice.
//
// Every tab of the site shares the key: a save merges by game and, within a game both tabs
// practised, by quiz kind, adding what each tab answered (so neither tab's answers are
// lost), never writing a tab's whole copy over another's.

import { mergeUnits, setAside, sharedStore } from "../saved.js";
import { t } from "../site/words.js";

export const STORAGE_KEY = "gc-trainer/v2";
export const OLD_KEY = "gc-trainer/v1";

/** A missed question comes back after 1, then 3, then 7 further questions. */
export const REVIEW_GAPS = [1, 3, 7];
const REVIEWS_MAX = 60;
const RECENT_MAX = 10;

function freshStore() {
  return { version: 2, games: {} };
}

function isCount(value) {
  return Number.isInteger(value) && value >= 0;
}

function validStats(stats) {
  return stats && typeof stats === "object" && ["answered", "correct"].every((key) => isCount(stats[key]));
}

function validStore(data) {
  if (!data || typeof data !== "object" || data.version !== 2) return false;
  if (!data.games || typeof data.games !== "object" || Array.isArray(data.games)) return false;
  for (const game of Object.values(data.games)) {
    if (!game || typeof game !== "object") return false;
    if (game.kinds && typeof game.kinds !== "object") return false;
    if (game.reviews && !Array.isArray(game.reviews)) return false;
    if (game.options && typeof game.options !== "object") return false;
    for (const kind of Object.values(game.kinds || {})) {
      if (!validStats(kind)) return false;
      for (const level of Object.values(kind.levels || {})) if (!validStats(level)) return false;
    }
    for (const review of game.reviews || []) {
      if (!review || typeof review.id !== "string" || !isCount(review.box) || !isCount(review.due)) return false;
    }
  }
  return true;
}

function validOldStore(data) {
  if (!data || typeof data !== "object" || data.version !== 1) return false;
  if (!data.games || typeof data.games !== "object" || Array.isArray(data.games)) return false;
  for (const game of Object.values(data.games)) {
    if (!game || typeof game !== "object") return false;
    if (game.missed && !Array.isArray(game.missed)) return false;
    for (const kind of Object.values(game.kinds || {})) {
      if (!kind || typeof kind !== "object") return false;
      for (const key of ["answered", "correct", "streak"]) if (!isCount(kind[key])) return false;
    }
  }
  return true;
}

/** Version 1 → version 2: totals per kind kept, missed questions due for review at once. */
export function migrate(old) {
  const store = freshStore();
  for (const [name, game] of Object.entries(old.games)) {
    const record = gameRecord(store, name);
    record.options = { ...(game.options || {}) };
    for (const [kind, stats] of Object.entries(game.kinds || {})) {
      record.kinds[kind] = { answered: stats.answered, correct: stats.correct, streak: stats.streak, levels: {} };
      record.answered += stats.answered;
    }
    record.reviews = (game.missed || [])
      .filter((id) => typeof id === "string")
      .map((id) => ({ id, box: 1, due: record.answered }));
  }
  return store;
}

const NOTICES = {
  blocked: t("trainer.saved.blocked"),
  unreadable: t("trainer.saved.unreadable"),
};

/** `ours` + what the other tab added since `base`, for each count of `keys`. */
function added(ours, theirs, base, keys) {
  const sum = { ...ours };
  for (const key of keys) sum[key] = (theirs?.[key] || 0) + (ours?.[key] || 0) - (base?.[key] || 0);
  return sum;
}

/** One quiz kind answered in two tabs: both tabs' answers counted, per kind and per level;
 * the last answers and the streak as this tab has them. */
function bothAnswered(ours, theirs, base) {
  const kind = added(ours, theirs, base, ["answered", "correct"]);
  const levels = { ...(theirs.levels || {}), ...(ours.levels || {}) };
  for (const level of Object.keys(levels)) {
    const mine = ours.levels?.[level];
    const other = theirs.levels?.[level];
    if (mine && other) levels[level] = added(mine, other, base?.levels?.[level], ["answered", "correct"]);
  }
  return { ...kind, levels };
}

/** Units of a record by name, merged as saved.js merges a store's units. */
function mergeByName(base, ours, theirs, both) {
  return mergeUnits(base || {}, ours || {}, theirs || {}, both).units;
}

/** One game practised in two tabs: its kinds by name, its reviews by question, its counts
 * added; the house rules as this tab has them (the tab the reader used last). */
function bothPractised(ours, theirs, base) {
  const game = added(ours, theirs, base, ["answered"]);
  game.kinds = mergeByName(base?.kinds, ours.kinds, theirs.kinds, bothAnswered);
  const byId = (reviews) => Object.fromEntries((reviews || []).map((r) => [r.id, r]));
  const reviews = mergeByName(byId(base?.reviews), byId(ours.reviews), byId(theirs.reviews), (mine) => mine);
  game.reviews = Object.values(reviews).slice(-REVIEWS_MAX);
  game.best = Math.max(ours.best || 0, theirs.best || 0);
  return game;
}

const shared = sharedStore(STORAGE_KEY, {
  valid: validStore,
  fresh: freshStore,
  notices: NOTICES,
  units: (store) => store.games,
  setUnits: (store, games) => {
    store.games = games;
  },
  both: bothPractised,
});

/** Call `listener(games)` when another tab saved progress of `games` (names) into this
 * tab's store; it goes when `owner` leaves the page. */
export function onOtherTab(listener, owner) {
  return shared.onOtherTab(({ changed }) => listener(changed), owner);
}

/** Read the saved state: {store, notice}. Never throws. */
export function loadStore() {
  const saved = shared.load();
  if (saved.found || saved.blocked) return { store: saved.value, notice: saved.notice };
  let old = null;
  try {
    old = window.localStorage.getItem(OLD_KEY);
  } catch {
    return { store: freshStore(), notice: NOTICES.blocked };
  }
  if (old === null) return { store: saved.value, notice: "" };
  try {
    const data = JSON.parse(old);
    if (validOldStore(data)) {
      // Into the copy the shared store follows, so another tab's saves reach it.
      const store = Object.assign(saved.value, migrate(data));
      saveStore(store);
      return { store, notice: "" };
    }
  } catch {
    // unreadable: set aside below
  }
  setAside(OLD_KEY, old, STORAGE_KEY, saved.value);
  return { store: saved.value, notice: NOTICES.unreadable };
}

export function saveStore(store) {
  return shared.save(store);
}

/** The record of one game, with every field present. */
export function gameRecord(store, game) {
  if (!store.games[game]) store.games[game] = {};
  const record = store.games[game];
  record.kinds ||= {};
  record.reviews ||= [];
  record.options ||= {};
  record.answered ||= 0;
  record.streak ||= 0;
  record.best ||= 0;
  return record;
}

function stats(holder, key) {
  holder[key] ||= { answered: 0, correct: 0 };
  holder[key].answered ||= 0;
  holder[key].correct ||= 0;
  return holder[key];
}

/**
 * Count one answer: totals per kind and level, streaks, and the review schedule.
 * `questionId` is the engine's id of the question answered.
 */
export function recordAnswer(record, { kind, level, questionId, correct }) {
  const perKind = stats(record.kinds, kind);
  perKind.levels ||= {};
  const perLevel = stats(perKind.levels, String(level));
  for (const s of [perKind, perLevel]) {
    s.answered += 1;
    if (correct) s.correct += 1;
  }
  perLevel.recent = [...(perLevel.recent || []), correct ? 1 : 0].slice(-RECENT_MAX);
  perKind.streak = correct ? (perKind.streak || 0) + 1 : 0;
  record.streak = correct ? record.streak + 1 : 0;
  record.best = Math.max(record.best, record.streak);
  record.answered += 1;
  schedule(record, questionId, correct, { kind, level });
}

/** Leitner boxes: a miss goes to box 1; each right review moves it up; box 3 right → learnt.
 * A review keeps the quiz and level it came from, so "Next question" can stay in the quiz
 * the learner chose (a review saved before that knows none: it comes by "Review …"). */
function schedule(record, id, correct, { kind, level }) {
  const existing = record.reviews.find((r) => r.id === id);
  if (!correct) {
    record.reviews = record.reviews.filter((r) => r.id !== id);
    record.reviews.push({ id, box: 1, due: record.answered + REVIEW_GAPS[0], kind, level });
    if (record.reviews.length > REVIEWS_MAX) record.reviews.shift();
    return;
  }
  if (!existing) return;
  if (existing.box >= REVIEW_GAPS.length) {
    record.reviews = record.reviews.filter((r) => r.id !== id);
  } else {
    existing.box += 1;
    existing.due = record.answered + REVIEW_GAPS[existing.box - 1];
  }
}

/** Reviews whose turn has come, the oldest first. */
export function dueReviews(record) {
  return record.reviews.filter((r) => r.due <= record.answered).sort((a, b) => a.due - b.due);
}

/** The due reviews of one quiz at one level (what "Next question" may bring back), and the
 * others (what "Review …" brings). */
export function splitReviews(record, kind, level) {
  const due = dueReviews(record);
  const mine = (r) => r.kind === kind && Number(r.level) === Number(level);
  return { same: due.filter(mine), other: due.filter((r) => !mine(r)) };
}

/** Mastery of one kind at one level, from its counts and last answers. */
export function mastery(levelStats) {
  if (!levelStats?.answered) return "new";
  const recent = levelStats.recent || [];
  const right = recent.reduce((n, x) => n + x, 0);
  if (recent.length >= 5 && right / recent.length >= 0.8) return "mastered";
  return "learning";
}
