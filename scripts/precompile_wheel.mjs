// Make the browser's copy of the trainer wheel: Python 3.14 bytecode in place of
// the sources.
//
// Pyodide runs Python 3.14; the host's Python is older and its bytecode would be
// rejected, so the bytecode is compiled by Pyodide itself, here in Node. Each
// module becomes a sourceless "unchecked-hash" .pyc beside where its .py was:
// Pyodide imports it without compiling anything, and the archive is smaller and
// quicker to unpack. The copy keeps the wheel layout and a RECORD that lists
// every file with its hash. The pure py3-none-any wheel in dist/ is unchanged.
//
// The archive is reproducible: entries in a fixed order (sorted, RECORD last) with
// a fixed timestamp and mode, so two builds of one commit give the same SHA-256 (the
// wheel's hash names the runtime version and the snapshot: a new hash would make
// every returning visitor download the engine again).
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
    src, quiet=1, legacy=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
removed = [n for n in names if n.endswith(".py")]
for rel in removed:
    os.remove(os.path.join(src, rel))
names = [n for n in names if n not in removed]
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
gone = set(removed) | {record}
lines = [line for line in lines if line and line.split(",")[0] not in gone]
for rel in added:
    data = open(os.path.join(src, rel), "rb").read()
    lines.append(f"{rel},{digest(data)},{len(data)}")
lines.append(f"{record},,")
with open(os.path.join(src, record), "w") as handle:
    handle.write("\\n".join(lines) + "\\n")

with zipfile.ZipFile("/tmp/out.whl", "w") as out:
    for rel in sorted(n for n in names + added if n != record) + [record]:
        info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o100644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        with open(os.path.join(src, rel), "rb") as handle:
            out.writestr(info, handle.read(), compresslevel=9)
f"{len(added)} modules compiled by Python {sys.version.split()[0]} (sources left out)"
`);
writeFileSync(output, pyodide.FS.readFile("/tmp/out.whl"));
console.log(`==> ${count}; wrote ${output}`);
