// Make the engine's memory snapshot at build time: Python with the whole rules
// engine imported, saved by Pyodide itself, here in Node.
//
// A first visit that restores this snapshot skips Python's start-up and the
// engine's imports (≈ 3 s in the browser); the browser runs the same
// pyodide.asm.wasm, so a snapshot made here restores there. The snapshot holds
// WebAssembly memory only, not Pyodide's in-memory file system: the unpacked
// wheel's files are gone after a restore, so every module of the engine is
// imported here, before the snapshot is taken (the worker never imports one
// later). The standard library stays importable: Pyodide mounts
// python_stdlib.zip again on every start, and the snapshot is made with the very
// zip the browser downloads (the trimmed one), because Python's zip importer keeps
// the zip's table of contents in memory.
//
// The snapshot is reproducible: two builds of one commit write the same bytes, so a
// deploy that changes only a page does not make returning visitors fetch 5 MB again.
// Left alone, two runs differ in 8 of 31 MB: Python's hash secret and the random
// module's seed come from the system's entropy, the file system's timestamps from
// the clock, and both move every heap address after them. So the run is sealed
// (sealEnvironment): entropy from a fixed-seed generator, a clock that starts at a
// fixed date and advances by one tick per reading. That changes nothing a visitor
// gets: every visitor of one build already restores the very same memory (the same
// hash secret, the same seed of the module-level random generator, which the
// engine never uses: its draws come from seeded random.Random instances).
// Two builds in two folders differed too: under Node, Emscripten names the program
// after this script's path (Python's sys.executable and argv[0], and the environment's
// `_`), and the environment's LANG comes from the machine's locale; strings of another
// length move the heap after them. Both are fixed to what a browser has
// (PROGRAM, LANG below); tests/site/test_runtime.py builds twice in two folders.
//
// Writes the snapshot gzip-compressed (what the worker downloads and decodes with
// DecompressionStream) and prints its sizes: raw, gzip, and how many of its
// 64 KiB pages are zero.
//
// Pages the browser already has are left out (written as zeros, which gzip to almost
// nothing): 49 pages of Python's static data (3.2 MB, its data segments) hold the
// same bytes in the snapshot as in Pyodide's memory right after the WebAssembly is
// instantiated, before Python runs. Pyodide's file-system hook (`fsInit`) runs at that
// very point, in the browser as here; so the memory is read here in that hook, and
// the worker copies those pages from its own instance's memory, in the same hook,
// into the snapshot before Pyodide restores it. Their page numbers and the SHA-256 of
// their bytes are written beside the snapshot (<out>.json, for the manifest): the
// worker checks its copy against that hash and starts normally when it differs.
// That makes the download 1.4 MB (a fifth) smaller.
//
// Usage: node scripts/make_snapshot.mjs <precompiled wheel> <out.bin.gz> [python_stdlib.zip]

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const [wheel, output, stdlib] = process.argv.slice(2);
if (!wheel || !output) {
  console.error("usage: node scripts/make_snapshot.mjs <wheel> <out.bin.gz>");
  process.exit(2);
}
const realNow = performance.now.bind(performance);
const started = realNow();

/** Fixed entropy and a deterministic clock for this process (see the top of the file). */
function sealEnvironment() {
  let state = 0x2b7e1516;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0; // a linear congruential generator
    return state;
  };
  const fill = (view) => {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() >>> 24;
    return view;
  };
  // Emscripten reads entropy through node:crypto (getrandom, Python's os.urandom).
  createRequire(import.meta.url)("node:crypto").randomFillSync = fill;
  globalThis.crypto.getRandomValues = fill;
  Math.random = () => next() / 2 ** 32;
  // A clock that stands still would break Python's import caches (a directory
  // changed since it was listed must show a newer time), so each reading advances it.
  const epoch = Date.UTC(2000, 0, 1);
  let ms = 0;
  Date.now = () => epoch + ms++;
  let ticks = 0;
  performance.now = () => (ticks += 0.001);
}

sealEnvironment();
// What Emscripten calls the program in a browser, and a locale that is no machine's own.
const PROGRAM = "./this.program";
const LANG = "C.UTF-8";
// The memory as Pyodide's fsInit hook finds it (see the top of the file).
let memory = null;
let atFsInit = null;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (source, imports) => {
  const result = await instantiate(source, imports);
  memory = imports?.env?.memory || (result.instance || result).exports.memory;
  return result;
};
const pyodideDir = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const { loadPyodide } = await import(new URL("../node_modules/pyodide/pyodide.mjs", import.meta.url));
const pyodide = await loadPyodide({
  indexURL: pyodideDir,
  _makeSnapshot: true,
  _sysExecutable: PROGRAM,
  env: { LANG },
  ...(stdlib ? { stdLibURL: stdlib } : {}),
  stdout: () => {},
  stderr: console.error,
  fsInit: async () => {
    atFsInit = new Uint8Array(memory.buffer).slice();
  },
});
WebAssembly.instantiate = instantiate;
// The same steps as the worker's normal start (docs/javascripts/engine-worker.js).
const purelib = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: purelib });
// Everything is imported from Python, before any JavaScript proxy exists, so the
// memory can be saved.
const count = pyodide.runPython(`
import importlib, pkgutil, trainer
names = ["trainer"] + [m.name for m in pkgutil.walk_packages(trainer.__path__, "trainer.")]
for name in names:
    importlib.import_module(name)
import trainer.api
trainer.api.handle_json('{"op": "describe"}')  # warms what describe builds lazily
len(names)
`);
const raw = pyodide.makeMemorySnapshot();
// The snapshot is a header, then the whole memory.
const offset = raw.length - pyodide._module.HEAP8.length;
const PAGE = 65536;
const fromInstance = [];
const instanceHash = createHash("sha256");
for (let page = 0; (page + 1) * PAGE <= atFsInit.length; page++) {
  const at = offset + page * PAGE;
  const mine = raw.subarray(at, at + PAGE);
  const theirs = atFsInit.subarray(page * PAGE, (page + 1) * PAGE);
  if (theirs.some((byte) => byte !== 0) && Buffer.compare(mine, theirs) === 0) {
    fromInstance.push(page);
    instanceHash.update(theirs);
    raw.fill(0, at, at + PAGE);
  }
}
const gz = gzipSync(raw, { level: 9 });
writeFileSync(output, gz);
writeFileSync(
  `${output}.json`,
  JSON.stringify({ offset, page: PAGE, pages: fromInstance, sha256: instanceHash.digest("hex") }),
);
const pages = raw.length / 65536;
let zero = 0;
for (let page = 0; page < pages; page++) {
  const slice = raw.subarray(page * 65536, (page + 1) * 65536);
  if (slice.every((byte) => byte === 0)) zero++;
}
const mb = (n) => (n / 1e6).toFixed(1);
const seconds = ((realNow() - started) / 1000).toFixed(1);
console.log(
  `==> snapshot of Python with ${count} engine modules: ${mb(raw.length)} MB raw, ` +
    `${mb(gz.length)} MB gzip; ${zero} of ${Math.ceil(pages)} 64 KiB pages are zero, ` +
    `${fromInstance.length} of them taken from the instance in the browser (${seconds} s)`,
);
