// The play page (`/<game>/play/`): mounts every [data-play] root once the engine is
// ready, with the settings (players, seat, computer strength, pace, coach, house rules),
// the table (table.js) driven by the deal loop (controller.js), and the history of
// your deals. A `#deal=` link starts that deal; otherwise the deal you were playing
// comes back, or a new one is dealt.

import { el, Naming, pageWords } from "../quiz/dom.js";
import { signed } from "../quiz/plural.js";
import { knownOptions, OPTIONS_SET_ASIDE, setAsideOptions } from "../saved.js";
import { addSkipLink, engineStatusView, registerWidget } from "../trainer.js";
import { Controller } from "./controller.js";
import { dealHash, makeDeal, parseHash } from "./deal.js";
import * as storage from "./storage.js";

const PACES = [
  ["Slow", 1600],
  ["Normal", 900],
  ["Fast", 350],
  ["Instant", 0],
];
const STRENGTHS = [
  ["beginner", "Beginner (makes beginners' mistakes)"],
  ["basic", "Club (plays the usual card)"],
  ["strong", "Strong (looks ahead)"],
];

function defaults(described) {
  const protocol = described.protocol || {};
  return {
    players: protocol.default_players || (described.players || [4])[0],
    seat: 0,
    strength: "strong",
    pace: 900,
    coach: true,
    preset: (described.presets || [])[0] ? described.presets[0].name : "",
    options: {},
  };
}

function select(label, name, choices, value, onChange) {
  // A choice of one is no choice: the field is not shown (the value still holds).
  if (choices.length < 2) return null;
  const id = `gc-play-${name}-${Math.random().toString(36).slice(2, 8)}`;
  const box = el("select", { id, class: "gc-play__select", name });
  for (const [optionValue, text] of choices) {
    box.append(el("option", { value: optionValue, selected: String(optionValue) === String(value) }, text));
  }
  box.addEventListener("change", () => onChange(box.value));
  return el("span", { class: "gc-play__field" }, el("label", { for: id }, label), box);
}

/** A link's fragment as text to show (a malformed escape is shown as typed). */
function shownHash(hash) {
  let text = hash;
  try {
    text = decodeURIComponent(hash);
  } catch {
    // shown as typed
  }
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Said when another tab saved a deal of this page's game. */
const OTHER_TAB =
  "This game is also being played in another tab. Whichever tab moves last has its deal saved, " +
  "and a reload shows that deal.";

class PlayPage {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.play;
  }

  /** `words`: the page's words (site/words.js), or null when they could not be loaded (the
   * table then names seats by their labels and leaves the sentences it builds unsaid). */
  start(describe, words) {
    const described = describe.games?.[this.game] || {};
    this.described = described;
    this.facts = new Naming({ ...described, game: this.game });
    this.facts.useWords(words);
    const { store, notice } = storage.load();
    this.store = store;
    // Another tab's deals come into this store as it saves them; the same game there is said.
    storage.onOtherTab((games) => {
      if (games.includes(this.game)) this.say(OTHER_TAB);
    }, this.root);
    const record = storage.gameRecord(store, this.game);
    this.settings = { ...defaults(described), ...record.settings };
    this.notice = el("p", { class: "gc-play__notice", role: "alert", hidden: !notice }, notice);
    // Saved house rules the engine does not know would make every deal fail: set aside, once.
    const settingsRules = knownOptions(this.settings.options, described);
    const dealRules = knownOptions(record.current?.options, described);
    const dropped = { ...dealRules.dropped, ...settingsRules.dropped };
    if (Object.keys(dropped).length) {
      setAsideOptions(storage.STORAGE_KEY, this.game, dropped);
      this.settings.options = settingsRules.options;
      record.settings = { ...this.settings };
      if (Object.keys(dealRules.dropped).length) record.current = null;
      storage.save(store);
      this.say(OPTIONS_SET_ASIDE);
    }
    this.bar = el("form", { class: "gc-play__bar", "aria-label": "Deal settings" });
    this.bar.addEventListener("submit", (event) => event.preventDefault());
    this.stats = el("details", { class: "gc-play__stats" });
    this.controller = new Controller(this.root, this.facts, store, this.settings, (deal) => this.dealChanged(deal));
    const body = el("div", { class: "gc-play__body" });
    // The table first (the exercise first); the settings and your history below it.
    this.root.replaceChildren(this.notice, body, this.bar, this.stats);
    this.controller.mount(body);
    this.renderBar();
    // Past the site's navigation in one key (N4): your next choice at the table.
    if (words) addSkipLink(words.t("play.skip"), () => this.controller.view.focusTable(), this.root);
    const onHash = () => {
      // A page left by instant navigation stops listening (no deal started behind the scenes).
      if (!this.root.isConnected) window.removeEventListener("hashchange", onHash);
      else this.fromHash();
    };
    window.addEventListener("hashchange", onHash);
    if (!this.fromHash()) {
      const current = record.current;
      if (current && storage.validDeal(current) && current.game === this.game) {
        this.controller.start(current);
      } else {
        this.controller.newDeal();
      }
    }
  }

  /** Show a notice above the table (beside any shown already), once. */
  say(text) {
    const shown = this.notice.textContent;
    if (shown.includes(text)) return;
    this.notice.textContent = shown ? `${shown} ${text}` : text;
    this.notice.hidden = false;
  }

  /** A `#deal=` link that cannot be played is said once, set aside and a fresh deal dealt. */
  badLink() {
    const hash = window.location.hash;
    if (this.saidBadLink !== hash) {
      this.saidBadLink = hash;
      this.say(
        `The link “${shownHash(hash)}” could not be read: it does not name a deal of this game (it is incomplete, damaged or names rules or seats this game does not have), so a fresh deal is dealt instead.`,
      );
    }
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    this.controller.newDeal();
    return true;
  }

  /** Start the deal the `#deal=` link names (resuming it if it is the saved one). A link
   * that names no deal of this game says so and opens a fresh deal. */
  fromHash() {
    const hash = window.location.hash;
    if (!hash.startsWith("#deal=")) return false;
    const wanted = parseHash(hash);
    if (!wanted) return this.badLink();
    const players = this.described.players || [];
    if (players.length && !players.includes(wanted.players)) return this.badLink();
    if (Object.keys(knownOptions(wanted.options, this.described).dropped).length) return this.badLink();
    const current = storage.gameRecord(this.store, this.game).current;
    const fresh = makeDeal(this.game, wanted);
    if (current && storage.validDeal(current) && dealHash(current) === dealHash(fresh)) {
      if (this.controller.deal === current) return true;
      this.controller.start(current);
    } else {
      this.controller.start(fresh);
    }
    return true;
  }

  saveSettings() {
    storage.gameRecord(this.store, this.game).settings = { ...this.settings };
    storage.save(this.store);
  }

  presetOptions(name) {
    const preset = (this.described.presets || []).find((p) => p.name === name);
    return preset ? { ...(preset.options || {}) } : {};
  }

  renderBar() {
    const s = this.settings;
    const counts = this.described.players || [s.players];
    // The seats glossed where their names need it ("Zadek (rearhand)"), as on the table.
    const seatNames = (this.described.seat_names?.[String(s.players)] || []).map((_, seat) =>
      this.facts.seatGlossed(seat, s.players),
    );
    const fields = [
      select(
        "Players",
        "players",
        counts.map((n) => [n, String(n)]),
        s.players,
        (v) => {
          s.players = Number(v);
          if (s.seat >= s.players) s.seat = 0;
          this.saveSettings();
          this.renderBar();
        },
      ),
      select(
        "Your seat",
        "seat",
        seatNames.map((name, seat) => [seat, name]),
        s.seat,
        (v) => {
          s.seat = Number(v);
          this.saveSettings();
        },
      ),
      select("Computer players", "strength", STRENGTHS, s.strength, (v) => {
        s.strength = v;
        this.saveSettings();
      }),
      select(
        "Pace",
        "pace",
        PACES.map(([name, ms]) => [ms, name]),
        s.pace,
        (v) => {
          s.pace = Number(v);
          this.saveSettings();
        },
      ),
    ];
    const presets = this.described.presets || [];
    if (presets.length) {
      fields.push(
        select(
          "Rules",
          "preset",
          presets.map((p) => [p.name, p.label]),
          s.preset,
          (v) => {
            s.preset = v;
            s.options = this.presetOptions(v);
            this.saveSettings();
          },
        ),
      );
    }
    const coachId = `gc-play-coach-${this.game}`;
    const coach = el("input", { type: "checkbox", id: coachId, name: "coach", checked: s.coach });
    coach.addEventListener("change", () => {
      s.coach = coach.checked;
      this.saveSettings();
      if (!coach.checked) this.controller.view.clear("coach");
    });
    fields.push(
      el("span", { class: "gc-play__field gc-play__field--check" }, coach, el("label", { for: coachId }, "Coach")),
    );
    const deal = el(
      "button",
      { type: "button", class: "md-button md-button--primary", onclick: () => this.controller.newDeal() },
      "New deal",
    );
    this.link = el("a", { class: "gc-play__link", href: "#" }, "Link to this deal");
    this.bar.replaceChildren(...fields.filter(Boolean), deal, this.link);
    if (this.controller.deal) this.dealChanged(this.controller.deal);
  }

  dealChanged(deal) {
    const hash = dealHash(deal);
    if (this.link) this.link.href = hash;
    if (window.location.hash.startsWith("#deal=") && window.location.hash !== hash) {
      window.history.replaceState(null, "", hash);
    }
    this.renderStats();
  }

  renderStats() {
    const stats = storage.statistics(this.store, this.game);
    const history = storage.gameRecord(this.store, this.game).history;
    const items = history
      .slice(0, 10)
      .map((entry) =>
        el(
          "li",
          {},
          el("a", { href: /^#deal=[\w~=,%.-]*$/.test(entry.key || "") ? entry.key : "#" }, `Deal ${entry.seed}`),
          ` · ${entry.players} players · ${entry.contract || "no contract"} · ${signed(entry.net)}`,
          entry.declarer ? (entry.won ? " · won as declarer" : " · lost as declarer") : "",
        ),
      );
    this.stats.replaceChildren(
      el(
        "summary",
        {},
        `Your deals: ${stats.played} played, ${stats.wonAsDeclarer} of ${stats.declared} won as declarer, ${signed(stats.points)} ${Math.abs(stats.points) === 1 ? "point" : "points"}`,
      ),
      items.length ? el("ol", { class: "gc-play__history" }, items) : el("p", {}, "No finished deal yet."),
    );
  }
}

function mountPlay(root) {
  const page = new PlayPage(root);
  // The engine's state, as on the trainer and the learn pages: the download bar,
  // Retry after a failure and "Restart the engine" when an answer does not come;
  // nothing once the engine is ready, not even "Working…" (the table's own line says
  // who is thinking, and a status read out between the cards is noise, N5).
  const status = engineStatusView({
    className: "gc-play__engine",
    failedNote: "The rules and the worked examples still work.",
    quietWhenReady: true,
    sayWorking: false,
  });
  // In the page from the start (a view out of the page stops following the engine):
  // it takes the place of the build's "starting…" line, with the download bar.
  const boot = root.querySelector(".gc-play__boot");
  if (boot) boot.replaceWith(status);
  else root.prepend(status);
  // A deal or a setting the browser would not save is said once (a reload would lose it).
  const onSaveFailed = (event) => {
    if (!root.isConnected) {
      window.removeEventListener("gc-save-failed", onSaveFailed);
      return;
    }
    if (event.detail?.key !== storage.STORAGE_KEY) return;
    window.removeEventListener("gc-save-failed", onSaveFailed);
    root.prepend(
      el(
        "p",
        { class: "gc-play__notice", role: "alert" },
        "Your deal could not be saved in this browser (its storage is full or refused). " +
          "You can play on, but leaving or reloading the page would lose it.",
      ),
    );
  };
  window.addEventListener("gc-save-failed", onSaveFailed);
  // The page's words load while the engine starts (they are needed once the table is drawn).
  const words = pageWords().catch((error) => {
    console.error("the page's words could not be loaded", error);
    return null;
  });
  let started = false;
  let starts = 0;
  window.trainer.onStatus((engine) => {
    root.dataset.engine = engine.status === "idle" ? "loading" : engine.status;
    if (engine.status === "ready" && engine.describe && !started) {
      started = true;
      const run = ++starts;
      const describe = engine.describe;
      words.then((loaded) => {
        if (run !== starts || !started || !root.isConnected) return; // restarted meanwhile
        page.start(describe, loaded);
        root.prepend(status);
      });
    } else if (engine.status === "failed") {
      // The table goes; Retry brings back the deal you were playing.
      started = false;
      root.dataset.playPhase = "error";
      root.replaceChildren(status);
    } else if (engine.status !== "ready" && started) {
      // Restarted: the table mounts again, resuming the saved deal, once the new engine is ready.
      started = false;
      root.replaceChildren(status);
    }
  }, root);
  window.trainer.start();
}

registerWidget("[data-play]", mountPlay);
