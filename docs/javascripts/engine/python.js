/**
 * @file Starting Python in the engine worker: Pyodide's loader imported (a damaged file
 * named), its WebAssembly compiled while the snapshot downloads, and Python started from
 * this browser's saved snapshot, else from the site's shipped one, else normally (the
 * trainer wheel unpacked and every module imported, then a snapshot made for the next visit).
 */

import {
  BootError,
  boot,
  connectionFailure,
  failBoot,
  mark,
  message,
  post,
  realFetch,
  retrying,
  serverFailure,
  sha256Hex,
} from "./context.js";
import { progress } from "./download.js";
import { keepShipped, SNAPSHOT_CACHE } from "./snapshot.js";

// Pyodide compiles its WebAssembly only once it has the snapshot (which sizes its
// memory); the module is compiled here instead, while the snapshot downloads, and
// Pyodide's instantiateStreaming of that file instantiates the compiled module.
let wasmUrl = null;
let compiledWasm = null;
let instanceMemory = null; // the memory of the last instance made, for the shipped snapshot's pages
const memoryOf = (imports, instance) => imports?.env?.memory || instance.exports.memory;
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming?.bind(WebAssembly);
if (nativeInstantiateStreaming) {
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    mark("instantiate_asked");
    if (compiledWasm && response.url === wasmUrl) {
      const module = await compiledWasm.catch(() => null);
      if (module) {
        const instance = await WebAssembly.instantiate(module, imports);
        instanceMemory = memoryOf(imports, instance);
        mark("instantiated");
        return { module, instance };
      }
    }
    try {
      const made = await nativeInstantiateStreaming(response, imports);
      instanceMemory = memoryOf(imports, made.instance);
      return made;
    } catch (error) {
      // Pyodide would only log this and wait for ever: the boot has failed.
      if (boot.booting) failBoot(wasmFailure(error));
      throw error;
    }
  };
}

/** Compile pyodide.asm.wasm (at `url`) from its early `response` while the snapshot
 * downloads; Pyodide's instantiateStreaming of that URL then instantiates this module. */
export function compileWasm(url, response) {
  wasmUrl = url;
  if (!WebAssembly.compileStreaming) return;
  compiledWasm = response
    .then((early) => WebAssembly.compileStreaming(early.clone()))
    .then((module) => {
      mark("wasm_compiled");
      return module;
    });
  compiledWasm.catch(() => {}); // Pyodide then compiles it itself
}

/** Why pyodide.asm.wasm could not be used, for the reader. */
function wasmFailure(error) {
  const name = "pyodide.asm.wasm";
  if (error instanceof WebAssembly.CompileError) {
    return new BootError(message("engine.boot.not_wasm", { file: name }), true);
  }
  if (error instanceof WebAssembly.LinkError || error instanceof WebAssembly.RuntimeError) {
    return new BootError(message("engine.boot.cannot_run", { file: name }), false);
  }
  return new BootError(message("engine.boot.cut_off", { file: name }), true);
}

/** A shipped snapshot that is not used, and why (the normal start follows). */
class NotUsed extends Error {}

/**
 * Start Pyodide from a snapshot (bytes, or a promise of them). With `target`, the
 * buffer the shipped snapshot is being decoded into, Pyodide starts at once instead
 * of waiting for the snapshot: the buffer sizes its memory, and the WebAssembly
 * instance, Emscripten's linking of it and the file system are made while the
 * snapshot downloads. Pyodide copies the snapshot into its memory only after its
 * file-system hook (`fsInit`), which waits for the bytes. If they never come (a
 * snapshot not used after all), that Pyodide waits for ever and is dropped.
 */
async function restore(loadPyodide, common, snapshot, target = null, fromInstance = null) {
  let pyodide;
  if (target) {
    const never = new Promise(() => {});
    let refuse = null;
    const refused = new Promise((_, reject) => {
      refuse = reject;
    });
    // Runs once the instance exists, before Pyodide copies the snapshot in.
    const fsInit = () =>
      snapshot.then(
        async () => {
          if (fromInstance && !(await fillFromInstance(target, fromInstance))) {
            refuse(new Error("the snapshot's pages from the WebAssembly instance differ"));
            return never;
          }
          return undefined;
        },
        () => never,
      );
    pyodide = await Promise.race([
      loadPyodide({ ...common, _loadSnapshot: target, fsInit }),
      snapshot.then(() => refused), // rejects when the snapshot is not used
    ]);
  } else {
    pyodide = await loadPyodide({ ...common, _loadSnapshot: snapshot });
  }
  mark("restored");
  // Every module of the engine is in the snapshot's memory: nothing is read from files.
  pyodide.runPython("import trainer.api");
  mark("imported");
  return pyodide;
}

/**
 * Copy into the snapshot the pages the build left out because the WebAssembly
 * instance already holds them (Python's static data, untouched until Python runs;
 * scripts/make_snapshot.mjs), checked against their hash. False when they differ.
 */
async function fillFromInstance(target, { offset, page, pages, sha256 }) {
  if (!instanceMemory) return false;
  const memory = new Uint8Array(instanceMemory.buffer);
  const copied = new Uint8Array(pages.length * page);
  pages.forEach((index, i) => {
    copied.set(memory.subarray(index * page, (index + 1) * page), i * page);
  });
  if ((await sha256Hex(copied)) !== sha256) return false;
  pages.forEach((index, i) => {
    target.set(copied.subarray(i * page, (i + 1) * page), offset + index * page);
  });
  mark("filled_from_instance");
  return true;
}

/**
 * Start Python: from this browser's saved snapshot, else from the site's shipped
 * one, else normally (and then save a snapshot for the next visit). Any trouble
 * with a snapshot falls back to the next way; a broken snapshot is never kept.
 */
export async function startPython(loadPyodide, pyodideBase, start, wheel, timings) {
  const common = {
    indexURL: pyodideBase.href,
    stdout: () => {},
    stderr: (text) => console.warn("[engine]", text),
  };
  if (start.saved) {
    try {
      timings.start = "saved";
      return { pyodide: await restore(loadPyodide, common, start.saved), fresh: null };
    } catch (error) {
      console.warn("[engine] the saved snapshot could not be used; starting afresh", error);
      await caches.delete(SNAPSHOT_CACHE).catch(() => {});
    }
  }
  if (start.shipped) {
    // Pyodide loads its own script while the snapshot downloads; it waits for the
    // snapshot only to size the WebAssembly memory.
    let gz = null;
    const bytes = start.shipped.then((shipped) => {
      if (!shipped.bytes) throw new NotUsed(shipped.reason);
      gz = shipped.gz;
      return shipped.bytes;
    });
    bytes.catch(() => {}); // read below
    try {
      timings.start = "shipped";
      // Pyodide starts before the snapshot arrives only once the link has said it will.
      if (!(await start.fast)) await bytes;
      const pyodide = await restore(loadPyodide, common, bytes, start.target, start.manifest.snapshot.from_instance);
      keepShipped(start.manifest, gz);
      return { pyodide, fresh: null };
    } catch (error) {
      if (error instanceof NotUsed) {
        timings.fallback = error.message;
      } else {
        console.warn("[engine] the site's snapshot could not be used; starting afresh", error);
        timings.fallback = "restore_failed";
      }
    }
    // The normal start needs the wheel, and not the rest of the snapshot.
    wheel().catch(() => {});
    const wheelSize = start.manifest.sizes?.[start.manifest.wheel] || 0;
    progress.sizes[start.manifest.wheel] = wheelSize;
    if (progress.total !== null) {
      const received = (await start.shipped).received || 0;
      progress.total += wheelSize - start.manifest.snapshot.size + received;
    }
  }
  timings.start = "fresh";
  const started = performance.now();
  const pyodide = await loadPyodide({ ...common, _makeSnapshot: true });
  timings.pyodide_load = performance.now() - started;
  const wheelBytes = await wheel();
  const total = progress.total;
  post({ type: "progress", stage: "start", loaded: total, total });
  const a = performance.now();
  // site-packages is already on sys.path; finding it there costs no import.
  const purelib = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
  pyodide.unpackArchive(new Uint8Array(wheelBytes), "wheel", { extractDir: purelib });
  const b = performance.now();
  // Imported from Python, before any JavaScript proxy exists, so the memory can be
  // saved; every module, as in the shipped snapshot, since the unpacked files are
  // not in a snapshot and a module imported later could not be found after a restore.
  pyodide.runPython(
    "import importlib, pkgutil, trainer\n" +
      "for m in pkgutil.walk_packages(trainer.__path__, 'trainer.'): importlib.import_module(m.name)\n" +
      "import trainer.api",
  );
  timings.unpack = b - a;
  timings.import = performance.now() - b;
  let fresh = null;
  try {
    const t = performance.now();
    fresh = pyodide.makeMemorySnapshot();
    timings.snapshot_made = performance.now() - t;
  } catch (error) {
    console.warn("[engine] no snapshot for the next visit", error);
  }
  return { pyodide, fresh };
}

/** Import Pyodide's loader; a damaged or cut-off file is named. */
export async function importPyodide(pyodideBase) {
  const url = new URL("pyodide.mjs", pyodideBase);
  if (retrying) url.searchParams.set("retry", String(Date.now()));
  try {
    return await import(url.href);
  } catch (error) {
    console.warn("[engine] pyodide.mjs", error);
    // An import says nothing of why: the file is asked for again to tell a missing
    // file or a server error from one that arrived damaged (R6).
    let answer = null;
    try {
      answer = await realFetch(url.href, { cache: "no-store" });
    } catch {
      throw connectionFailure("pyodide.mjs");
    }
    if (!answer.ok) throw serverFailure(answer.status, "pyodide.mjs");
    throw new BootError(message("engine.boot.damaged_or_incomplete", { file: "pyodide.mjs" }), true);
  }
}
