// Make the trimmed standard library the browser downloads: only the modules the
// engine imports, found by running it, here in Node under the same Pyodide.
//
// Pyodide ships its whole standard library (python_stdlib.zip, 2.5 MB: asyncio,
// email, unittest, pydoc…), and a normal start downloads all of it; the engine needs
// a small part. This loads Pyodide with the whole library, unpacks the browser's
// wheel as the worker does, imports every engine module and every module the
// engine's sources name (so a module imported only in a rare branch is kept too),
// exercises every op (scripts/engine_exercise.py), makes a memory snapshot (as the
// build's snapshot does), and then keeps, from the original zip, the file of every
// module in sys.modules that came from it, plus the codecs Python may look up by
// name. The zip is written reproducibly: sorted entries, fixed timestamps.
//
// Usage: node scripts/trim_stdlib.mjs <wheel> <exercise.py> <imports.json> <out.zip>

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const [wheel, exercise, imports, output] = process.argv.slice(2);
if (!wheel || !exercise || !imports || !output) {
  console.error("usage: node scripts/trim_stdlib.mjs <wheel> <exercise.py> <imports.json> <out.zip>");
  process.exit(2);
}
const pyodideDir = fileURLToPath(new URL("../node_modules/pyodide/", import.meta.url));
const { loadPyodide } = await import(new URL("../node_modules/pyodide/pyodide.mjs", import.meta.url));
const pyodide = await loadPyodide({ indexURL: pyodideDir, _makeSnapshot: true, stdout: () => {}, stderr: console.error });
const purelib = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('site-packages'))");
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: purelib });
pyodide.FS.writeFile("/tmp/engine_exercise.py", readFileSync(exercise, "utf8"));
pyodide.FS.writeFile("/tmp/imports.json", readFileSync(imports, "utf8"));
const count = pyodide.runPython(`
import importlib, json, sys
sys.path.insert(0, "/tmp")
for name in json.load(open("/tmp/imports.json")):
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # not in Pyodide's library (the engine guards such imports itself)
import engine_exercise
str(engine_exercise.exercise())
`);
pyodide.makeMemorySnapshot();
const summary = pyodide.runPython(`
import sys, zipfile
source = next(p for p in sys.path if p.endswith(".zip"))
wanted = set()
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if path.startswith(source + "/"):
        wanted.add(path[len(source) + 1 :])
# Codecs are looked up by name at run time (str.encode): the common ones stay.
for codec in ("aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_32", "cp437", "idna", "punycode"):
    wanted.add(f"encodings/{codec}.py")
with zipfile.ZipFile(source) as original:
    names = set(original.namelist())
    wanted = {name for name in wanted if name in names}
    wanted |= {name for name in names if name.startswith("site-packages/")}
    folders = set()
    for name in wanted:
        parts = name.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            folders.add("/".join(parts[:depth]) + "/")
    entries = sorted((wanted | folders) & names | folders)
    with zipfile.ZipFile("/tmp/trimmed.zip", "w") as out:
        for name in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            if name.endswith("/"):
                info.external_attr = (0o40755 << 16) | 0x10
                out.writestr(info, b"")
            else:
                info.external_attr = 0o100644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                out.writestr(info, original.read(name), compresslevel=9)
f"{len([e for e in entries if not e.endswith('/')])} of {len([n for n in names if not n.endswith('/')])} files"
`);
const data = pyodide.FS.readFile("/tmp/trimmed.zip");
writeFileSync(output, data);
const full = readFileSync(new URL("../node_modules/pyodide/python_stdlib.zip", import.meta.url)).length;
const mb = (n) => (n / 1e6).toFixed(2);
console.log(
  `==> trimmed standard library: ${summary} (${mb(data.length)} of ${mb(full)} MB), ` +
    `checked by ${count} engine requests; wrote ${output}`,
);
