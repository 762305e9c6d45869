// One way to keep a page's data in localStorage, for the trainer, the play page and the
// learn pages alike. Reading never throws: a browser that refuses storage gives a fresh
// value and a notice; data that cannot be read (broken JSON, or a shape the page's own
// validator refuses) is never dropped silently: it is set aside under `<key>.unreadable`
// and the page starts afresh with a notice. Writing says whether the browser took it.
//
// The only copy is never overwritten: when the unreadable data cannot be kept aside
// (storage full), nothing is written under its key for the rest of the visit (the page
// works from memory and says so), and an earlier backup is never replaced by a newer one.

/** Keys whose unreadable data could not be kept aside: never written over this visit. */
const guarded = new Set();

/** How many unreadable copies of one key are kept (the oldest first). */
const BACKUPS = 3;

/** Said instead of `notices.unreadable` when the unreadable copy could not be kept aside. */
export const NOT_KEPT =
  "Your saved data on this page could not be read, and this browser has no room to keep a copy aside. " +
  "It is left as it was, not deleted; nothing new is saved on this page until there is room.";

/** Where an unreadable copy of the data under `key` is kept. */
export function backupKey(key) {
  return `${key}.unreadable`;
}

/**
 * Read the value under `key`.
 *
 * `valid(data)` says whether parsed data is a value this page wrote; `fresh()` makes an
 * empty one; `notices.blocked` and `notices.unreadable` are the sentences shown when the
 * browser refuses storage or the data cannot be read.
 *
 * Returns `{value, notice, found, blocked}`: `found` is false when nothing was saved under
 * `key` (a caller may then look for an older key), `blocked` when storage is refused.
 */
export function readSaved(key, { valid, fresh, notices }) {
  let raw = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return { value: fresh(), notice: notices.blocked, found: false, blocked: true };
  }
  if (raw === null) return { value: fresh(), notice: "", found: false, blocked: false };
  try {
    const data = JSON.parse(raw);
    if (valid(data)) return { value: data, notice: "", found: true, blocked: false };
  } catch {
    // unreadable: set aside below
  }
  const value = fresh();
  const keptAs = setAside(key, raw, key, value);
  if (!keptAs) return { value, notice: NOT_KEPT, found: true, blocked: false };
  // A page's notice names the first backup key; a later generation is named as it is.
  const notice = notices.unreadable.replace(backupKey(key), keptAs);
  return { value, notice, found: true, blocked: false };
}

/** The first backup key of `key` not yet holding a copy, or null when all are taken. */
function freeBackupKey(key) {
  for (let n = 1; n <= BACKUPS; n++) {
    const candidate = n === 1 ? backupKey(key) : `${backupKey(key)}.${n}`;
    if (window.localStorage.getItem(candidate) === null) return candidate;
  }
  return null;
}

/**
 * Keep `raw` (unreadable data found under `fromKey`) under a free backup key, and write
 * `value` under `key` in its place. Returns the backup key, or null when the copy could
 * not be kept: then `fromKey` (and `key`) are left as they are and guarded for the rest
 * of the visit, so the only copy is never overwritten; the page works from memory.
 */
export function setAside(fromKey, raw, key, value) {
  let keptAs = null;
  try {
    keptAs = freeBackupKey(fromKey);
    if (keptAs) window.localStorage.setItem(keptAs, raw);
  } catch {
    keptAs = null;
  }
  if (!keptAs) {
    guarded.add(fromKey);
    guarded.add(key);
    return null;
  }
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or refused: the value lives in memory only (the old data is kept aside)
  }
  return keptAs;
}

/**
 * Save `value` under `key`; false when the browser refused, or when the key holds data
 * that could not be kept aside (the page then says so). A failure is also announced as a
 * `gc-save-failed` event on `window` (detail: {key}), for pages whose saving is spread
 * over many places.
 */
export function writeSaved(key, value) {
  let ok = false;
  if (!guarded.has(key)) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
      ok = true;
    } catch {
      ok = false;
    }
  }
  if (!ok) window.dispatchEvent(new CustomEvent("gc-save-failed", { detail: { key } }));
  return ok;
}

/**
 * The saved house rules `options` ({name: value}) that the engine knows, by
 * `described` (the game's part of the engine's `describe`): an option renamed or
 * removed in a later release, or a value outside its choices, would make every
 * question and every deal fail. Returns `{options, dropped}`, `dropped` the
 * {name: value} pairs left out.
 */
export function knownOptions(options, described) {
  const choices = new Map((described?.options || []).map((option) => [option.name, option.choices]));
  const kept = {};
  const dropped = {};
  for (const [name, value] of Object.entries(options || {})) {
    const allowed = choices.get(name);
    if (Array.isArray(allowed) && allowed.some((choice) => choice === value)) kept[name] = value;
    else dropped[name] = value;
  }
  return { options: kept, dropped };
}

/** Said when saved house rules the engine does not know were set aside. */
export const OPTIONS_SET_ASIDE =
  "Some of your saved house rules are not rules this version of the site knows, so they were set aside " +
  "(kept in this browser, not deleted) and the usual rules apply instead.";

/**
 * Keep house rules left out by knownOptions under `<key>.unknown-options` ({game:
 * {name: value}}), beside the data they came from; false when the browser refused.
 */
export function setAsideOptions(key, game, dropped) {
  const aside = `${key}.unknown-options`;
  try {
    let kept = {};
    try {
      kept = JSON.parse(window.localStorage.getItem(aside) || "{}") || {};
    } catch {
      kept = {};
    }
    if (typeof kept !== "object" || Array.isArray(kept)) kept = {};
    kept[game] = { ...(kept[game] || {}), ...dropped };
    window.localStorage.setItem(aside, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}
