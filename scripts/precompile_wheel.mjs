// Add Python 3.14 bytecode to the trainer wheel for the browser.
//
// Pyodide runs Python 3.14; the host's Python is older and its bytecode would be
// rejected, so the bytecode is compiled by Pyodide itself, here in Node. The
// .pyc files are "unchecked-hash" pycs in __pycache__ next to the sources:
// Pyodide imports them without recompiling, every other Python ignores them
// (they are tagged cpython-314), and the wheel stays a valid py3-none-any wheel
// (its RECORD lists the new files with their hashes).
//
// Usage: node scripts/precompile_wheel.mjs <in.whl> <out.whl>

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error("usage: node scripts/precompile_wheel.mjs <in.whl> <out.whl>");
  process.exit(2);
}
const pyodideDir = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const { loadPyodide } = await import(new URL("../node_modules/pyodide/pyodide.mjs", import.meta.url));
const pyodide = await loadPyodide({ indexURL: pyodideDir, stdout: () => {}, stderr: console.error });
pyodide.FS.writeFile("/tmp/in.whl", new Uint8Array(readFileSync(input)));
const count = pyodide.runPython(`
import base64, compileall, hashlib, io, os, py_compile, shutil, sys, zipfile

src = "/tmp/wheel"
shutil.rmtree(src, ignore_errors=True)
with zipfile.ZipFile("/tmp/in.whl") as wheel:
    names = wheel.namelist()
    wheel.extractall(src)
compileall.compile_dir(
    src, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
record = next(n for n in names if n.endswith(".dist-info/RECORD"))
added = []
for root, _dirs, files in os.walk(src):
    for name in files:
        path = os.path.join(root, name)
        rel = os.path.relpath(path, src)
        if rel.endswith(".pyc"):
            added.append(rel)
added.sort()

def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

lines = open(os.path.join(src, record)).read().splitlines()
lines = [line for line in lines if line and not line.startswith(record + ",")]
for rel in added:
    data = open(os.path.join(src, rel), "rb").read()
    lines.append(f"{rel},{digest(data)},{len(data)}")
lines.append(f"{record},,")
with open(os.path.join(src, record), "w") as handle:
    handle.write("\\n".join(lines) + "\\n")

with zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_DEFLATED) as out:
    for rel in [n for n in names if n != record] + added + [record]:
        out.write(os.path.join(src, rel), rel)
f"{len(added)} modules compiled by Python {sys.version.split()[0]}"
`);
writeFileSync(output, pyodide.FS.readFile("/tmp/out.whl"));
console.log(`==> ${count}; wrote ${output}`);
