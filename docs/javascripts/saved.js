// One way to keep a page's data in localStorage, for the trainer, the play page and the
// learn pages alike. Reading never throws: a browser that refuses storage gives a fresh
// value and a notice; data that cannot be read (broken JSON, or a shape the page's own
// validator refuses) is never dropped silently: it is set aside under `<key>.unreadable`
// and the page starts afresh with a notice. Writing says whether the browser took it.

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
  setAside(key, raw, key, value);
  return { value, notice: notices.unreadable, found: true, blocked: false };
}

/**
 * Keep `raw` (unreadable data found under `fromKey`) under its backup key, and write
 * `value` under `key` in its place. A full or refusing storage leaves the page working
 * from memory.
 */
export function setAside(fromKey, raw, key, value) {
  try {
    window.localStorage.setItem(backupKey(fromKey), raw);
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or refused: the value lives in memory only
  }
}

/** Save `value` under `key`; false when the browser refused (the page then says so). */
export function writeSaved(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
