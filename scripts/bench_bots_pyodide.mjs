// Time the computer players inside Pyodide, under Node (the half of bench_bots.py that
// runs in the browser's Python): each level's moves and the coach's verdicts. Copies the working tree's trainer/ and bench_bots.py into
// Pyodide's file system and prints one JSON line: move_times() for each game and strength.
//
// Times are the Node process's CPU time (process.cpuUsage), not the wall clock, which on a
// shared machine also counts the wait for a core.
//
// Usage: node scripts/bench_bots_pyodide.mjs <games,comma,separated> <deals> [levels,comma]

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const [gamesArg = "pamfil,schafkopf,tarok", dealsArg = "40", levelsArg = "beginner,club,strong,hint,coach,coach_cold,coach_club"] =
  process.argv.slice(2);
const root = fileURLToPath(new URL("..", import.meta.url));
const pyodideDir = join(root, "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir, stdout: () => {}, stderr: console.error });

function copyTree(from, to) {
  pyodide.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const path = join(from, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") copyTree(path, `${to}/${name}`);
    } else if (name.endsWith(".py")) {
      // unpack-style copy: Uint8Array, not a Node Buffer (see architecture.md)
      pyodide.FS.writeFile(`${to}/${name}`, new Uint8Array(readFileSync(path)));
    }
  }
}

copyTree(join(root, "trainer"), "/bench/trainer");
pyodide.FS.mkdirTree("/bench/scripts");
pyodide.FS.writeFile(
  "/bench/scripts/bench_bots.py",
  new Uint8Array(readFileSync(join(root, "scripts", "bench_bots.py"))),
);
const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/bench")
sys.path.insert(0, "/bench/scripts")
import bench_bots
from js import process

def cpu():
    used = process.cpuUsage()
    return (used.user + used.system) / 1e6

rows = []
for game in ${JSON.stringify(gamesArg)}.split(","):
    for level in ${JSON.stringify(levelsArg)}.split(","):
        rows.append(bench_bots.move_times(game, ${Number(dealsArg)}, level, cpu))
json.dumps(rows)
`);
console.log(result);
