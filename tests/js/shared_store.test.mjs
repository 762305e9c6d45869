// Two tabs of one browser on the site's stores (issue 31, R1), under Node: each "tab" is its
// own copy of a store module (imported under its own URL, so its own memory of what it last
// read), both on one localStorage whose `storage` events are delivered when the test says
// (a real browser delivers them to the other tabs soon after a write, never at once). The
// browser tests (tests/browser/test_two_tabs.py) do the same with two real pages.

import assert from "node:assert/strict";
import path from "node:path";
import { beforeEach, describe, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** One browser's localStorage, shared by the tabs, with its `storage` events held back. */
const storage = new Map();
const held = [];
const listeners = [];
globalThis.CustomEvent = class {
  constructor(type, init) {
    this.type = type;
    this.detail = init?.detail;
  }
};
globalThis.window = {
  localStorage: {
    getItem: (key) => (storage.has(key) ? storage.get(key) : null),
    setItem: (key, value) => {
      storage.set(key, String(value));
      held.push({ key, newValue: String(value) });
    },
    removeItem: (key) => storage.delete(key),
  },
  addEventListener: (type, listener) => {
    if (type === "storage") listeners.push(listener);
  },
  dispatchEvent: () => true,
};

/** Deliver the `storage` events held so far (every tab hears them; a tab's own write
 * changes nothing in it). */
function deliver() {
  for (const event of held.splice(0)) for (const listener of listeners) listener(event);
}

let tabs = 0;
/** A new tab's copy of a store module. */
async function tab(module) {
  tabs += 1;
  return import(`${pathToFileURL(path.join(root, module)).href}?tab=${tabs}`);
}

function evening(id, game, deals = 0) {
  return {
    v: 1,
    game,
    id,
    started: "2026-12-07",
    names: ["Anna", "Ben", "Cilia", "Dieter"],
    preset: null,
    options: {},
    tariff: null,
    first_dealer: 0,
    deals: Array.from({ length: deals }, (_, k) => ({ entry: { contract: "wenz", k } })),
  };
}

function copy(value) {
  return JSON.parse(JSON.stringify(value));
}

function stored(key) {
  return JSON.parse(storage.get(key));
}

beforeEach(() => {
  storage.clear();
  held.length = 0;
});

describe("the score sheet's store in two tabs", () => {
  test("a tab that missed another's deals does not write its older copy over them", async () => {
    const a = await tab("docs/javascripts/sheet/store.js");
    const b = await tab("docs/javascripts/sheet/store.js");
    const storeA = a.load().store;
    const first = evening("ev1", "schafkopf", 1);
    assert.equal(a.keep(storeA, first), "saved");
    deliver();
    const storeB = b.load().store;
    assert.equal(b.openEvening(storeB, "schafkopf").deals.length, 1);
    // A adds deals 2 and 3; B, which has not heard yet, adds its own deal 2.
    for (const deals of [2, 3]) assert.equal(a.keep(storeA, copy(evening("ev1", "schafkopf", deals))), "saved");
    const stale = copy(b.openEvening(storeB, "schafkopf"));
    stale.deals.push({ entry: { contract: "sie" } });
    assert.equal(b.keep(storeB, stale), "newer");
    const saved = stored(a.STORAGE_KEY).evenings.find((e) => e.id === "ev1");
    assert.equal(saved.deals.length, 3, "A's deal 3 is kept");
    assert.equal(b.openEvening(storeB, "schafkopf").deals.length, 3, "B now holds A's evening");
  });

  test("a tab hears another tab's deal, and its next change builds on it", async () => {
    const a = await tab("docs/javascripts/sheet/store.js");
    const b = await tab("docs/javascripts/sheet/store.js");
    const storeA = a.load().store;
    a.keep(storeA, evening("ev1", "schafkopf", 1));
    deliver();
    const storeB = b.load().store;
    const heard = [];
    b.onOtherTab((news) => heard.push(news), null);
    a.keep(storeA, copy(evening("ev1", "schafkopf", 2)));
    deliver();
    assert.deepEqual(heard, [{ changed: ["ev1"], lost: [] }]);
    const next = copy(b.openEvening(storeB, "schafkopf"));
    next.deals.push({ entry: { contract: "sie" } });
    assert.equal(b.keep(storeB, next), "saved");
    assert.equal(stored(b.STORAGE_KEY).evenings[0].deals.length, 3);
  });

  test("a Tarok tab's new evening leaves the Schafkopf evening another tab saved", async () => {
    const sk = await tab("docs/javascripts/sheet/store.js");
    const tk = await tab("docs/javascripts/sheet/store.js");
    const storeTk = tk.load().store; // opened before the Schafkopf evening grew
    const storeSk = sk.load().store;
    sk.keep(storeSk, evening("sk1", "schafkopf", 3));
    assert.equal(tk.keep(storeTk, evening("tk1", "tarok", 0)), "saved");
    const saved = stored(sk.STORAGE_KEY);
    assert.equal(saved.evenings.find((e) => e.id === "sk1").deals.length, 3);
    assert.deepEqual(saved.open, { schafkopf: "sk1", tarok: "tk1" });
  });

  test("the 31st evening is refused, none is deleted, and a damaged one goes aside alone", async () => {
    const a = await tab("docs/javascripts/sheet/store.js");
    const store = a.load().store;
    for (let i = 0; i < a.EVENINGS_MAX; i++) assert.equal(a.keep(store, evening(`e${i}`, "tarok")), "saved");
    assert.equal(a.keep(store, evening("onemore", "schafkopf")), "full");
    assert.equal(stored(a.STORAGE_KEY).evenings.length, a.EVENINGS_MAX);
    assert.equal(a.oldest(store).id, "e0");
    // An evening written by an older version with 401 deals stays readable; a broken one
    // is set aside (with the whole record as it was), the others stay.
    const record = stored(a.STORAGE_KEY);
    record.evenings[0] = evening("long", "schafkopf", 401);
    record.evenings[1] = { ...record.evenings[1], names: "not a list" };
    storage.set(a.STORAGE_KEY, JSON.stringify(record));
    const b = await tab("docs/javascripts/sheet/store.js");
    const { store: again, notice } = b.load();
    assert.equal(again.evenings.length, a.EVENINGS_MAX - 1);
    assert.ok(again.evenings.some((e) => e.id === "long" && e.deals.length === 401));
    assert.match(notice, /^One of your saved evenings could not be read, so it is not listed; the others are\./);
    assert.equal(JSON.parse(storage.get(`${a.STORAGE_KEY}.unreadable`)).evenings.length, a.EVENINGS_MAX);
  });
});

describe("the play page's and the trainer's stores in two tabs", () => {
  test("a Tarok tab's move leaves the Schafkopf deal another tab saved", async () => {
    const sk = await tab("docs/javascripts/play/storage.js");
    const tk = await tab("docs/javascripts/play/storage.js");
    const storeSk = sk.load().store;
    const storeTk = tk.load().store;
    const deal = { seed: 1, players: 4, seat: 0, options: {}, actions: Array.from({ length: 11 }, () => ({})) };
    sk.gameRecord(storeSk, "schafkopf").current = deal;
    sk.save(storeSk);
    tk.gameRecord(storeTk, "tarok").current = { ...deal, players: 3, actions: [{}] };
    tk.save(storeTk);
    const saved = stored(sk.STORAGE_KEY);
    assert.equal(saved.games.schafkopf.current.actions.length, 11);
    assert.equal(saved.games.tarok.current.actions.length, 1);
    assert.equal(storeTk.games.schafkopf.current.actions.length, 11, "the Tarok tab holds it too");
  });

  test("two tabs of one game keep both tabs' finished deals", async () => {
    const a = await tab("docs/javascripts/play/storage.js");
    const b = await tab("docs/javascripts/play/storage.js");
    const storeA = a.load().store;
    const storeB = b.load().store;
    const entry = (seed) => ({ seed, players: 4, seat: 0, net: 1, declarer: false, won: true, key: `k${seed}` });
    a.record(storeA, "pamfil", entry(1));
    a.save(storeA);
    b.record(storeB, "pamfil", entry(2));
    b.save(storeB);
    assert.deepEqual(stored(a.STORAGE_KEY).games.pamfil.history.map((e) => e.seed).sort(), [1, 2]);
  });

  test("answers given in two tabs are all counted, kind by kind", async () => {
    const a = await tab("docs/javascripts/quiz/store.js");
    const b = await tab("docs/javascripts/quiz/store.js");
    const storeA = a.loadStore().store;
    const storeB = b.loadStore().store;
    const recordA = a.gameRecord(storeA, "schafkopf");
    const recordB = b.gameRecord(storeB, "schafkopf");
    for (let i = 0; i < 3; i++) a.recordAnswer(recordA, { kind: "legal", level: 1, questionId: `q${i}`, correct: true });
    a.saveStore(storeA);
    a.recordAnswer(recordB, { kind: "legal", level: 1, questionId: "x", correct: false });
    a.recordAnswer(recordB, { kind: "trick", level: 2, questionId: "y", correct: true });
    b.saveStore(storeB);
    const game = stored(a.STORAGE_KEY).games.schafkopf;
    assert.equal(game.answered, 5);
    assert.deepEqual([game.kinds.legal.answered, game.kinds.legal.correct], [4, 3]);
    assert.deepEqual([game.kinds.legal.levels["1"].answered, game.kinds.legal.levels["1"].correct], [4, 3]);
    assert.equal(game.kinds.trick.answered, 1);
    assert.ok(game.reviews.some((r) => r.id === "x"), "the miss comes back for review");
    assert.equal(recordB.answered, 5, "the tab's own record object holds the merged counts");
    // A's next save does not count B's answers twice.
    deliver();
    a.saveStore(storeA);
    assert.equal(stored(a.STORAGE_KEY).games.schafkopf.answered, 5);
  });
});
