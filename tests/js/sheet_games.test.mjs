// Unit tests of the score sheet's Tarok and Pamfil modules under Node (`node --test tests/js`):
// the seats of a deal, the form (a label for every input, edits reported as new entries), and
// entries scored by the real engine — each request sent to trainer.api through one Python
// process with the players' names by seat (as ledger.js sends them, so the engine's lines name
// the players), each answer mapped back to the names by the module's `settle`.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { all, fire, installFakeDom, labelOf } from "./fake_dom.mjs";

installFakeDom();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: tarok } = await import(path.join(root, "docs/javascripts/sheet/games/tarok.js"));
const { default: pamfil } = await import(path.join(root, "docs/javascripts/sheet/games/pamfil.js"));
const { seated: seatedBy } = await import(path.join(root, "docs/javascripts/sheet/seating.js"));

/** One Python process answering trainer.api requests, a JSON line each way. */
let engine;
let pending = [];
let buffer = "";
before(() => {
  const code =
    "import sys\nfrom trainer.api import handle_json\nfor line in sys.stdin:\n    print(handle_json(line), flush=True)\n";
  const python = process.env.TRAINER_PYTHON || path.join(root, ".venv/bin/python");
  engine = spawn(python, ["-c", code], { cwd: root });
  engine.stdout.on("data", (data) => {
    buffer += data;
    let end = buffer.indexOf("\n");
    while (end >= 0) {
      pending.shift()(JSON.parse(buffer.slice(0, end)));
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf("\n");
    }
  });
});
after(() => engine.kill());

function ask(request) {
  return new Promise((resolve) => {
    pending.push(resolve);
    engine.stdin.write(`${JSON.stringify(request)}\n`);
  });
}

async function describeGame(game) {
  return (await ask({ op: "describe", game })).games[game];
}

/** Score an entry as the sheet does: the module's requests with the players' names by seat,
 * the engine's answers, settle. */
async function scoreWith(module, entry, ctx) {
  const requests = module.requests(entry, ctx);
  if (!Array.isArray(requests)) return { incomplete: requests.error };
  const names = ctx.seated.map((p) => ctx.names[p]);
  const answers = [];
  for (const r of requests) answers.push(await ask({ game: module.game, options: ctx.options, names, ...r }));
  const refused = answers.find((a) => !a.ok);
  if (refused) return { refused: refused.error, requests };
  return { settled: module.settle(entry, answers, ctx), requests, answers };
}

function context(_module, names, dealer, described, options = {}) {
  const seated = seatedBy(described?.table, names, dealer);
  let changed = null;
  let n = 0;
  return {
    names,
    seated,
    dealer,
    options,
    described,
    ids: (suffix) => `t${n++}-${suffix}`,
    onChange: (entry) => {
      changed = entry;
    },
    changed: () => changed,
  };
}

function everyInputIsLabelled(form) {
  const inputs = all(form, (n) => ["INPUT", "SELECT"].includes(n.tagName));
  assert.ok(inputs.length > 0);
  for (const input of inputs) {
    const id = input.getAttribute("id");
    assert.ok(id, `${input.tagName} without an id`);
    assert.ok(labelOf(form, id)?.trim(), `no label for ${id}`);
  }
}

const FOUR = ["Anna", "Ben", "Cilia", "Dieter"];
const THREE = ["Anna", "Ben", "Cilia"];

describe("tarok", () => {
  let described;
  before(async () => {
    described = await describeGame("tarok");
  });

  test("the forehand sits on the dealer's right; with four the dealer is the king, seat 3", () => {
    assert.deepEqual(seatedBy(described.table, THREE, 0), [2, 1, 0]);
    assert.deepEqual(seatedBy(described.table, THREE, 2), [1, 0, 2]);
    assert.deepEqual(seatedBy(described.table, FOUR, 1), [0, 3, 2, 1]);
  });

  test("the form labels every input and reports an edit as a new entry", () => {
    const ctx = context(tarok, FOUR, 0, described);
    const blank = tarok.blank(ctx.seated);
    assert.equal(all(tarok.form(blank, ctx), (n) => n.tagName === "INPUT").length, 5); // 4 contracts + passed
    const picked = { ...blank, contract: "dwojka" };
    const form = tarok.form(picked, ctx);
    everyInputIsLabelled(form);
    const renons = all(form, (n) => n.getAttribute("data-field") === "renons")[0];
    renons.checked = true;
    fire(renons, "change");
    assert.equal(ctx.changed().renons, true);
    const again = tarok.form(ctx.changed(), ctx);
    assert.equal(all(again, (n) => n.getAttribute("data-field") === "card_points").length, 0, "no points asked");
  });

  test("the king is never offered as the soloist", () => {
    const ctx = context(tarok, FOUR, 1, described);
    const form = tarok.form({ ...tarok.blank(ctx.seated), contract: "trojka" }, ctx);
    const group = all(form, (n) => n.getAttribute("data-field") === "soloist")[0];
    const offered = all(group, (n) => n.tagName === "INPUT").map((n) => Number(n.value));
    assert.deepEqual(offered, [0, 3, 2]);
  });

  test("every contract, contra, bonuses and a passed deal scored by the engine, zero-sum", async () => {
    const ctx = context(tarok, FOUR, 1, described);
    const base = tarok.blank(ctx.seated);
    const entries = [
      { ...base, contract: "trojka", soloist: 0, points: 41 },
      { ...base, contract: "dwojka", level: 2, soloist: 3, points: 30, contra: "contra" },
      { ...base, contract: "jedynka", soloist: 2, points: 36, contra: "recontra" },
      { ...base, contract: "solo", soloist: 3, every_trick: "soloist", volat_announced: true },
      { ...base, contract: "trojka", level: 3, soloist: 0, renons: true, contra: "supracontra" },
      {
        ...base,
        contract: "dwojka",
        soloist: 2,
        points: 40,
        bonuses: { ...base.bonuses, trull: { announced: true, made: "opponents" }, kings: { announced: false, made: "soloist" } },
        full_hand: 11,
      },
      { ...base, contract: "passed" },
    ];
    for (const entry of entries) {
      const { settled, answers, requests } = await scoreWith(tarok, entry, ctx);
      assert.ok(settled, JSON.stringify(entry));
      assert.equal(
        settled.amounts.reduce((a, b) => a + b, 0),
        0,
      );
      // the soloist's seat in the engine is his place among the three who play
      if (entry.contract !== "passed") {
        assert.equal(requests[0].soloist, ctx.seated.indexOf(entry.soloist));
        assert.equal(settled.amounts[entry.soloist], answers[0].soloist_net);
        assert.equal(settled.amounts[1], answers[0].opponent_net, "the king (the dealer) pays like an opponent");
      }
      assert.ok(settled.lines.length >= 1 && settled.lines.every((l) => l.rule?.anchor));
      assert.ok(tarok.summary(entry, FOUR, described).length > 5);
    }
    const [, second] = entries;
    const { answers } = await scoreWith(tarok, second, ctx);
    assert.equal(answers[0].game_value, -(3 * 4 + 40) * 2 * 2);
    const bonuses = tarok.requests(entries[5], ctx)[0].bonuses;
    assert.deepEqual(bonuses, [
      { name: "trull", side: "soloist", announced: true, achieved: false },
      { name: "trull", side: "opponents" },
      { name: "kings", side: "soloist" },
      { name: "full_hand", side: "soloist", announced: true, trumps: 11 },
    ]);
  });

  test("impossible and incomplete entries are refused with the reason", async () => {
    const ctx = context(tarok, THREE, 0, described);
    const base = tarok.blank(ctx.seated);
    const { refused } = await scoreWith(tarok, { ...base, contract: "solo", soloist: 1, points: 66 }, ctx);
    assert.equal(refused.path, "card_points");
    assert.match(refused.message, /solo soloist has 0 to 64 card points/);
    const volat = { ...base, contract: "trojka", soloist: 1, every_trick: "soloist" };
    volat.bonuses = { ...base.bonuses, trull: { announced: false, made: "opponents" } };
    assert.match((await scoreWith(tarok, volat, ctx)).refused.message, /no trick/);
    assert.equal(tarok.requests(base, ctx).error.field, "contract");
    assert.equal(tarok.requests({ ...base, contract: "trojka" }, ctx).error.field, "soloist");
    assert.equal(tarok.requests({ ...base, contract: "trojka", soloist: 1 }, ctx).error.field, "card_points");
  });

  test("csv columns say the entry in words", () => {
    const entry = { ...tarok.blank([0, 1, 2]), contract: "dwojka", level: 2, soloist: 1, points: 40, contra: "contra" };
    const row = tarok.csv(entry, THREE);
    assert.equal(row.soloist, "Ben");
    assert.equal(row.contract, "dwojka");
    assert.equal(row.level, "2");
    // A contract is named as `describe` names it (the page has its answer before any deal).
    assert.equal(tarok.summary(entry, THREE, described), "Druga dwójka — Ben: 40 card points, contra");
  });
});

describe("schafkopf", () => {
  test("Schafkopf's dealer sits out with five; with four everyone plays, clockwise", async () => {
    const { table } = await describeGame("schafkopf");
    const FIVE = [...FOUR, "Erna"];
    assert.deepEqual(seatedBy(table, FIVE, 4), [0, 1, 2, 3]);
    assert.deepEqual(seatedBy(table, FIVE, 1), [2, 3, 4, 0]);
    assert.deepEqual(seatedBy(table, FOUR, 1), [2, 3, 0, 1]);
  });
});

describe("pamfil", () => {
  test("everyone is dealt in, the forehand on the dealer's left (clockwise)", async () => {
    const { table } = await describeGame("pamfil");
    assert.deepEqual(seatedBy(table, FOUR, 1), [2, 3, 0, 1]);
    assert.deepEqual(seatedBy(table, THREE, 2), [0, 1, 2]);
  });

  test("the form labels every input; the forehand always plays", () => {
    const ctx = context(pamfil, FOUR, 0, null);
    const entry = pamfil.blank(ctx.seated);
    assert.deepEqual(entry.declared, [false, true, false, false]);
    const form = pamfil.form(entry, ctx);
    everyInputIsLabelled(form);
    const boxes = all(form, (n) => n.getAttribute("data-field") === "declared");
    assert.equal(boxes.length, 4);
    assert.ok(boxes[0].disabled && boxes[0].checked, "the forehand's box is fixed");
    const groups = all(form, (n) => n.tagName === "FIELDSET" && n.getAttribute("data-field") === "tricks");
    assert.equal(groups.length, 4);
    const three = all(groups[2], (n) => n.tagName === "INPUT" && n.value === "3")[0];
    three.checked = true;
    fire(three, "change");
    assert.equal(ctx.changed().tricks[3], 3, "the third seat after the dealer is Dieter");
  });

  test("a played deal and a mucha scored by the engine, personal points", async () => {
    const ctx = context(pamfil, FOUR, 0, null);
    const played = { ...pamfil.blank(ctx.seated), tricks: [0, 3, 1, 1], pamfil: 1 };
    played.declared = [true, true, false, false];
    const { settled, requests, answers } = await scoreWith(pamfil, played, ctx);
    assert.deepEqual(requests[0].tricks, [3, 1, 1, 0]);
    assert.deepEqual(requests[0].declared, [true, false, false, true]);
    assert.deepEqual(settled.amounts, [-3, 6, 1, 1]);
    assert.deepEqual(settled.amounts, [answers[0].points[3], ...answers[0].points.slice(0, 3)]);
    assert.equal(settled.zero_sum, false);
    // The engine's lines name the players in its seats: the request carries their names.
    assert.match(settled.lines[0].text, /^Ben: a declared player with 3 tricks/);
    assert.equal(settled.lines[0].seat, 1);
    const mucha = { ...pamfil.blank(ctx.seated), ended: "mucha", mucha: [2], pamfil: "talon" };
    const scored = await scoreWith(pamfil, mucha, ctx);
    assert.deepEqual(scored.settled.amounts, [0, 0, 5, 0]);
    assert.deepEqual(
      scored.settled.lines.map((line) => line.text),
      ["Cilia won by a mucha: the deal is not played and the others score nothing.", "Cilia: a mucha scores 5 points."],
    );
    assert.match(pamfil.summary(mucha, FOUR), /^Mucha — Cilia/);
  });

  test("impossible and incomplete deals are refused with the reason", async () => {
    const ctx = context(pamfil, THREE, 0, null);
    const blank = pamfil.blank(ctx.seated);
    assert.equal(pamfil.requests(blank, ctx).error.field, "pamfil");
    assert.equal(pamfil.requests({ ...blank, pamfil: "talon" }, ctx).error.field, "tricks");
    const six = { ...blank, pamfil: "talon", tricks: [2, 2, 2] };
    assert.match((await scoreWith(pamfil, six, ctx)).refused.message, /five tricks a deal, not 6/);
    const none = { ...blank, pamfil: 0, tricks: [0, 3, 2] };
    assert.equal((await scoreWith(pamfil, none, ctx)).refused.path, "tricks");
  });

  test("the taker is asked only where the house rule needs it", async () => {
    const options = { pamfil_double: "captured", pamfil_mode: "top_club" };
    const ctx = context(pamfil, THREE, 2, null, options);
    const entry = { ...pamfil.blank(ctx.seated), pamfil: 1, tricks: [2, 1, 2] };
    const form = pamfil.form(entry, ctx);
    assert.equal(all(form, (n) => n.getAttribute("data-field") === "pamfil_won_by").length, 1);
    assert.equal(pamfil.requests(entry, ctx).error.field, "pamfil_won_by");
    const { settled } = await scoreWith(pamfil, { ...entry, taker: 2 }, ctx);
    assert.deepEqual(settled.amounts, [0, 1, 4], "Cilia passed with 2 tricks, doubled as the taker");
    const plain = context(pamfil, THREE, 2, null);
    assert.equal(all(pamfil.form(entry, plain), (n) => n.getAttribute("data-field") === "pamfil_won_by").length, 0);
  });
});

describe("seats named as the players in them", () => {
  test("a request with the players' names: every seat the engine's words name is a name", async () => {
    // Five at the table, Anna deals and sits out: the engine's four seats are Ben … Erik.
    const names = ["Ben", "Cilia", "Dieter", "Erik"];
    const answer = await ask({
      op: "score",
      game: "schafkopf",
      names,
      contract: { type: "ramsch" },
      points: [40, 30, 50, 0],
      tricks: [3, 2, 3, 0],
      trumps_won: [[], [], [], []],
    });
    assert.deepEqual(
      answer.lines.map((line) => line.text),
      [
        "Ramsch: Dieter took the most (decided by points) and pays 2 to each other player.",
        "Ben: +2.",
        "Cilia: +2.",
        "Dieter: −6.",
        "Erik: +2.",
      ],
    );
    const refused = await ask({
      op: "score",
      game: "schafkopf",
      names,
      contract: { type: "ramsch" },
      points: [40, 30, 40, 10],
      tricks: [3, 4, 1, 0],
      trumps_won: [[], [], [], []],
    });
    assert.equal(refused.error.message, "Erik won no trick, so no points");
    const both = await ask({
      op: "score",
      game: "pamfil",
      names: ["Anna", "Ben", "Cilia", "Dieter", "Erik"],
      players: 5,
      pamfil: null,
      mucha: [1, 4],
      options: { mucha_tie: "both" },
    });
    assert.equal(both.lines[0].text, "Ben and Erik won by a mucha: the deal is not played and the others score nothing.");
  });
});
