// The score sheet (`/<game>/score-sheet/`), one controller for the three games: the table's
// names and house rules, a deal entered in a few taps (the game's module draws the form),
// each deal scored by the engine with its lines and rules under "Why?", running totals,
// the zero-sum check and the kettle, edit / delete / undo, the dealer moving on by itself,
// evenings kept in this browser, a share link and CSV. The sheet holds no scoring rule:
// every amount is the engine's (SHEET.md is the contract with the game modules).

import { el } from "../quiz/dom.js";
import { knownOptions, OPTIONS_SET_ASIDE, setAsideOptions } from "../saved.js";
import { allOf, label, message, t } from "../site/words.js";
import { engineStatusView, registerWidget } from "../trainer.js";
import { cleanName, DEALS_MAX, namesProblem, newEvening, validEvening } from "./evening.js";
import { dealContext, scoreEntry, scoreEvening } from "./ledger.js";
import { DealTable, signed } from "./rows.js";
import { rulesPanel, tariffPanel } from "./settings.js";
import * as share from "./share.js";
import * as store from "./store.js";

const UNDO_MAX = 50;

/** Said when the browser would not save a change. */
const NOT_SAVED = t("sheet.notice.not_saved");
/** Said when another tab changed the evening this one shows. */
const CHANGED_ELSEWHERE = t("sheet.notice.changed_elsewhere");
/** Said when this tab's change met a newer one of another tab, which stays. */
const LOST_TO_ELSEWHERE = t("sheet.notice.lost_to_elsewhere");

/** A kept evening as a list names it: "2026-12-07: Anna, Ben, Cilia, Dieter (3 deals)". */
function keptWords(evening) {
  return t("sheet.kept.evening", {
    started: evening.started,
    names: evening.names.join(", "),
    n: evening.deals.length,
  });
}

class SheetPage {
  constructor(root, module) {
    this.root = root;
    this.game = root.dataset.sheet;
    this.module = module;
    this.undo = [];
    this.draft = null;
    this.editing = null;
    this.openWhy = new Set();
    this.generation = 0;
    this.uid = Math.random().toString(36).slice(2, 8);
    this.table = new DealTable();
    this.parts = null; // the evening's head, entry form and tools, once drawn
  }

  ids = (suffix) => `gc-sheet-${this.uid}-${suffix}`;

  async start(describe) {
    this.described = describe.games?.[this.game] || {};
    this.games = describe.games || {};
    const { store: saved, notice } = store.load();
    this.store = saved;
    this.notice = el("p", { class: "gc-sheet__notice", role: "alert", hidden: !notice }, notice);
    // What to do when the browser keeps all the evenings it keeps (a sentence and a button).
    this.limit = el("div", { class: "gc-sheet__notice gc-sheet__limit", role: "alert", hidden: true });
    this.body = el("div", { class: "gc-sheet__body" });
    // One live region for the whole visit: "Deal 3 added…", "Undone…" are said as they happen.
    this.statusLine = el("p", { class: "gc-sheet__status", role: "status" });
    this.root.replaceChildren(this.notice, this.limit, this.body);
    store.onOtherTab((news) => this.otherTab(news), this.root);
    const fromLink = await this.fromHash();
    this.evening = fromLink || store.openEvening(this.store, this.game);
    if (this.evening) this.checkOptions();
    this.render();
  }

  // -- keeping -------------------------------------------------------------------------------

  /**
   * Keep `evening` in this browser and say what went wrong, if anything: true when it is
   * saved. Every save goes through here (R8), so a refusal is never passed over in silence.
   */
  keep(evening, how = {}) {
    const result = store.keep(this.store, evening, how);
    if (result === "saved") {
      if (this.unsaved === evening.id) this.clearLimit();
      return true;
    }
    if (result === "refused") this.say(NOT_SAVED);
    else if (result === "full") this.offerRoom(evening);
    else if (result === "newer") this.showNewer(evening.id, LOST_TO_ELSEWHERE);
    return false;
  }

  /** Another tab saved: its evenings are in this tab's store now (store.js merged them). */
  otherTab({ changed, lost }) {
    if (!this.root.isConnected) return;
    const id = this.evening?.id;
    if (id && (changed.includes(id) || lost.includes(id))) {
      this.showNewer(id, lost.includes(id) ? LOST_TO_ELSEWHERE : CHANGED_ELSEWHERE);
    } else if (!this.evening) {
      this.render(); // the list of kept evenings
    }
  }

  /** Show the evening `id` as the store holds it now (another tab changed or removed it). */
  showNewer(id, words) {
    const kept = this.store.evenings.find((e) => e.id === id);
    if (kept) {
      this.evening = JSON.parse(JSON.stringify(kept));
      this.say(words);
    } else {
      this.say(t("sheet.notice.deleted_elsewhere"));
    }
    // Undo would bring back a copy older than the other tab's: it starts afresh.
    this.undo = [];
    if (this.editing !== null && this.editing >= (this.evening?.deals.length ?? 0)) this.editing = null;
    if (this.draft && this.editing === null) this.draft = { ...this.draft, k: this.evening.deals.length };
    this.render();
  }

  /** The browser keeps EVENINGS_MAX evenings: name the one changed longest ago, and offer
   * to delete it (the reader's word) so `evening` can be kept. */
  offerRoom(evening) {
    this.unsaved = evening.id;
    const oldest = store.oldest(this.store);
    const title = this.games[oldest.game]?.title || oldest.game;
    const count = this.store.evenings.length;
    this.limit.replaceChildren(
      el(
        "p",
        {},
        t("sheet.limit.full", {
          max: store.EVENINGS_MAX,
          count,
          game: title,
          started: oldest.started,
          names: oldest.names.join(", "),
          n: oldest.deals.length,
        }),
      ),
      el(
        "p",
        {},
        el(
          "button",
          {
            type: "button",
            class: "md-button gc-sheet__make-room",
            onclick: () => {
              if (store.remove(this.store, oldest.id) !== "saved") {
                this.say(NOT_SAVED);
                return;
              }
              if (this.keep(this.evening)) this.status = t("sheet.limit.saved");
              this.render();
            },
          },
          t("sheet.limit.make_room"),
        ),
      ),
    );
    this.limit.hidden = false;
  }

  clearLimit() {
    this.unsaved = null;
    this.limit.replaceChildren();
    this.limit.hidden = true;
  }

  /** Show a notice above the sheet (beside any shown already), once per text. */
  say(text) {
    if (!text || this.notice.textContent.includes(text)) return;
    // Appended, so a link already in the notice (another game's sheet) stays a link.
    this.notice.append(this.notice.textContent ? ` ${text}` : text);
    this.notice.hidden = false;
  }

  /** House rules of a saved or shared evening that this version does not know: set aside, said once. */
  checkOptions() {
    const { options, dropped } = knownOptions(this.evening.options, this.described);
    if (!Object.keys(dropped).length) return;
    if (!setAsideOptions(store.STORAGE_KEY, this.game, dropped)) {
      this.say(NOT_SAVED);
      return;
    }
    this.evening.options = options;
    this.keep(this.evening);
    this.say(OPTIONS_SET_ASIDE);
  }

  /** An evening carried by a share link (`#e=`), kept and opened; null when there is none. */
  async fromHash() {
    const hash = window.location.hash;
    if (!hash.startsWith(`#${share.HASH_KEY}=`)) return null;
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    const evening = await share.readLink(hash);
    if (evening && evening.game !== this.game) {
      // Another game's evening: say whose, and link to its own sheet with the same evening (R10).
      const title = this.games[evening.game]?.title || evening.game;
      const there = new URL(`../../${evening.game}/score-sheet/`, window.location.href);
      there.hash = hash.slice(1);
      this.notice.append(
        this.notice.textContent ? " " : "",
        `${t("sheet.link.other_game", { game: title })} `,
        el("a", { href: there.href, class: "gc-sheet__other-game" }, t("sheet.link.open_there", { game: title })),
        ".",
      );
      this.notice.hidden = false;
      return null;
    }
    if (!evening) {
      this.say(t("sheet.link.unreadable"));
      return null;
    }
    return this.adopt(evening, t("sheet.link.opened"));
  }

  /**
   * Keep an evening that came from outside (a link, a file) without overwriting one kept
   * here: the same evening kept here, and changed since the link was made, stays and is
   * opened; a different copy is kept beside it.
   */
  adopt(evening, words) {
    const same = this.store.evenings.find((e) => e.id === evening.id);
    if (same && JSON.stringify({ ...same, updated: 0 }) === JSON.stringify({ ...evening, updated: 0 })) {
      if (store.open(this.store, same) !== "saved") this.say(NOT_SAVED);
      this.say(t("sheet.link.kept_already"));
      return JSON.parse(JSON.stringify(same));
    }
    if (same) {
      evening = { ...evening, id: `${evening.id.slice(0, 24)}${Math.random().toString(36).slice(2, 8)}` };
    }
    if (this.keep(evening, { touch: false })) this.say(words);
    return evening;
  }

  // -- changes -------------------------------------------------------------------------------

  /** Change the evening (every change goes through here: saved, undoable, re-scored). */
  /** `what` names the change for Undo: `{kind, args}`, said by `sheet.undo.<button|done>.<kind>`. */
  change(mutate, what) {
    this.undo.push({ json: JSON.stringify(this.evening), what });
    if (this.undo.length > UNDO_MAX) this.undo.shift();
    const next = JSON.parse(JSON.stringify(this.evening));
    mutate(next);
    this.evening = next;
    this.keep(this.evening);
    this.render();
  }

  undoLast() {
    const last = this.undo.pop();
    if (!last) return;
    const before = JSON.parse(last.json);
    // The copy restored is newer than the one it replaces (its stamp moves on).
    before.updated = this.evening.updated;
    this.evening = before;
    this.keep(before);
    this.editing = null;
    this.draft = null;
    this.status = t(`sheet.undo.done.${last.what.kind}`, last.what.args);
    this.render();
  }

  // -- the game's facts (`describe`) ---------------------------------------------------------

  /** The table sizes the game is played at (`describe`'s `players`: Pamfil's three to seven,
   * Tarok's three or four, Schafkopf's four or five), as {min, max}. */
  tableSizes() {
    const sizes = this.described.players || [];
    return { min: Math.min(...sizes), max: Math.max(...sizes) };
  }

  /** Does the game's `score` op take a tariff, a table's prices of the text's stakes
   * (Schafkopf)? Then the sheet asks for one. */
  takesTariff() {
    const score = (this.described.ops || []).find((op) => op.name === "score");
    return Boolean(score?.fields?.includes("tariff"));
  }

  /** With five at the table, does the dealer sit out each deal (`describe`'s
   * `table.sits_out`: Schafkopf)? The setup form says so beside the seating order. */
  dealerSitsOutAtFive() {
    return this.described.table?.sits_out?.["5"] === "dealer";
  }

  // -- drawing -------------------------------------------------------------------------------

  render() {
    if (!this.evening) {
      this.renderSetup();
      return;
    }
    this.renderEvening();
  }

  renderSetup() {
    this.root.dataset.sheetPhase = "setup";
    const { min, max } = this.tableSizes();
    // The table the game is usually played at (`describe`'s default: Schafkopf's four).
    const count = this.setupCount || this.described.protocol?.default_players || min;
    const names = (this.setupNames || []).slice(0, count);
    while (names.length < count) names.push("");
    const inputs = names.map((name, i) => {
      const id = this.ids(`name${i}`);
      const input = el("input", {
        id,
        type: "text",
        class: "gc-sheet__name",
        value: name,
        autocomplete: "off",
        maxlength: 24,
        "data-name": i,
      });
      input.addEventListener("input", () => {
        names[i] = input.value;
        this.setupNames = [...names];
      });
      const label = i === 0 ? t("sheet.setup.first_dealer") : t("sheet.setup.next_player", { number: i + 1 });
      return el("span", { class: "gc-sheet__field" }, el("label", { for: id }, label), input);
    });
    const countChoices = [];
    for (let n = min; n <= max; n++) countChoices.push(n);
    const countSelect = el(
      "select",
      { id: this.ids("count"), class: "gc-sheet__select" },
      countChoices.map((n) => el("option", { value: n, selected: n === count }, t("sheet.setup.players", { n }))),
    );
    countSelect.addEventListener("change", () => {
      this.setupCount = Number(countSelect.value);
      this.setupNames = [...names];
      this.renderSetup();
      document.getElementById(this.ids("count"))?.focus();
    });
    const problem = el("p", { class: "gc-sheet__refusal", role: "alert", hidden: true });
    this.setupRules = this.setupRules || { preset: (this.described.presets || [])[0]?.name ?? null, options: {} };
    const rules = rulesPanel(this.described, this.setupRules, this.ids("setup-rules"), (next) => {
      this.setupRules = next;
    });
    const tariff = this.takesTariff()
      ? tariffPanel(this.setupTariff || null, this.ids("setup-tariff"), (next) => {
          this.setupTariff = next;
        })
      : null;
    const form = el(
      "form",
      { class: "gc-sheet__setup", "aria-labelledby": this.ids("setup-h") },
      el("h2", { id: this.ids("setup-h") }, t("sheet.setup.heading")),
      el("p", {}, this.dealerSitsOutAtFive() ? t("sheet.setup.order_five_sit_out") : t("sheet.setup.order")),
      countChoices.length > 1
        ? el(
            "span",
            { class: "gc-sheet__field" },
            el("label", { for: this.ids("count") }, t("sheet.setup.count")),
            countSelect,
          )
        : null,
      el("div", { class: "gc-sheet__names" }, inputs),
      rules,
      tariff,
      problem,
      el("button", { type: "submit", class: "md-button md-button--primary gc-sheet__start" }, t("sheet.setup.start")),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const cleaned = names.map(cleanName);
      const why = namesProblem(cleaned, this.tableSizes());
      if (why) {
        problem.textContent = why;
        problem.hidden = false;
        const blank = cleaned.findIndex((n) => !n);
        document.getElementById(this.ids(`name${Math.max(blank, 0)}`))?.focus();
        return;
      }
      const evening = newEvening(this.game, cleaned, {
        preset: this.setupRules.preset,
        options: this.setupRules.options,
        tariff: this.takesTariff() ? this.setupTariff || null : null,
      });
      this.evening = evening;
      this.undo = [];
      this.keep(evening);
      this.status = "";
      this.focusAfter = "entry";
      this.render();
    });
    // No evening kept yet: no list (replaceChildren would write a missing one as "null").
    this.body.replaceChildren(...[form, this.eveningsList(), this.importControl()].filter(Boolean));
  }

  /** The evenings kept in this browser for this game, to open again or delete. */
  eveningsList() {
    const kept = store.eveningsOf(this.store, this.game);
    if (!kept.length) return null;
    return el(
      "section",
      { class: "gc-sheet__evenings", "aria-labelledby": this.ids("kept-h") },
      el("h2", { id: this.ids("kept-h") }, t("sheet.kept.heading")),
      el(
        "ul",
        {},
        kept.map((evening) => {
          const words = keptWords(evening);
          const item = el("li", { class: "gc-sheet__kept" });
          const open = el(
            "button",
            {
              type: "button",
              class: "md-button gc-sheet__open",
              onclick: () => {
                this.evening = JSON.parse(JSON.stringify(evening));
                this.undo = [];
                this.draft = null;
                this.editing = null;
                if (store.open(this.store, evening) !== "saved") this.say(NOT_SAVED);
                this.checkOptions();
                this.render();
              },
            },
            t("sheet.kept.open", { evening: words }),
          );
          // Deleting asks first, in the list itself: the evening is named, then "Delete it".
          const remove = el(
            "button",
            {
              type: "button",
              class: "md-button gc-sheet__forget",
              onclick: () => {
                const confirm = el(
                  "button",
                  {
                    type: "button",
                    class: "md-button gc-sheet__forget-yes",
                    onclick: () => this.forget(evening),
                  },
                  t("sheet.kept.delete_yes"),
                );
                const keepIt = el(
                  "button",
                  { type: "button", class: "md-button", onclick: () => this.render() },
                  t("sheet.kept.keep"),
                );
                item.replaceChildren(
                  el("span", {}, `${t("sheet.kept.delete_ask", { evening: words })} `),
                  confirm,
                  " ",
                  keepIt,
                );
                confirm.focus();
              },
            },
            t("sheet.kept.delete"),
            el("span", { class: "gc-sheet__sr" }, ` ${t("sheet.kept.delete_which", { evening: words })}`),
          );
          item.append(open, " ", remove);
          return item;
        }),
      ),
    );
  }

  /** Delete a kept evening (the reader confirmed it). */
  forget(evening) {
    if (store.remove(this.store, evening.id) !== "saved") this.say(NOT_SAVED);
    this.status = t("sheet.kept.deleted", { started: evening.started, names: evening.names.join(", ") });
    if (this.evening?.id === evening.id) {
      this.evening = null;
      this.undo = [];
    }
    if (this.unsaved && this.evening?.id === this.unsaved && this.keep(this.evening)) {
      this.status += ` ${t("sheet.kept.saved_now")}`;
    }
    this.render();
  }

  async renderEvening() {
    this.root.dataset.sheetPhase = "scoring";
    const generation = ++this.generation;
    const evening = this.evening;
    const ledger = await scoreEvening(evening, this.module, this.described);
    if (generation !== this.generation) return;
    this.ledger = ledger;
    const focus = document.activeElement?.id || null;
    const head = this.eveningHead();
    const entry = this.entrySection();
    if (this.tableOf !== evening.id) {
      // Another evening: a table of its own (a row of one is never taken for the other's).
      this.tableOf = evening.id;
      this.table = new DealTable();
      this.openWhy = new Set();
      this.parts = null;
    }
    this.table.update(ledger, evening, this.module, this.described, {
      ids: this.ids,
      onEdit: (k) => this.edit(k),
      onDelete: (k) => this.delete(k),
      open: this.openWhy,
    });
    const tools = this.tools();
    // The table stays in the page between changes (only its changed rows are redrawn);
    // the parts around it are small and drawn again.
    if (this.parts && this.parts.table.parentNode === this.body) {
      this.parts.head.replaceWith(head);
      this.parts.entry.replaceWith(entry);
      this.parts.tools.replaceWith(tools);
    } else {
      this.body.replaceChildren(head, entry, this.table.element, tools);
    }
    this.parts = { head, entry, table: this.table.element, tools };
    if (this.statusLine.textContent !== (this.status || "")) this.statusLine.textContent = this.status || "";
    this.root.dataset.sheetPhase = "ready";
    this.root.dataset.deals = String(evening.deals.length);
    if (this.focusAfter === "entry") {
      this.focusAfter = null;
      entry.querySelector("input:checked, input, select")?.focus();
    } else if (this.focusAfter === "undo") {
      this.focusAfter = null;
      tools.querySelector(".gc-sheet__undo")?.focus();
    } else if (focus) {
      document.getElementById(focus)?.focus();
    }
    await this.preview();
  }

  eveningHead() {
    const evening = this.evening;
    const settings = el(
      "details",
      { class: "gc-sheet__settings", open: Boolean(this.settingsOpen) },
      el("summary", {}, t("sheet.evening.settings")),
      this.namesEditor(),
      rulesPanel(this.described, { preset: evening.preset, options: evening.options }, this.ids("rules"), (next) =>
        this.change(
          (e) => {
            e.preset = next.preset;
            e.options = next.options;
          },
          { kind: "rules", args: {} },
        ),
      ),
      this.takesTariff()
        ? tariffPanel(evening.tariff, this.ids("tariff"), (tariff) =>
            this.change(
              (e) => {
                e.tariff = tariff;
              },
              { kind: "tariff", args: {} },
            ),
          )
        : null,
      el(
        "p",
        {},
        el(
          "button",
          {
            type: "button",
            class: "md-button",
            onclick: () => {
              this.evening = null;
              this.setupNames = [...evening.names];
              this.setupCount = evening.names.length;
              this.render();
            },
          },
          t("sheet.evening.new"),
        ),
      ),
      this.eveningsList(),
    );
    settings.addEventListener("toggle", () => {
      this.settingsOpen = settings.open;
    });
    return el(
      "div",
      { class: "gc-sheet__head" },
      el(
        "p",
        { class: "gc-sheet__who" },
        t("sheet.evening.who", { started: evening.started, names: evening.names.join(", ") }),
      ),
      settings,
    );
  }

  namesEditor() {
    const evening = this.evening;
    const inputs = evening.names.map((name, i) => {
      const id = this.ids(`rename${i}`);
      const input = el("input", { id, type: "text", class: "gc-sheet__name", value: name, maxlength: 24 });
      input.addEventListener("change", () => {
        const names = [...evening.names];
        names[i] = cleanName(input.value);
        const why = namesProblem(names, { min: names.length, max: names.length });
        if (why) {
          this.say(why);
          input.value = name;
          return;
        }
        this.change(
          (e) => {
            e.names = names;
          },
          { kind: "name", args: { name } },
        );
      });
      return el(
        "span",
        { class: "gc-sheet__field" },
        el("label", { for: id }, t("sheet.evening.player", { number: i + 1 })),
        input,
      );
    });
    const firstId = this.ids("first-dealer");
    const first = el(
      "select",
      { id: firstId, class: "gc-sheet__select" },
      evening.names.map((name, i) => el("option", { value: i, selected: i === evening.first_dealer }, name)),
    );
    first.addEventListener("change", () =>
      this.change(
        (e) => {
          e.first_dealer = Number(first.value);
        },
        { kind: "first_dealer", args: {} },
      ),
    );
    return el(
      "fieldset",
      { class: "gc-sheet__rename" },
      el("legend", {}, t("sheet.evening.names")),
      inputs,
      el("span", { class: "gc-sheet__field" }, el("label", { for: firstId }, t("sheet.evening.first_dealer")), first),
    );
  }

  /** Deal k's dealer and forehand in words (and who sits out). */
  dealWho(k) {
    const ctx = dealContext(this.evening, this.described, k, 0);
    const names = this.evening.names;
    const out = names.map((_, p) => p).filter((p) => !ctx.seated.includes(p));
    // The game's module seats the deal: its first seat is the forehand, who speaks first
    // (in Tarok the dealer's right-hand neighbour, in the other two the left-hand one).
    const who = { dealer: names[ctx.dealer], first: names[ctx.seated[0]] };
    const said = out.length
      ? t("sheet.deal.who_out", { ...who, out: label(allOf(out.map((p) => names[p]))), n: out.length })
      : t("sheet.deal.who", who);
    // A game may say more of the dealer's part (Tarok's king, who plays no card).
    const note = this.module.dealNote?.(names, ctx.dealer, ctx.seated);
    return note ? `${said} ${note}` : said;
  }

  entrySection() {
    const k = this.editing ?? this.evening.deals.length;
    if (this.editing === null && k >= DEALS_MAX) return this.fullEvening();
    if (!this.draft || this.draft.k !== k) {
      const ctx = dealContext(this.evening, this.described, k, 0);
      const entry = this.editing !== null ? this.evening.deals[k].entry : this.module.blank(ctx.seated);
      this.draft = { k, entry: JSON.parse(JSON.stringify(entry)) };
    }
    const ctx = {
      ...dealContext(this.evening, this.described, k, this.potBefore(k)),
      ids: this.ids,
      el: document.createElement("div"),
      onChange: (entry) => {
        this.draft = { k, entry };
        this.redrawForm();
        this.preview();
      },
    };
    this.formHolder = el("div", { class: "gc-sheet__form" });
    this.formCtx = ctx;
    this.formHolder.append(this.module.form(this.draft.entry, ctx));
    this.result = el("div", { class: "gc-sheet__result", role: "status", "aria-live": "polite" });
    const add = el(
      "button",
      { type: "submit", class: "md-button md-button--primary gc-sheet__add" },
      this.editing !== null ? t("sheet.deal.save", { number: k + 1 }) : t("sheet.deal.add", { number: k + 1 }),
    );
    const cancel =
      this.editing !== null
        ? el(
            "button",
            { type: "button", class: "md-button gc-sheet__cancel", onclick: () => this.cancelEdit() },
            t("sheet.deal.cancel"),
          )
        : el(
            "button",
            {
              type: "button",
              class: "md-button gc-sheet__clear",
              onclick: () => {
                this.draft = null;
                this.render();
              },
            },
            t("sheet.deal.clear"),
          );
    const form = el(
      "form",
      { class: "gc-sheet__deal", "aria-labelledby": this.ids("deal-h"), novalidate: true },
      el(
        "h2",
        { id: this.ids("deal-h") },
        this.editing !== null ? t("sheet.deal.change", { number: k + 1 }) : t("sheet.deal.heading", { number: k + 1 }),
      ),
      el("p", { class: "gc-sheet__dealer" }, this.dealWho(k)),
      this.formHolder,
      this.result,
      el("p", { class: "gc-sheet__actions" }, add, " ", cancel),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.commit();
    });
    return form;
  }

  /** An evening of DEALS_MAX deals takes no more (R2): the form says so, and how to go on. */
  fullEvening() {
    return el(
      "section",
      { class: "gc-sheet__deal gc-sheet__full", "aria-labelledby": this.ids("deal-h") },
      el("h2", { id: this.ids("deal-h") }, t("sheet.full.heading")),
      el(
        "p",
        { class: "gc-sheet__todo" },
        t("sheet.full.todo", { max: DEALS_MAX, settings: message("sheet.evening.settings") }),
      ),
    );
  }

  potBefore(k) {
    if (k === 0 || !this.ledger) return 0;
    return this.ledger.rows[k - 1]?.pot ?? 0;
  }

  /** Draw the form again for the changed draft, keeping the focus (and the caret) where it was. */
  redrawForm() {
    const active = document.activeElement;
    const id = active?.id;
    const caret = active && typeof active.selectionStart === "number" ? active.selectionStart : null;
    this.formHolder.replaceChildren(this.module.form(this.draft.entry, this.formCtx));
    if (id) {
      const again = document.getElementById(id);
      if (again) {
        again.focus();
        if (caret !== null && typeof again.setSelectionRange === "function") {
          try {
            again.setSelectionRange(caret, caret);
          } catch {
            // not a text field
          }
        }
      }
    }
  }

  /** What the deal being entered settles to, or the engine's reason it cannot be. */
  async preview() {
    if (!this.draft || !this.result) return null;
    const { k, entry } = this.draft;
    const generation = this.generation;
    const outcome = await scoreEntry(this.evening, this.module, this.described, k, entry, this.potBefore(k));
    if (generation !== this.generation || this.draft?.entry !== entry) return outcome;
    this.showOutcome(outcome);
    return outcome;
  }

  showOutcome(outcome) {
    const names = this.evening.names;
    for (const field of this.formHolder.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
    if (outcome.refusal) {
      const { message, field } = outcome.refusal;
      const text = outcome.incomplete ? message : t("sheet.result.refused", { reason: message.replace(/\.$/, "") });
      this.result.replaceChildren(
        el(
          "p",
          {
            class: outcome.incomplete ? "gc-sheet__todo" : "gc-sheet__refusal",
            "data-refused": outcome.incomplete ? "false" : "true",
          },
          text,
        ),
      );
      if (outcome.incomplete) return;
      const targets = this.fieldsFor(field);
      for (const target of targets) target.setAttribute("aria-invalid", "true");
      // What to do next: the field to correct, in its own words, or leave the deal.
      const words = targets.length === 1 ? this.fieldWords(targets[0]) : "";
      const what = words ? "field" : targets.length ? "marked" : "entry";
      const or = this.editing !== null ? "cancel" : "clear";
      this.result.append(
        el(
          "p",
          { class: "gc-sheet__todo", "data-hint": "" },
          t(`sheet.result.correct.${what}.${or}`, { field: words }),
        ),
      );
      return;
    }
    const { amounts } = outcome.settled;
    const seated = outcome.ctx.seated;
    const parts = seated.map((p) => t("sheet.result.amount", { name: names[p], amount: signed(amounts[p]) }));
    const pot = outcome.settled.pot;
    if (pot && pot.after !== pot.before) parts.push(t("sheet.result.kettle", { before: pot.before, after: pot.after }));
    this.result.replaceChildren(
      el("p", { class: "gc-sheet__preview" }, t("sheet.result.deal", { amounts: parts.join(", ") })),
    );
  }

  /** A form element's own words: its label, or its group's legend. */
  fieldWords(target) {
    const id = target.matches("input, select") ? target.id : null;
    const label = id ? this.formHolder.querySelector(`label[for="${id}"]`) : null;
    const legend = target.matches("fieldset") ? target.querySelector(":scope > legend") : null;
    return (label || legend)?.textContent.trim().replace(/:$/, "") || "";
  }

  /** The form element a refused field names ("declarer_points" → the points field). */
  fieldFor(path) {
    if (!path) return null;
    const name = String(path).split(/[.[]/)[0];
    const aliases = {
      declarer_points: "points",
      declarer_tricks: "tricks",
      contract: "contract",
      called: "suit",
      trump: "suit",
      points: "ramsch",
      tricks: "ramsch",
    };
    // A field of the form's own name first (Pamfil's tricks), then the Schafkopf aliases.
    const own = this.formHolder.querySelector(`[data-field="${name}"]`);
    return own || this.formHolder.querySelector(`[data-field="${aliases[name] || name}"]`);
  }

  /** Every form element of the refused field's name (Pamfil asks each player's tricks). */
  fieldsFor(path) {
    const first = this.fieldFor(path);
    if (!first) return [];
    return [...this.formHolder.querySelectorAll(`[data-field="${first.dataset.field}"]`)];
  }

  async commit() {
    const { k, entry } = this.draft;
    if (this.editing === null && this.evening.deals.length >= DEALS_MAX) {
      this.render(); // the form says the evening is full
      return;
    }
    const outcome = await scoreEntry(this.evening, this.module, this.described, k, entry, this.potBefore(k));
    if (outcome.refusal) {
      this.showOutcome(outcome);
      const target = this.fieldFor(outcome.refusal.field);
      const focusable = target?.matches("input, select") ? target : target?.querySelector("input, select");
      focusable?.focus();
      return;
    }
    const editing = this.editing;
    const summary = this.module.summary(entry, this.evening.names, this.described, this.formCtx?.options);
    this.draft = null;
    this.editing = null;
    const said = { number: k + 1, summary };
    this.status = editing !== null ? t("sheet.status.changed", said) : t("sheet.status.added", said);
    this.change(
      (e) => {
        if (editing !== null) e.deals[editing] = { entry };
        else e.deals.push({ entry });
      },
      { kind: editing !== null ? "change" : "add", args: { number: k + 1 } },
    );
    this.focusAfter = "entry";
  }

  edit(k) {
    this.editing = k;
    this.draft = null;
    this.status = "";
    this.render();
    this.focusAfter = "entry";
  }

  cancelEdit() {
    this.editing = null;
    this.draft = null;
    this.render();
  }

  delete(k) {
    const options = dealContext(this.evening, this.described, k, 0).options;
    const summary = this.module.summary(this.evening.deals[k].entry, this.evening.names, this.described, options);
    this.editing = null;
    this.draft = null;
    this.status = t("sheet.status.deleted", { number: k + 1, summary });
    this.change(
      (e) => {
        e.deals.splice(k, 1);
      },
      { kind: "delete", args: { number: k + 1 } },
    );
  }

  tools() {
    const last = this.undo[this.undo.length - 1];
    const undo = el(
      "button",
      {
        type: "button",
        class: "md-button gc-sheet__undo",
        disabled: !last,
        onclick: () => this.undoLast(),
      },
      last ? t(`sheet.undo.button.${last.what.kind}`, last.what.args) : t("sheet.undo.undo"),
    );
    const csv = el(
      "button",
      { type: "button", class: "md-button gc-sheet__csv", onclick: () => this.downloadCsv() },
      t("sheet.tools.csv"),
    );
    const link = el(
      "button",
      { type: "button", class: "md-button gc-sheet__share", onclick: () => this.shareLink() },
      t("sheet.tools.share"),
    );
    const print = el(
      "button",
      { type: "button", class: "md-button gc-sheet__print", onclick: () => window.print() },
      t("sheet.tools.print"),
    );
    this.shareOut = el("p", { class: "gc-sheet__share-out", hidden: true });
    return el(
      "section",
      { class: "gc-sheet__tools", "aria-label": t("sheet.tools.label") },
      this.statusLine,
      el("p", { class: "gc-sheet__buttons" }, undo, " ", csv, " ", link, " ", print),
      this.importControl(),
      this.shareOut,
    );
  }

  /** Open an evening from a CSV file this page wrote. */
  importControl() {
    const fileId = this.ids("csv-file");
    const file = el("input", { type: "file", id: fileId, accept: ".csv,text/csv", class: "gc-sheet__file" });
    file.addEventListener("change", () => this.importCsv(file));
    return el("p", { class: "gc-sheet__import" }, el("label", { for: fileId }, t("sheet.tools.open_csv")), " ", file);
  }

  async shareLink() {
    const url = await share.makeLink(this.evening);
    this.shareOut.replaceChildren(
      el("a", { href: url, class: "gc-sheet__share-link" }, t("sheet.share.link")),
      ` ${t("sheet.share.whole_evening")}`,
    );
    this.shareOut.hidden = false;
    try {
      await navigator.clipboard.writeText(url);
      this.shareOut.append(` ${t("sheet.share.copied")}`);
    } catch {
      // no clipboard here: the link is shown to copy by hand
    }
  }

  downloadCsv() {
    const text = share.toCsv(this.evening, this.ledger, this.module, this.described);
    const blob = new Blob([text], { type: "text/csv" });
    const a = el("a", {
      href: URL.createObjectURL(blob),
      download: `score-sheet-${this.game}-${this.evening.started}.csv`,
    });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 5000);
  }

  async importCsv(input) {
    const file = input.files?.[0];
    if (!file) return;
    const evening = share.fromCsv(await file.text());
    if (!evening || evening.game !== this.game || !validEvening(evening)) {
      this.say(t("sheet.file.unreadable"));
      return;
    }
    this.clearLimit();
    this.evening = this.adopt(evening, t("sheet.file.opened"));
    this.undo = [];
    this.draft = null;
    this.editing = null;
    this.render();
  }
}

async function mountSheet(root) {
  const game = root.dataset.sheet;
  const status = engineStatusView({ className: "gc-sheet__engine", quietWhenReady: true });
  const boot = root.querySelector(".gc-sheet__boot");
  if (boot) boot.replaceWith(status);
  else root.prepend(status);
  let module;
  try {
    module = (await import(`./games/${game}.js`)).default;
  } catch {
    root.replaceChildren(el("p", { class: "gc-sheet__notice", role: "alert" }, t("sheet.load_failed")));
    return;
  }
  const page = new SheetPage(root, module);
  let started = false;
  window.trainer.onStatus((engine) => {
    root.dataset.engine = engine.status === "idle" ? "loading" : engine.status;
    if (engine.status === "ready" && engine.describe && !started) {
      started = true;
      page.start(engine.describe).then(() => root.prepend(status));
    } else if (engine.status === "failed") {
      started = false;
      root.replaceChildren(status);
    }
  }, root);
  window.trainer.start();
}

registerWidget("[data-sheet]", mountSheet);
