// The learner's path through one game's lessons, kept in localStorage under one
// versioned key per game (`gc-learn/v1/<game>`): the lessons done, the step reached in
// each lesson, how often a step needed a second try, and the guided deal in progress.
// Unreadable data is never dropped silently: it is set aside under a backup key
// (`<key>.unreadable`) and the page says so once, as the trainer's store does.

import { validDeal } from "../play/storage.js";
import { readSaved, writeSaved } from "../saved.js";

export const VERSION = 1;

export function storageKey(game) {
  return `gc-learn/v${VERSION}/${game}`;
}

function fresh() {
  return { version: VERSION, done: [], steps: {}, retries: {}, current: null, deal: null };
}

function isObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

function isCount(value) {
  return Number.isInteger(value) && value >= 0;
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
    (data.deal === null || (isObject(data.deal) && typeof data.deal.lesson === "string" && validDeal(data.deal.deal)))
  );
}

/** Read one game's path: `{record, notice}`; the notice is "" when all was well. Never throws. */
export function load(game) {
  const saved = readSaved(storageKey(game), {
    valid,
    fresh,
    notices: {
      blocked: "This browser does not let the page keep your progress.",
      unreadable:
        "Your saved lesson progress could not be read, so the path starts afresh. " +
        "The unreadable copy is kept in this browser, not deleted.",
    },
  });
  return { record: saved.value, notice: saved.notice };
}

/** Save the path; false when the browser refused (the page then says so). */
export function save(game, record) {
  return writeSaved(storageKey(game), record);
}

export function markDone(record, lesson) {
  if (!record.done.includes(lesson)) record.done.push(lesson);
}
