/**
 * @file The engine's memory snapshots: the one the site ships (asked for only when the
 * measured link is fast enough, abandoned when it turns slow or stalls, checked against
 * its hash and decoded as it arrives) and the one this browser saved on an earlier visit
 * (Cache Storage, keyed by the runtime's version). Nothing here starts Python (python.js).
 *
 * Why the shipped snapshot was not used is a code, `timings.fallback` of the ready message,
 * read by scripts/bench_start.py and the browser tests, never shown to a reader:
 * `none_in_build`, `no_decompression_stream`, `data_saver`, `saved_snapshot` (a saved one is
 * used instead), `slow_link` (measured before it was asked for, or while it arrived),
 * `download_failed`, `server_answered_<status>`, `download_stalled`,
 * `download_or_decoding_failed`, `wrong_hash`, `wrong_size`, `restore_failed` (python.js).
 */

import {
  controlled,
  DOWNLOAD_CACHE,
  keeping,
  mark,
  realFetch,
  retrying,
  runtimeBase,
  STALL_MS,
  sha256Hex,
  siteBase,
} from "./context.js";
import { alive, progress, report } from "./download.js";

// A memory snapshot of Python with the engine imported, kept in Cache Storage,
// lets a repeat visit skip Python's start-up (≈ 2 s) entirely. It is keyed by the
// runtime's content hash, so a new Pyodide or a new wheel never meets an old
// snapshot; any trouble with it falls back to a normal start. (`_loadSnapshot`
// and `_makeSnapshot` are Pyodide's own options, checked against Pyodide 314.0.7.)
export const SNAPSHOT_CACHE = "gc-engine-snapshot";

// The site also ships a snapshot made at build time (scripts/make_snapshot.mjs),
// gzip-compressed and decoded here with the browser's own DecompressionStream, so
// even a first visit skips Python's start-up. It costs a download of its own
// (≈ 5.3 MB) on top of Pyodide's, which pays only on a fast link: on a slow one it
// takes longer than the start it saves (≈ 3 s of Python starting and importing).
// So the link is measured first, on the start of Pyodide's own download (see
// linkFastEnough): the snapshot is asked for only when it would arrive within
// SNAPSHOT_BUDGET_MS (more on a busy device, where Python's start is slower too).
// While it downloads the link is measured again, every
// SNAPSHOT_PROBE_MS for the first second, and the snapshot is abandoned if the rest
// would take longer. The normal start then goes on, its own downloads never having
// waited. It is skipped outright when the reader asks to save data.
const SNAPSHOT_PROBE_MS = 250;
const SNAPSHOT_PROBE_BYTES = 4_000_000;
const SNAPSHOT_DECIDE_MS = 500;
const SNAPSHOT_PROBES = 4;
const SNAPSHOT_BUDGET_MS = 2500;
const SNAPSHOT_TICK_MS = 10;
const SNAPSHOT_BUSY_MAX = 1.8;
// And never below 12 Mbit/s (bytes per ms), whatever the budget: a 10 Mbit/s link
// never fetches the snapshot (it would more than double the bytes before the engine
// is ready), now that the snapshot is small enough to fit a busy budget there.
const SNAPSHOT_MIN_RATE = 12e6 / 8 / 1000;
// A shipped snapshot whose download stops is given up sooner: a normal start can go on.
const SNAPSHOT_STALL_MS = Math.min(STALL_MS, 10_000);

// -- the shipped snapshot ----------------------------------------------------------

/** Why the shipped snapshot should not even be tried here, or null. */
export function skipShipped(manifest) {
  if (!manifest.snapshot) return "none_in_build";
  if (typeof DecompressionStream === "undefined") return "no_decompression_stream";
  // The link's speed is measured, not asked: navigator.connection's estimate is
  // a guess before the browser has seen traffic (headless Chromium says 1.5 Mbit/s
  // on a local server). Only the reader's wish to save data is taken from it.
  if (self.navigator?.connection?.saveData) return "data_saver";
  return null;
}

/**
 * Download the shipped snapshot, check its hash and decode it (while it arrives).
 * Resolves to {bytes} (the raw snapshot) or {reason} (not used, and why); never
 * rejects. A download that would not finish in time is abandoned.
 */
export async function fetchShipped(manifest, timings, target) {
  const { file, size, sha256 } = manifest.snapshot;
  const url = new URL(file, runtimeBase).href;
  const started = performance.now();
  const abort = new AbortController();
  let response;
  try {
    response = await realFetch(url, { signal: abort.signal, ...(retrying ? { cache: "reload" } : {}) });
  } catch {
    return { reason: "download_failed" };
  }
  if (!response.ok || !response.body) return { reason: `server_answered_${response.status}` };
  mark("snapshot_headers");
  const decoder = new DecompressionStream("gzip");
  const writer = decoder.writable.getWriter();
  const decoded = target ? decodeInto(decoder.readable, target) : new Response(decoder.readable).arrayBuffer();
  decoded.catch(() => {}); // a decoding failure is read below
  const chunks = [];
  let received = 0;
  let tooSlow = false;
  let stalled = false;
  let lastChunk = performance.now();
  const stallWatch = setInterval(
    () => {
      if (performance.now() - lastChunk > SNAPSHOT_STALL_MS) {
        stalled = true;
        abort.abort();
      }
    },
    Math.min(1000, SNAPSHOT_STALL_MS / 4),
  );
  let probes = 0;
  const probe = setInterval(() => {
    probes += 1;
    if (probes >= SNAPSHOT_PROBES) clearInterval(probe);
    const elapsed = performance.now() - started;
    const rate = progress.loaded / elapsed; // bytes per ms, the whole link
    const budget = timings.link_budget_ms || SNAPSHOT_BUDGET_MS; // as linkFastEnough set it
    if (received < size && (size - received) / Math.max(rate, 1e-6) > budget) {
      clearInterval(probe);
      tooSlow = true;
      abort.abort();
    }
  }, SNAPSHOT_PROBE_MS);
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      lastChunk = performance.now();
      alive();
      received += value.byteLength;
      progress.loaded += value.byteLength;
      report();
      writer.write(value).catch(() => {});
    }
    clearInterval(probe);
    clearInterval(stallWatch);
    report(true); // the last chunks may have come within PROGRESS_EVERY_MS of the last report
    writer.close().catch(() => {});
    const whole = new Uint8Array(received);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    timings.snapshot_fetch = performance.now() - started;
    mark("snapshot_fetched");
    if ((await sha256Hex(whole)) !== sha256) {
      writer.abort().catch(() => {});
      return { reason: "wrong_hash", received };
    }
    mark("snapshot_hashed");
    const out = await decoded;
    const bytes = out instanceof ArrayBuffer ? new Uint8Array(out) : out;
    mark("snapshot_decoded");
    if (target && bytes !== target) return { reason: "wrong_size", received };
    timings.snapshot_decode = performance.now() - started - timings.snapshot_fetch;
    timings.snapshot_ready = performance.now(); // since the worker started
    return { bytes, gz: whole, received };
  } catch {
    clearInterval(probe);
    clearInterval(stallWatch);
    writer.abort().catch(() => {});
    const reason = tooSlow ? "slow_link" : stalled ? "download_stalled" : "download_or_decoding_failed";
    return { reason, received };
  }
}

/**
 * Decode the snapshot straight into `target`, the buffer Pyodide was handed when its
 * start began (sized by the manifest): no second copy of its 31 MB. Resolves to
 * `target` when the decoded bytes fill it exactly, to a fresh array otherwise.
 */
async function decodeInto(readable, target) {
  const reader = readable.getReader();
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > target.byteLength) {
      reader.cancel().catch(() => {});
      return new Uint8Array(0);
    }
    target.set(value, at);
    at += value.byteLength;
  }
  return at === target.byteLength ? target : new Uint8Array(0);
}

/**
 * Is the link fast enough for the shipped snapshot to pay? Measured on the first part
 * of pyodide.asm.wasm (at most SNAPSHOT_DECIDE_MS or SNAPSHOT_PROBE_BYTES), before a
 * byte of the snapshot is asked for: at 10 Mbit/s its 5.3 MB take longer than the
 * Python start it saves, and asking first and abandoning later would still spend a
 * part of them. A host that compresses the wasm delivers more bytes than cross the
 * link: the rate is scaled by the compressed length the response announces.
 */
export async function linkFastEnough(manifest, wasm, timings) {
  let response;
  try {
    response = await wasm;
  } catch {
    return false;
  }
  const began = performance.now();
  const from = progress.loaded;
  const raw = progress.sizes["pyodide.asm.wasm"] || 0;
  const length = Number(response.headers.get("content-length")) || 0;
  const ratio = response.headers.get("content-encoding") && raw && length ? Math.min(length / raw, 1) : 1;
  const measuring = () =>
    performance.now() - began < SNAPSHOT_DECIDE_MS &&
    progress.loaded - from < SNAPSHOT_PROBE_BYTES &&
    !progress.done.has("pyodide.asm.wasm");
  let waits = 0;
  while (measuring()) {
    await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_TICK_MS));
    waits += 1;
  }
  const elapsed = Math.max(performance.now() - began, 1);
  const rate = ((progress.loaded - from) * ratio) / elapsed; // bytes on the link per ms
  // Bytes are counted only when this worker gets to read them: on a busy device (a
  // phone running other work, a shared machine) a fast link reads as a slow one. But
  // the Python start the snapshot saves is slower there by the same token, so the
  // budget grows with how late this worker's own timers fired (at most
  // SNAPSHOT_BUSY_MAX times; SNAPSHOT_MIN_RATE keeps a 10 Mbit/s link below the bar).
  const late = waits ? elapsed / (waits * SNAPSHOT_TICK_MS) : 1;
  const busy = Math.min(Math.max(late, 1), SNAPSHOT_BUSY_MAX);
  const budget = SNAPSHOT_BUDGET_MS * busy;
  Object.assign(timings, {
    link_mbps: Math.round((rate * 8) / 10) / 100, // megabits per second, as measured
    link_busy: Math.round(busy * 100) / 100,
    link_budget_ms: Math.round(budget),
  });
  mark("link_measured");
  return rate >= SNAPSHOT_MIN_RATE && manifest.snapshot.size / Math.max(rate, 1e-6) <= budget;
}

/** Keep the checked snapshot for the service worker, as the runtime's other files. */
export function keepShipped(manifest, gz) {
  if (controlled || !("caches" in self)) return;
  const url = new URL(manifest.snapshot.file, runtimeBase).href;
  const headers = { "content-type": "application/gzip" };
  keeping.push(
    caches
      .open(DOWNLOAD_CACHE)
      .then((cache) => cache.put(url, new Response(gz, { headers })))
      .catch(() => {}),
  );
}

// -- the snapshot this browser saved -------------------------------------------------

export async function readSnapshot(manifest) {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(snapshotKey(manifest));
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

function snapshotKey(manifest) {
  return new URL(`generated/engine-snapshot-${manifest.version}`, siteBase).href;
}

export async function writeSnapshot(manifest, bytes) {
  try {
    await caches.delete(SNAPSHOT_CACHE); // one snapshot only: the current runtime's
    const cache = await caches.open(SNAPSHOT_CACHE);
    const headers = { "content-type": "application/octet-stream" };
    await cache.put(snapshotKey(manifest), new Response(bytes, { headers }));
  } catch {
    // storage full or unavailable: the next visit starts normally
  }
}
