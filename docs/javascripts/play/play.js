// The play page (`/<game>/play/`): mounts every [data-play] root once the engine is
// ready, with the settings (players, seat, computer strength, pace, coach, house rules),
// the table (table.js) driven by the deal loop (controller.js), and the history of
// your deals. A `#deal=` link starts that deal; otherwise the deal you were playing
// comes back, or a new one is dealt. Its words are messages of i18n/site/play.pot.

import { el, Naming } from "../quiz/dom.js";
import { knownOptions, OPTIONS_SET_ASIDE, setAsideOptions } from "../saved.js";
import * as words from "../site/words.js";
import { addSkipLink, engineStatusView, registerWidget } from "../trainer.js";
import { Controller } from "./controller.js";
import { dealHash, makeDeal, parseHash } from "./deal.js";
import * as storage from "./storage.js";

const { t } = words;

/** The paces between the computer's moves, in ms, each said as play.pace.<name>. */
const PACES = [
  ["slow", 1600],
  ["normal", 900],
  ["fast", 350],
  ["instant", 0],
];
/** The computer players' strengths (the engine's names), each said as play.strength.<name>. */
const STRENGTHS = ["beginner", "basic", "strong"];

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

class PlayPage {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.play;
  }

  start(describe) {
    const described = describe.games?.[this.game] || {};
    this.described = described;
    this.facts = new Naming({ ...described, game: this.game });
    this.facts.useWords(words);
    const { store, notice } = storage.load();
    this.store = store;
    // Another tab's deals come into this store as it saves them; the same game there is said.
    storage.onOtherTab((games) => {
      if (games.includes(this.game)) this.say(t("play.notice.other_tab"));
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
    this.bar = el("form", { class: "gc-play__bar", "aria-label": t("play.settings.label") });
    this.bar.addEventListener("submit", (event) => event.preventDefault());
    this.stats = el("details", { class: "gc-play__stats" });
    this.controller = new Controller(this.root, this.facts, store, this.settings, (deal) => this.dealChanged(deal));
    const body = el("div", { class: "gc-play__body" });
    // The table first (the exercise first); the settings and your history below it.
    this.root.replaceChildren(this.notice, body, this.bar, this.stats);
    this.controller.mount(body);
    this.renderBar();
    // Past the site's navigation in one key (N4): your next choice at the table.
    addSkipLink(t("play.skip"), () => this.controller.view.focusTable(), this.root);
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
      this.say(t("play.notice.bad_link", { link: shownHash(hash) }));
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
        t("play.settings.players"),
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
        t("play.settings.seat"),
        "seat",
        seatNames.map((name, seat) => [seat, name]),
        s.seat,
        (v) => {
          s.seat = Number(v);
          this.saveSettings();
        },
      ),
      select(
        t("play.settings.strength"),
        "strength",
        STRENGTHS.map((name) => [name, t(`play.strength.${name}`)]),
        s.strength,
        (v) => {
          s.strength = v;
          this.saveSettings();
        },
      ),
      select(
        t("play.settings.pace"),
        "pace",
        PACES.map(([name, ms]) => [ms, t(`play.pace.${name}`)]),
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
          t("play.settings.rules"),
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
      el(
        "span",
        { class: "gc-play__field gc-play__field--check" },
        coach,
        el("label", { for: coachId }, t("play.settings.coach")),
      ),
    );
    const deal = el(
      "button",
      { type: "button", class: "md-button md-button--primary", onclick: () => this.controller.newDeal() },
      t("play.settings.new_deal"),
    );
    this.link = el("a", { class: "gc-play__link", href: "#" }, t("play.settings.link"));
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
    const items = history.slice(0, 10).map((entry) => {
      // The contract as it was said when the deal ended (the engine's label then).
      const args = {
        players: entry.players,
        contract: entry.contract || t("play.history.no_contract"),
        net: entry.net,
      };
      const how = entry.declarer ? (entry.won ? "won" : "lost") : "played";
      return el(
        "li",
        {},
        el(
          "a",
          { href: /^#deal=[\w~=,%.-]*$/.test(entry.key || "") ? entry.key : "#" },
          t("play.history.deal", { seed: String(entry.seed) }),
        ),
        " · ",
        t(`play.history.${how}`, args),
      );
    });
    const summary = {
      played: stats.played,
      won: stats.wonAsDeclarer,
      declared: stats.declared,
      points: stats.points,
      n: Math.abs(stats.points),
    };
    this.stats.replaceChildren(
      el("summary", {}, t("play.history.summary", summary)),
      items.length ? el("ol", { class: "gc-play__history" }, items) : el("p", {}, t("play.history.none")),
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
    failedNote: t("play.engine.failed_note"),
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
    root.prepend(el("p", { class: "gc-play__notice", role: "alert" }, t("play.notice.not_saved")));
  };
  window.addEventListener("gc-save-failed", onSaveFailed);
  let started = false;
  window.trainer.onStatus((engine) => {
    root.dataset.engine = engine.status === "idle" ? "loading" : engine.status;
    if (engine.status === "ready" && engine.describe && !started) {
      started = true;
      page.start(engine.describe);
      root.prepend(status);
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
