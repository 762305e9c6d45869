// One way to keep a page's data in localStorage, for the trainer, the play page and the
// learn pages alike. Reading never throws: a browser that refuses storage gives a fresh
// value and a notice; data that cannot be read (broken JSON, or a shape the page's own
// validator refuses) is never dropped silently: it is set aside under `<key>.unreadable`
// and the page starts afresh with a notice. Writing says whether the browser took it.
//
// The only copy is never overwritten: when the unreadable data cannot be kept aside
// (storage full), nothing is written under its key for the rest of the visit (the page
// works from memory and says so), and an earlier backup is never replaced by a newer one.
//
// Several tabs of the site may hold the same key (a score sheet opened from the menu and
// from a shared link, two games played side by side). A store made by `sharedStore` never
// writes its tab's whole copy over the key: each save reads what is stored now and merges
// it unit by unit (an evening by its id, a game by its name) with what this tab changed,
// and a tab hears (the `storage` event) when another one saved, so its copy stays current.

import { t } from "./site/words.js";

/** Keys whose unreadable data could not be kept aside: never written over this visit. */
const guarded = new Set();

/** How many unreadable copies of one key are kept (the oldest first). */
const BACKUPS = 3;

/** Said instead of `notices.unreadable` when the unreadable copy could not be kept aside. */
export const NOT_KEPT = t("trainer.saved.not_kept");

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
export const OPTIONS_SET_ASIDE = t("trainer.saved.options_set_aside");

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

// -- data several tabs share -------------------------------------------------------------

/** Whether two JSON values hold the same data. */
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isPlainObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

/** Give `target` the contents of `source`, in place (a page may hold `target`). */
function refill(target, source) {
  for (const name of Object.keys(target)) if (!(name in source)) delete target[name];
  Object.assign(target, source);
  return target;
}

/**
 * Merge three versions of a record's units ({name: unit}): `base` as this tab last read or
 * wrote them, `ours` as this tab holds them now, `theirs` as they are stored now (another
 * tab saved them). A unit that only one side changed since `base` is taken from that side,
 * a removal included; one that both changed is `both(ours, theirs, base, name)` (undefined:
 * removed). Returns `{units, changed, lost}`: the merged units, the names whose unit came
 * (wholly or in part) from the other tab, and the names where this tab's change gave way
 * to the other tab's.
 */
export function mergeUnits(base, ours, theirs, both) {
  const units = {};
  const changed = [];
  const lost = [];
  const names = new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)]);
  for (const name of names) {
    const mine = ours[name];
    const other = theirs[name];
    const before = base[name];
    let kept;
    if (same(mine, before)) kept = other;
    else if (same(other, before) || same(mine, other)) kept = mine;
    else {
      kept = both(mine, other, before, name);
      if (same(kept, other)) lost.push(name);
    }
    if (!same(kept, mine)) changed.push(name);
    if (kept !== undefined) units[name] = kept;
  }
  return { units, changed, lost };
}

/**
 * A store under `key` that every tab of the site may change: `load()` reads it (as
 * readSaved does: `{value, notice, found, blocked}`), `save(value)` merges this tab's
 * changes into what is stored now and writes the result (false when the browser refused),
 * and `onOtherTab(listener, owner)` calls `listener({changed, lost})` whenever units saved
 * by another tab came into this tab's copy: when it saved (the `storage` event) or when
 * this tab's save found them. The copy `load` returned is updated in place, so a page's
 * references into it stay good.
 *
 * `units(value)` names the record's units ({name: unit}); `setUnits(value, units)` puts
 * merged units back; `both(ours, theirs, base, name)` merges a unit changed in two tabs.
 * `clean(value)`, if given, drops the units a readable record holds that the page cannot
 * read (one damaged evening) and says how many: the record as it was is then set aside
 * whole, with the sentence `notices.partly(count)`, and the rest is used — one bad unit
 * never takes the others with it.
 */
export function sharedStore(key, { valid, fresh, notices, units, setUnits, both, clean = null }) {
  let base = null; // the record as this tab last read or wrote it (JSON text), or null
  let current = null; // the copy `load` returned
  const listeners = new Map(); // listener -> the element whose page it serves (or null)

  function tell(news) {
    for (const [listener, owner] of listeners) {
      if (owner && !owner.isConnected) listeners.delete(listener);
      else listener(news);
    }
  }

  /** Merge `theirs` (stored by another tab) into `value`; `{changed, lost}`. */
  function absorb(value, theirs) {
    const before = base === null ? fresh() : JSON.parse(base);
    const merged = mergeUnits(units(before), units(value), units(theirs), both);
    const held = units(value);
    for (const [name, unit] of Object.entries(merged.units)) {
      if (isPlainObject(held[name]) && isPlainObject(unit) && held[name] !== unit) {
        merged.units[name] = refill(held[name], JSON.parse(JSON.stringify(unit)));
      }
    }
    setUnits(value, merged.units);
    return { changed: merged.changed, lost: merged.lost };
  }

  function onStorage(event) {
    if (event.key !== key || current === null || event.newValue === null) return;
    let theirs;
    try {
      theirs = JSON.parse(event.newValue);
    } catch {
      return; // read (and set aside) by the next load, never merged
    }
    if (!valid(theirs)) return;
    const news = absorb(current, theirs);
    base = event.newValue;
    if (news.changed.length) tell(news);
  }

  let listening = false;
  return {
    load() {
      if (!listening && typeof window.addEventListener === "function") {
        window.addEventListener("storage", onStorage);
        listening = true;
      }
      const saved = readSaved(key, { valid, fresh, notices });
      current = saved.value;
      if (clean && saved.found && !saved.notice) {
        let raw = null;
        try {
          raw = window.localStorage.getItem(key);
        } catch {
          raw = null;
        }
        const dropped = clean(current);
        if (dropped && raw !== null) {
          const keptAs = setAside(key, raw, key, current);
          saved.notice = keptAs ? notices.partly(dropped).replace(backupKey(key), keptAs) : NOT_KEPT;
        }
      }
      base = saved.blocked ? null : JSON.stringify(current);
      return saved;
    },

    save(value) {
      let raw = null;
      try {
        raw = window.localStorage.getItem(key);
      } catch {
        return writeSaved(key, value); // refused: said by writeSaved's event
      }
      let news = null;
      if (raw !== null && raw !== base) {
        let theirs = null;
        try {
          theirs = JSON.parse(raw);
        } catch {
          theirs = null;
        }
        if (theirs !== null && valid(theirs)) news = absorb(value, theirs);
        else if (!setAside(key, raw, key, value)) return writeSaved(key, value);
      }
      const ok = writeSaved(key, value);
      if (ok) base = JSON.stringify(value);
      if (news?.changed.length) tell(news);
      return ok;
    },

    onOtherTab(listener, owner = null) {
      listeners.set(listener, owner);
      return () => listeners.delete(listener);
    },
  };
}
