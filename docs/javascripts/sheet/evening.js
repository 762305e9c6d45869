// An evening at one table: the names, the house rules, the tariff and every deal's entry
// (what the players told the sheet). Plain JSON, the one thing that is saved, shared and
// exported. Results are never stored: the sheet asks the engine for every deal again, so a
// stored evening can never disagree with the rules (docs: /work/wt/SHEET.md).

import { t } from "../site/words.js";

export const VERSION = 1;
export const GAMES = ["schafkopf", "tarok", "pamfil"];
/** The longest name the sheet keeps (a name is shown in a narrow column). */
export const NAME_MAX = 24;
/** The most deals one evening holds: the sheet refuses the next one (start a new evening),
 * and a link or a file carries no more. */
export const DEALS_MAX = 400;

function isObject(value) {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

/** A random id for an evening (several are kept in one browser). */
export function newId() {
  const values = new Uint32Array(2);
  window.crypto.getRandomValues(values);
  return Array.from(values, (v) => v.toString(36)).join("");
}

/** Today as YYYY-MM-DD, in the reader's own time zone. */
export function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fresh evening of `game` for `names`. */
export function newEvening(game, names, { preset = null, options = {}, tariff = null } = {}) {
  return {
    v: VERSION,
    game,
    id: newId(),
    started: today(),
    names: [...names],
    preset,
    options: { ...options },
    tariff,
    first_dealer: 0,
    deals: [],
  };
}

/** The dealer of deal `k` (an index into names). */
export function dealerOf(evening, k) {
  return (evening.first_dealer + k) % evening.names.length;
}

/** The house rules in force: the preset's options, then the single changes over them. */
export function effectiveOptions(evening, described) {
  const preset = (described?.presets || []).find((p) => p.name === evening.preset);
  return { ...(preset?.options || {}), ...(evening.options || {}) };
}

function validTariff(tariff) {
  if (tariff === null || tariff === undefined) return true;
  if (!isObject(tariff)) return false;
  for (const key of ["ace_game", "solo", "step"]) {
    if (!Number.isInteger(tariff[key]) || tariff[key] < 1 || tariff[key] > 100000) return false;
  }
  return tariff.unit === undefined || ["cents", "points"].includes(tariff.unit);
}

/**
 * Whether `data` is an evening this sheet wrote (or could have): the shape only; whether
 * each entry is a deal the rules allow is the engine's to say, deal by deal. `dealsMax`
 * bounds the deals (a link or a file: DEALS_MAX; the browser's own store reads more).
 */
export function validEvening(data, { dealsMax = DEALS_MAX } = {}) {
  if (!isObject(data) || data.v !== VERSION || !GAMES.includes(data.game)) return false;
  if (typeof data.id !== "string" || !/^[a-z0-9]{1,32}$/.test(data.id)) return false;
  if (typeof data.started !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(data.started)) return false;
  if (!Array.isArray(data.names) || data.names.length < 2 || data.names.length > 8) return false;
  if (!data.names.every((n) => typeof n === "string" && n.trim() && n.length <= NAME_MAX)) return false;
  if (new Set(data.names.map((n) => n.trim().toLowerCase())).size !== data.names.length) return false;
  if (!(data.preset === null || typeof data.preset === "string")) return false;
  if (!isObject(data.options)) return false;
  if (!validTariff(data.tariff)) return false;
  if (!Number.isInteger(data.first_dealer) || data.first_dealer < 0 || data.first_dealer >= data.names.length) {
    return false;
  }
  // When it was last changed (ms since 1970): absent in evenings kept before it was kept.
  if (data.updated !== undefined && !(Number.isSafeInteger(data.updated) && data.updated >= 0)) return false;
  if (!Array.isArray(data.deals) || data.deals.length > dealsMax) return false;
  return data.deals.every((deal) => isObject(deal) && isObject(deal.entry));
}

/** Names as typed, cleaned: trimmed, inner spaces single, at most NAME_MAX characters. */
export function cleanName(name) {
  return String(name).trim().replace(/\s+/g, " ").slice(0, NAME_MAX);
}

/** Why a list of names cannot make a table ("" when it can), in words. */
export function namesProblem(names, { min, max }) {
  if (names.length < min || names.length > max) {
    return min === max ? t("sheet.names.players", { n: min }) : t("sheet.names.players_range", { min, max });
  }
  const blank = names.findIndex((n) => !n);
  if (blank >= 0) return t("sheet.names.blank", { number: blank + 1 });
  const seen = new Set();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) return t("sheet.names.twice", { name });
    seen.add(key);
  }
  return "";
}
