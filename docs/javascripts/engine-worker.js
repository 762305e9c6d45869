// The rules engine in a module Web Worker: boots the self-hosted Pyodide,
// unpacks the trainer wheel, and answers JSON requests through
// trainer.api.handle_json. The page talks to it only with {id, request}
// messages (see trainer.js); user input crosses as JSON data, never as code.

const siteBase = new URL("../", import.meta.url);
const runtimeBase = new URL("generated/", siteBase);

let handleJson = null;

function post(message) {
  self.postMessage(message);
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`could not load ${url.pathname} (HTTP ${response.status})`);
  }
  return response;
}

async function boot() {
  post({ type: "progress", stage: "runtime", message: "Loading the Python runtime…" });
  const manifest = await (await fetchOk(new URL("manifest.json", runtimeBase))).json();
  const pyodideBase = new URL(manifest.pyodide_dir, runtimeBase);
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href);
  const pyodide = await loadPyodide({
    indexURL: pyodideBase.href,
    stdout: () => {},
    stderr: (text) => console.warn("[engine]", text),
  });
  post({ type: "progress", stage: "engine", message: "Loading the rules engine…" });
  const wheelUrl = new URL(manifest.wheel, runtimeBase);
  wheelUrl.searchParams.set("v", manifest.version);
  const wheel = await (await fetchOk(wheelUrl)).arrayBuffer();
  const purelib = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(new Uint8Array(wheel), "wheel", { extractDir: purelib });
  const api = pyodide.pyimport("trainer.api");
  handleJson = api.handle_json;
  const describe = JSON.parse(handleJson(JSON.stringify({ op: "describe" })));
  engineUp = true;
  post({ type: "ready", describe, pyodide: manifest.pyodide });
}

// Pyodide does not always reject when one of its files cannot be fetched (a
// failed WebAssembly download only logs a warning and the boot never ends), so
// every fetch made while booting is watched: the first failure ends the boot.
let booting = true;
let failBoot = () => {};
const bootFailure = new Promise((resolve) => {
  failBoot = resolve;
});
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const name = String(input && input.url ? input.url : input).split("/").pop().split("?")[0];
  // Once the boot has failed, Pyodide's own request is left pending rather than
  // rejected: it would only become an uncaught error in the page.
  const never = new Promise(() => {});
  try {
    const response = await realFetch(input, init);
    if (booting && !response.ok) {
      failBoot(`could not load ${name} (HTTP ${response.status})`);
      return never;
    }
    return response;
  } catch (error) {
    if (!booting) throw error;
    failBoot(`could not load ${name} (${error.message})`);
    return never;
  }
};

// A failed boot is reported once, as a message; nothing left over from it may
// surface as an uncaught error.
self.addEventListener("unhandledrejection", (event) => {
  if (!engineUp) event.preventDefault();
});
let engineUp = false;

// Resolves to true when the engine is up, false when it could not start; it
// never rejects, so a failed boot is reported once and never thrown again.
const booted = Promise.race([
  boot().then(() => true),
  bootFailure.then((message) => {
    throw new Error(message);
  }),
]).then(
  (ok) => {
    booting = false;
    return ok;
  },
  (error) => {
    booting = false;
    post({ type: "failed", message: String(error && error.message ? error.message : error) });
    return false;
  },
);

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  try {
    if (!(await booted)) throw new Error("engine unavailable");
    const text = handleJson(JSON.stringify(request));
    post({ type: "response", id, response: JSON.parse(text) });
  } catch (error) {
    post({
      type: "response",
      id,
      response: {
        ok: false,
        error: {
          code: "engine_unavailable",
          message: "The rules engine could not start in this browser.",
          path: "",
        },
      },
    });
  }
};
