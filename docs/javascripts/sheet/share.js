// The evening outside this browser: a share link that carries the whole evening in its
// fragment (never sent to a server), and a CSV file for a spreadsheet that this page can
// also read back (its last column holds each deal's entry, its last row the evening's names
// and rules). Both carry the entries only: the amounts are the engine's, asked again. The
// CSV's headings are in the page's language; reading it back looks at its shape only (a
// deal's row starts with its number, the evening's row has the settings in its last cell), so
// a file written on the Polish page opens on the German one.

import { t } from "../site/words.js";
import { DEALS_MAX, VERSION, validEvening } from "./evening.js";

export const HASH_KEY = "e";
/** Links longer than this are refused when read (no evening needs more). */
const LINK_MAX = 200000;
/** A link's evening, inflated, is never longer than this (400 deals are about 80 kB): a
 * link made to inflate to hundreds of megabytes is stopped here, not by a crashed tab. */
const INFLATED_MAX = 2_000_000;

function toBase64Url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const plain = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(plain + "=".repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function through(stream, bytes) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** Inflate `bytes`, counting as it goes: null past INFLATED_MAX (R11). */
async function inflate(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > INFLATED_MAX) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/** The evening as a link to this page: `#e=z<deflated JSON>` (or `j<JSON>` without compression). */
export async function makeLink(evening) {
  const json = new TextEncoder().encode(JSON.stringify(evening));
  let fragment = `j${toBase64Url(json)}`;
  if (typeof CompressionStream === "function") {
    try {
      fragment = `z${toBase64Url(await through(new CompressionStream("deflate-raw"), json))}`;
    } catch {
      // left uncompressed
    }
  }
  const url = new URL(window.location.href);
  url.hash = `${HASH_KEY}=${fragment}`;
  return url.href;
}

/** The evening a link's fragment carries, or null when it is not one. */
export async function readLink(hash) {
  const prefix = `#${HASH_KEY}=`;
  if (!hash.startsWith(prefix) || hash.length > LINK_MAX) return null;
  const body = hash.slice(prefix.length);
  try {
    let bytes = fromBase64Url(body.slice(1));
    if (body[0] === "z") bytes = await inflate(bytes);
    else if (body[0] !== "j") return null;
    if (!bytes) return null;
    const evening = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return validEvening(evening) ? evening : null;
  } catch {
    return null;
  }
}

// -- CSV ------------------------------------------------------------------------------------

/** One cell: quoted when needed; text a spreadsheet would take for a formula is kept as text. */
function cell(value) {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value !== "number" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(cells) {
  return cells.map(cell).join(",");
}

const DEAL_ROW = /^\d+$/;

/** The evening as CSV: a row per deal with the game's fields and each player's amount. */
export function toCsv(evening, ledger, module, described) {
  const names = evening.names;
  const rows = ledger.rows;
  const fieldNames = [];
  for (const row of rows) {
    for (const key of Object.keys(module.csv(row.entry, names))) if (!fieldNames.includes(key)) fieldNames.push(key);
  }
  const kettle = rows.some((r) => r.settled?.pot);
  const header = [
    t("sheet.csv.deal"),
    t("sheet.csv.dealer"),
    t("sheet.csv.game"),
    ...fieldNames,
    ...names,
    ...(kettle ? [t("sheet.csv.kettle")] : []),
    t("sheet.csv.entry"),
  ];
  const out = [line(header)];
  for (const row of rows) {
    const fields = module.csv(row.entry, names);
    const amounts = names.map((_, p) => (row.settled ? row.settled.amounts[p] : ""));
    out.push(
      line([
        row.k + 1,
        names[row.dealer],
        module.summary(row.entry, names, described, row.ctx?.options),
        ...fieldNames.map((key) => fields[key] ?? ""),
        ...amounts,
        ...(kettle ? [row.pot] : []),
        JSON.stringify(row.entry),
      ]),
    );
  }
  out.push(
    line([
      t("sheet.csv.total"),
      "",
      "",
      ...fieldNames.map(() => ""),
      ...ledger.totals,
      ...(kettle ? [ledger.pot] : []),
      "",
    ]),
  );
  const settings = { ...evening };
  delete settings.deals;
  out.push(
    line([
      t("sheet.csv.evening"),
      "",
      "",
      ...fieldNames.map(() => ""),
      ...names.map(() => ""),
      ...(kettle ? [""] : []),
      JSON.stringify(settings),
    ]),
  );
  return `${out.join("\r\n")}\r\n`;
}

/** RFC 4180 rows of cells. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let value = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(value);
      value = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = "";
    } else value += c;
  }
  if (value || row.length) {
    row.push(value);
    rows.push(row);
  }
  return rows;
}

/** The evening a CSV of this page carries, or null. */
export function fromCsv(text) {
  try {
    const rows = parseCsv(String(text).replace(/^\ufeff/, ""));
    if (rows.length < 2) return null;
    const last = rows[0].length - 1;
    // The evening's row: not a deal's, with the evening's settings (JSON) in the last column.
    const evening = rows.slice(1).find((r) => !DEAL_ROW.test(r[0]) && r.length === last + 1 && r[last].startsWith("{"));
    if (!evening) return null;
    const settings = JSON.parse(evening[last]);
    const deals = rows
      .slice(1)
      .filter((r) => DEAL_ROW.test(r[0]))
      .map((r) => ({ entry: JSON.parse(r[last]) }));
    if (deals.length > DEALS_MAX) return null;
    const result = { ...settings, v: VERSION, deals };
    return validEvening(result) ? result : null;
  } catch {
    return null;
  }
}
