// Check a trimmed standard library: start Pyodide with it (here in Node, as the
// browser does), unpack the browser's wheel, import every engine module and
// exercise every op (scripts/engine_exercise.py). Exits 1 if anything fails: a
// module the engine needs is missing from the zip.
//
// Usage: node scripts/check_stdlib.mjs <python_stdlib.zip> <wheel> <exercise.py>

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const [stdlib, wheel, exercise] = process.argv.slice(2);
if (!stdlib || !wheel || !exercise) {
  console.error("usage: node scripts/check_stdlib.mjs <python_stdlib.zip> <wheel> <exercise.py>");
  process.exit(2);
}
const pyodideDir = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const { loadPyodide } = await import(new URL("../node_modules/pyodide/pyodide.mjs", import.meta.url));
const pyodide = await loadPyodide({ indexURL: pyodideDir, stdLibURL: stdlib, stdout: () => {}, stderr: console.error });
const source = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))");
const purelib = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: purelib });
pyodide.FS.writeFile("/tmp/engine_exercise.py", readFileSync(exercise, "utf8"));
const result = pyodide.runPython(`
import sys, zipfile
sys.path.insert(0, "/tmp")
import engine_exercise
count = engine_exercise.exercise()
f"{count} requests answered; library {len(zipfile.ZipFile(${JSON.stringify(source)}).namelist())} entries"
`);
console.log(result);
