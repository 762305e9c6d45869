// One deal as the page holds it, and its permalink.
//
// A deal is what the engine needs to replay it (`state` op): the game, the seed, the
// number of players, the rule options and the actions so far; plus the seat you play
// and the doublings you declined ("No contra": `declined`, with the action count then). The link `#deal=<seed>-<players>-<seat>[~name=value,…]`
// brings back the same cards (and the same house rules) from the chosen seat.

export const MAX_SEED = 2 ** 31 - 1;

export function newSeed() {
  const bytes = new Uint32Array(1);
  window.crypto.getRandomValues(bytes);
  return bytes[0] % MAX_SEED;
}

export function makeDeal(game, { seed, players, seat, options }) {
  return { game, seed, players, seat, options: { ...(options || {}) }, actions: [], declined: [] };
}

function encodeValue(value) {
  return encodeURIComponent(String(value));
}

function decodeValue(text) {
  const value = decodeURIComponent(text);
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^-?\d+$/.test(value)) return Number(value);
  return value;
}

export function dealHash(deal) {
  const base = `${deal.seed}-${deal.players}-${deal.seat}`;
  const names = Object.keys(deal.options || {}).sort();
  if (!names.length) return `#deal=${base}`;
  const options = names.map((name) => `${encodeValue(name)}=${encodeValue(deal.options[name])}`);
  return `#deal=${base}~${options.join(",")}`;
}

/** The deal named by a `#deal=` fragment, or null when there is none or it is malformed. */
export function parseHash(hash) {
  const match = /^#deal=(\d{1,10})-(\d)-(\d)(?:~(.*))?$/.exec(hash || "");
  if (!match) return null;
  const [seed, players, seat] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (seed > MAX_SEED || seat >= players) return null;
  const options = {};
  if (match[4]) {
    for (const part of match[4].split(",")) {
      const [name, value] = part.split("=");
      if (!name || value === undefined) return null;
      try {
        options[decodeURIComponent(name)] = decodeValue(value);
      } catch {
        return null; // a broken %-escape: the link is malformed
      }
    }
  }
  return { seed, players, seat, options };
}

/** Two actions are the same move (the engine keeps card lists in deck order). */
export function sameAction(a, b) {
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete("label");
  for (const key of keys) {
    const [x, y] = [a[key], b[key]];
    if (Array.isArray(x) || Array.isArray(y)) {
      if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
      const ys = [...y].sort();
      if (![...x].sort().every((v, i) => v === ys[i])) return false;
    } else if (x !== y) {
      return false;
    }
  }
  return true;
}

/** The action as the engine takes it (without the page's label). */
export function bare(action) {
  const { label, ...rest } = action;
  return rest;
}
