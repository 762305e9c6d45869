// The learner's path through one game's lessons, kept in localStorage under one
// versioned key per game (`gc-learn/v1/<game>`): the lessons done, the step reached in
// each lesson, how often a step needed a second try, and the guided deal in progress.
// Unreadable data is never dropped silently: it is set aside under a backup key
// (`<key>.unreadable`) and the page says so once, as the trainer's store does.
//
// Two tabs of one game's lessons share the key: a save merges field by field (the lessons
// done in either tab, the furthest step and the best stars of each lesson), never writing
// one tab's whole copy over the other's.

import { validDeal } from "../play/storage.js";
import { sharedStore } from "../saved.js";
import { t } from "../site/words.js";

export const VERSION = 1;

export function storageKey(game) {
  return `gc-learn/v${VERSION}/${game}`;
}

function fresh() {
  return { version: VERSION, done: [], steps: {}, retries: {}, current: null, deal: null, first: {}, stars: {} };
}

function isObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

function isCount(value) {
  return Number.isInteger(value) && value >= 0;
}

function isTry(value) {
  return value === null || typeof value === "boolean";
}

/** A record this version wrote: anything else is set aside, not guessed at. */
export function valid(data) {
  return (
    isObject(data) &&
    data.version === VERSION &&
    Array.isArray(data.done) &&
    data.done.every((name) => typeof name === "string") &&
    isObject(data.steps) &&
    Object.values(data.steps).every(isCount) &&
    isObject(data.retries) &&
    Object.values(data.retries).every(isCount) &&
    (data.current === null || typeof data.current === "string") &&
    // Added later in version 1, so optional: each step's first try, and each lesson's stars.
    (data.first === undefined ||
      (isObject(data.first) &&
        Object.values(data.first).every((tries) => Array.isArray(tries) && tries.every(isTry)))) &&
    (data.stars === undefined || (isObject(data.stars) && Object.values(data.stars).every(isCount))) &&
    (data.deal === null || (isObject(data.deal) && typeof data.deal.lesson === "string" && validDeal(data.deal.deal)))
  );
}

/** The greater count of each lesson in either record. */
function most(ours, theirs) {
  const merged = { ...theirs, ...ours };
  for (const [name, count] of Object.entries(theirs || {})) merged[name] = Math.max(count, ours?.[name] ?? 0);
  return merged;
}

/** A field changed in two tabs: the lessons done in either, the furthest step and the best
 * stars; where the reader is (the lesson open, the guided deal) as this tab has it. */
function bothLearnt(ours, theirs, _base, field) {
  if (field === "done") return [...new Set([...(ours || []), ...(theirs || [])])];
  if (["steps", "retries", "stars"].includes(field)) return most(ours, theirs);
  return ours;
}

const stores = new Map();

/** The shared store of one game's path (one key per game). */
function storeOf(game) {
  if (!stores.has(game)) {
    stores.set(
      game,
      sharedStore(storageKey(game), {
        valid,
        fresh,
        units: (record) => record,
        setUnits: (record, fields) => {
          for (const name of Object.keys(record)) if (!(name in fields)) delete record[name];
          Object.assign(record, fields);
        },
        both: bothLearnt,
        notices: {
          blocked: t("learn.saved.blocked"),
          unreadable: t("learn.saved.unreadable"),
        },
      }),
    );
  }
  return stores.get(game);
}

/** Read one game's path: `{record, notice}`; the notice is "" when all was well. Never throws. */
export function load(game) {
  const saved = storeOf(game).load();
  const record = saved.value;
  record.first ||= {};
  record.stars ||= {};
  return { record, notice: saved.notice };
}

/** Save the path; false when the browser refused (the page then says so). */
export function save(game, record) {
  return storeOf(game).save(record);
}

export function markDone(record, lesson) {
  if (!record.done.includes(lesson)) record.done.push(lesson);
}

/** Note a step's first try in this pass through the lesson (later tries do not count). */
export function noteTry(record, lesson, index, right) {
  const tries = record.first[lesson] || [];
  while (tries.length <= index) tries.push(null);
  if (tries[index] === null) tries[index] = right;
  record.first[lesson] = tries;
}

/** The first tries of this pass that were right, of the steps tried. */
export function firstTries(record, lesson) {
  const tries = (record.first[lesson] || []).filter((t) => t !== null);
  return { right: tries.filter(Boolean).length, total: tries.length };
}

/** Keep the best stars a lesson has earned. */
export function keepStars(record, lesson, stars) {
  record.stars[lesson] = Math.max(record.stars[lesson] || 0, stars);
}
