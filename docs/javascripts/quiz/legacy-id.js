// Until the engine's `quiz` op accepts {"id": …} (the quiztext engineer's change),
// a question id is split here into the request that makes it. This file goes
// away as soon as that change is in main: the id grammar belongs to Python.

export function legacyRequest(id) {
  const match = /^([a-z]+):([a-z_]+):([1-9]):(\d{1,16})(?::(.*))?$/.exec(id || "");
  if (!match) return null;
  const options = {};
  for (const part of match[5] ? match[5].split(",") : []) {
    const [name, value] = part.split("=");
    if (!name || value === undefined) return null;
    options[name] =
      value === "true" ? true : value === "false" ? false : /^-?\d{1,6}$/.test(value) ? Number(value) : value;
  }
  return { game: match[1], kind: match[2], difficulty: Number(match[3]), seed: Number(match[4]), options };
}
