// The in-browser trainer: mounts every [data-trainer] root (rendered at build
// time by docs_ext/engine_blocks.py with its first question), and drives the
// quizzes through window.trainer.request -> the engine worker. Answers are
// graded only by the engine; the page never holds an answer key.
//
// Saved state (localStorage, versioned key): progress per game and kind, the
// queue of missed questions, and the house rules. Unreadable data is kept
// aside under a backup key and replaced with a fresh record, with a notice.

import { engineStatusView, registerWidget } from "./trainer.js";

const STORAGE_KEY = "gc-trainer/v1";
const BACKUP_KEY = "gc-trainer/v1.unreadable";
const MISSED_MAX = 50;
const siteBase = new URL("../", import.meta.url);
const LEVELS = { 1: "1 · Basic", 2: "2 · Intermediate", 3: "3 · Tricky" };
const DECK_FOLDER = { schafkopf: "german", pamfil: "german", tarok: "tarok" };

// -- saved state -----------------------------------------------------------------

function freshStore() {
  return { version: 1, games: {} };
}

function validStore(data) {
  if (!data || typeof data !== "object" || data.version !== 1) return false;
  if (!data.games || typeof data.games !== "object" || Array.isArray(data.games)) return false;
  for (const game of Object.values(data.games)) {
    if (!game || typeof game !== "object") return false;
    if (game.kinds && typeof game.kinds !== "object") return false;
    if (game.missed && !Array.isArray(game.missed)) return false;
    if (game.options && typeof game.options !== "object") return false;
    for (const kind of Object.values(game.kinds || {})) {
      if (!kind || typeof kind !== "object") return false;
      for (const key of ["answered", "correct", "streak"]) {
        if (!Number.isInteger(kind[key]) || kind[key] < 0) return false;
      }
    }
  }
  return true;
}

function loadStore() {
  let raw = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch (error) {
    return { store: freshStore(), notice: "This browser does not let the trainer save progress." };
  }
  if (raw === null) return { store: freshStore(), notice: "" };
  try {
    const data = JSON.parse(raw);
    if (validStore(data)) return { store: data, notice: "" };
  } catch (error) {
    // fall through: unreadable
  }
  try {
    window.localStorage.setItem(BACKUP_KEY, raw);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(freshStore()));
  } catch (error) {
    // storage full or blocked: the fresh record lives in memory only
  }
  return {
    store: freshStore(),
    notice:
      "Your saved trainer progress could not be read, so it has been started afresh " +
      "(the unreadable copy is kept in this browser under “" + BACKUP_KEY + "”).",
  };
}

function saveStore(store) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(store));
    return true;
  } catch (error) {
    return false;
  }
}

function gameRecord(store, game) {
  if (!store.games[game]) store.games[game] = { kinds: {}, missed: [], options: {} };
  const record = store.games[game];
  record.kinds ||= {};
  record.missed ||= [];
  record.options ||= {};
  return record;
}

// -- small DOM helpers ------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function cardImage(game, code, labels) {
  const label = (labels && labels[code]) || code;
  const src = new URL(`assets/cards/${DECK_FOLDER[game]}/${code}.svg`, siteBase);
  return el("img", { src: src.href, alt: label, class: "gc-card__img", width: 64, height: 96 });
}

function cardSpan(game, code, labels, extraClass = "") {
  return el(
    "span",
    { class: `gc-card ${extraClass}`.trim(), "data-card": code },
    cardImage(game, code, labels),
  );
}

function seatName(game, seat) {
  if (game === "tarok") return ["Seat 0 (ręka)", "Seat 1 (środek)", "Seat 2 (zadek)", "Seat 3"][seat] ?? `Seat ${seat}`;
  return seat === 0 ? "Seat 0 (forehand)" : `Seat ${seat}`;
}

function randomSeed() {
  const values = new Uint32Array(1);
  window.crypto.getRandomValues(values);
  return values[0];
}

// -- question ids and permalinks ---------------------------------------------------

function parseQuestionId(id) {
  const match = /^([a-z]+):([a-z_]+):([1-9]):(\d{1,16})(?::(.*))?$/.exec(id || "");
  if (!match) return null;
  const options = {};
  if (match[5]) {
    for (const part of match[5].split(",")) {
      const [name, value] = part.split("=");
      if (!name || value === undefined) return null;
      options[name] =
        value === "true" ? true : value === "false" ? false : /^-?\d{1,6}$/.test(value) ? Number(value) : value;
    }
  }
  return { game: match[1], kind: match[2], difficulty: Number(match[3]), seed: Number(match[4]), options };
}

function permalink(question) {
  const url = new URL(window.location.href);
  url.hash = "q=" + encodeURIComponent(question.id);
  return url.href;
}

function idFromHash() {
  const match = /^#q=(.+)$/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]) : null;
}

// -- the widget --------------------------------------------------------------------

class Quiz {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.game;
    this.config = JSON.parse(root.querySelector(".gc-quiz__config").textContent);
    this.question = JSON.parse(root.querySelector(".gc-quiz__data").textContent);
    const { store, notice } = loadStore();
    this.store = store;
    this.record = gameRecord(store, this.game);
    this.selection = new Set();
    this.answered = false;
    this.busy = false;
    this.fromMissed = false;
    this.build(notice);
    this.showQuestion(this.question, { updateHash: false });
    window.trainer.onStatus((engine) => this.onEngine(engine));
    window.trainer.start();
  }

  // ---- layout
  build(notice) {
    const kinds = this.config.kinds;
    this.status = engineStatusView({
      className: "gc-quiz__status",
      readyText: "Rules engine ready: choose your answer and check it.",
      failedNote: "The question and the rules pages remain readable.",
    });
    this.notice = el("p", { class: "gc-quiz__notice", role: "alert", hidden: !notice }, notice);
    this.kindSelect = el(
      "select",
      { id: `gc-kind-${this.game}`, class: "gc-quiz__select" },
      kinds.map((kind) => el("option", { value: kind.name, text: kind.title })),
    );
    this.levelSelect = el(
      "select",
      { id: `gc-level-${this.game}`, class: "gc-quiz__select" },
      Object.entries(LEVELS).map(([value, text]) => el("option", { value, text })),
    );
    this.kindSelect.value = this.question.kind;
    this.levelSelect.value = String(this.question.difficulty);
    this.newButton = el("button", { type: "button", class: "md-button md-button--primary", onclick: () => this.newQuestion() }, "New question");
    this.missedButton = el("button", { type: "button", class: "md-button", onclick: () => this.retryMissed() }, "");
    const controls = el(
      "div",
      { class: "gc-quiz__controls" },
      el("label", { for: this.kindSelect.id }, "Quiz "),
      this.kindSelect,
      el("label", { for: this.levelSelect.id }, "Difficulty "),
      this.levelSelect,
      this.newButton,
      this.missedButton,
    );
    this.rulesPanel = this.buildRulesPanel();
    this.questionBox = this.root.querySelector(".gc-quiz__question");
    this.feedback = el("div", { class: "gc-quiz__feedback", "aria-live": "polite" });
    this.nextButton = el("button", { type: "button", class: "md-button md-button--primary", onclick: () => this.newQuestion() }, "Next question");
    this.againButton = el("button", { type: "button", class: "md-button", onclick: () => this.tryAgain() }, "Try this one again");
    this.linkAnchor = el("a", { class: "gc-quiz__permalink", href: "#" }, "Link to this question");
    this.actions = el("div", { class: "gc-quiz__actions", hidden: true }, this.nextButton, this.againButton);
    this.progress = el("section", { class: "gc-quiz__progress", "aria-label": "Your progress" });
    this.root.prepend(this.status, this.notice, controls, this.rulesPanel);
    this.root.append(this.feedback, this.actions, el("p", {}, this.linkAnchor), this.progress);
    this.refreshKinds();
    this.renderProgress();
  }

  buildRulesPanel() {
    const rows = this.config.options.map((option) => {
      const id = `gc-opt-${this.game}-${option.name}`;
      const select = el(
        "select",
        { id, "data-option": option.name, class: "gc-quiz__select" },
        option.choices.map((choice) =>
          el("option", { value: JSON.stringify(choice) }, String(choice) + (choice === option.default ? " (the text)" : "")),
        ),
      );
      const current = option.name in this.record.options ? this.record.options[option.name] : option.default;
      select.value = JSON.stringify(current);
      select.addEventListener("change", () => this.changeOption(option, JSON.parse(select.value)));
      return el(
        "div",
        { class: "gc-quiz__option" },
        el("label", { for: id }, el("code", {}, option.name)),
        select,
        el("p", { class: "gc-quiz__option-doc" }, option.doc + (option.note ? ` (Interpretation ${option.note})` : "")),
      );
    });
    const reset = el("button", { type: "button", class: "md-button", onclick: () => this.resetOptions() }, "Back to the text's rules");
    return el("details", { class: "gc-quiz__rules" }, el("summary", {}, "House rules"), ...rows, reset);
  }

  changeOption(option, value) {
    if (value === option.default) delete this.record.options[option.name];
    else this.record.options[option.name] = value;
    saveStore(this.store);
    this.refreshKinds();
  }

  resetOptions() {
    this.record.options = {};
    saveStore(this.store);
    for (const select of this.rulesPanel.querySelectorAll("select[data-option]")) {
      const option = this.config.options.find((o) => o.name === select.dataset.option);
      select.value = JSON.stringify(option.default);
    }
    this.refreshKinds();
  }

  refreshKinds() {
    // A kind that needs a rule option (e.g. matadors) is offered only when it is on.
    for (const optionEl of this.kindSelect.options) {
      const kind = this.config.kinds.find((k) => k.name === optionEl.value);
      const needs = (kind && kind.needs) || [];
      optionEl.disabled = !needs.every((name) => this.record.options[name]);
      optionEl.textContent = kind.title + (optionEl.disabled ? ` (needs the house rule ${needs.join(", ")})` : "");
    }
  }

  // ---- engine state
  onEngine(engine) {
    const status = engine.status === "idle" ? "loading" : engine.status;
    this.root.dataset.engine = status;
    if (status === "ready") {
      if (engine.describe) this.mergeKinds(engine.describe);
      if (!this.started) {
        this.started = true;
        const id = idFromHash();
        if (id) this.openId(id);
      }
    }
    this.updateButtons();
  }

  mergeKinds(describe) {
    const game = describe.games && describe.games[this.game];
    if (!game) return;
    for (const kind of game.quiz_kinds) {
      if (![...this.kindSelect.options].some((o) => o.value === kind.name)) {
        this.kindSelect.append(el("option", { value: kind.name, text: kind.title }));
        this.config.kinds.push(kind);
      }
    }
  }

  ready() {
    return this.root.dataset.engine === "ready";
  }

  updateButtons() {
    const ready = this.ready();
    for (const button of [this.newButton, this.nextButton, this.againButton]) button.disabled = !ready || this.busy;
    if (this.checkButton) this.checkButton.disabled = !ready || this.busy || this.answered;
    const missed = this.record.missed.length;
    this.missedButton.textContent = `Retry a missed question (${missed})`;
    this.missedButton.disabled = !ready || this.busy || missed === 0;
  }

  // ---- getting questions
  async ask(request) {
    this.busy = true;
    this.updateButtons();
    try {
      return await window.trainer.request(request);
    } finally {
      this.busy = false;
      this.updateButtons();
    }
  }

  async newQuestion() {
    this.fromMissed = false;
    await this.load({
      kind: this.kindSelect.value,
      difficulty: Number(this.levelSelect.value),
      seed: randomSeed(),
      options: { ...this.record.options },
    });
  }

  async tryAgain() {
    this.showQuestion(this.question, { updateHash: false });
  }

  async retryMissed() {
    const id = this.record.missed[0];
    if (!id) return;
    this.fromMissed = true;
    await this.openId(id);
  }

  async openId(id) {
    const parts = parseQuestionId(id);
    if (!parts || parts.game !== this.game) {
      this.showNotice(`The link names a question that is not a ${this.config.title || this.game} question.`);
      return;
    }
    await this.load(parts);
  }

  async load({ kind, difficulty, seed, options }) {
    const response = await this.ask({ op: "quiz", game: this.game, kind, difficulty, seed, options });
    if (!response.ok) {
      this.showNotice(`That question could not be made: ${response.error.message}`);
      return;
    }
    this.kindSelect.value = response.question.kind;
    this.levelSelect.value = String(response.question.difficulty);
    this.showQuestion(response.question, { updateHash: true });
    this.questionBox.querySelector(".gc-quiz__prompt")?.focus();
  }

  showNotice(text) {
    this.notice.textContent = text;
    this.notice.hidden = false;
  }

  // ---- rendering a question
  showQuestion(question, { updateHash }) {
    this.question = question;
    this.selection = new Set();
    this.answered = false;
    this.feedback.replaceChildren();
    this.actions.hidden = true;
    this.questionBox.dataset.question = question.id;
    const parts = [el("p", { class: "gc-quiz__prompt", tabindex: "-1" }, question.prompt)];
    const rulesInPlay = Object.entries(question.affected_by || {});
    if (rulesInPlay.length) {
      const house = rulesInPlay.filter(([name]) => name in (question.options || {}));
      parts.push(
        el(
          "p",
          { class: "gc-quiz__house-rules" },
          house.length
            ? "House rules in play: " + house.map(([n, v]) => `${n} = ${v}`).join(", ") + "."
            : "Rules in play: the text's own (" + rulesInPlay.map(([n, v]) => `${n} = ${v}`).join(", ") + ").",
        ),
      );
    }
    question.blocks.forEach((block, index) => parts.push(this.renderBlock(block, index)));
    parts.push(this.renderAnswer(question));
    this.questionBox.replaceChildren(...parts);
    this.linkAnchor.href = permalink(question);
    if (updateHash) history.replaceState(null, "", "#q=" + encodeURIComponent(question.id));
    this.updateButtons();
  }

  renderBlock(block, index) {
    const q = this.question;
    const answer = q.answer || {};
    const choosable = answer.type === "cards" && answer.from === index;
    if (block.type === "text") return el("p", {}, block.text);
    if (block.type === "facts") {
      return el("dl", { class: "gc-facts" }, block.items.flatMap((item) => [el("dt", {}, item.label), el("dd", {}, String(item.value))]));
    }
    if (block.type === "table") {
      return el(
        "table",
        { class: "gc-table" },
        block.label ? el("caption", {}, block.label) : null,
        el("thead", {}, el("tr", {}, block.columns.map((c) => el("th", { scope: "col" }, String(c))))),
        el("tbody", {}, block.rows.map((row) => el("tr", {}, row.map((cell) => el("td", {}, String(cell)))))),
      );
    }
    if (block.type === "cards" || block.type === "trick") {
      const codes = block.type === "cards" ? block.cards : block.plays.map((p) => p.card);
      const seats = block.type === "trick" ? block.plays.map((p) => p.label || seatName(q.game, p.seat)) : null;
      const list = el("ul", { class: block.type === "trick" ? "gc-trick__plays" : "gc-hand__cards", role: "list" });
      if (choosable) list.setAttribute("aria-label", block.label || "Cards to choose from");
      codes.forEach((code, i) => {
        const item = el("li", { class: block.type === "trick" ? "gc-trick__play" : "gc-hand__card" });
        item.append(choosable ? this.cardButton(code, i === 0) : cardSpan(q.game, code, q.labels));
        if (seats) item.append(el("span", { class: "gc-trick__seat" }, seats[i]));
        list.append(item);
      });
      return el(
        "figure",
        { class: block.type === "trick" ? "gc-trick" : `gc-hand gc-hand--${block.role || "hand"}` },
        block.label ? el("figcaption", { class: "gc-hand__label" }, block.label) : null,
        list,
      );
    }
    return el("p", {}, "");
  }

  cardButton(code, first) {
    const q = this.question;
    const button = el(
      "button",
      {
        type: "button",
        class: "gc-card gc-card--choosable",
        "data-card": code,
        "aria-pressed": "false",
        tabindex: first ? "0" : "-1",
      },
      cardImage(q.game, code, q.labels),
    );
    button.addEventListener("click", () => this.toggleCard(code));
    button.addEventListener("keydown", (event) => this.moveFocus(event, button));
    return button;
  }

  moveFocus(event, button) {
    const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: "first", End: "last" };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const buttons = [...this.questionBox.querySelectorAll(".gc-card--choosable")];
    let index = buttons.indexOf(button);
    const step = keys[event.key];
    if (step === "first") index = 0;
    else if (step === "last") index = buttons.length - 1;
    else index = (index + step + buttons.length) % buttons.length;
    for (const b of buttons) b.tabIndex = -1;
    buttons[index].tabIndex = 0;
    buttons[index].focus();
  }

  toggleCard(code) {
    if (this.answered) return;
    const single = this.question.answer.select === "one";
    if (single) {
      this.selection = this.selection.has(code) ? new Set() : new Set([code]);
    } else if (this.selection.has(code)) {
      this.selection.delete(code);
    } else {
      this.selection.add(code);
    }
    for (const button of this.questionBox.querySelectorAll(".gc-card--choosable")) {
      const on = this.selection.has(button.dataset.card);
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.classList.toggle("gc-card--selected", on);
    }
  }

  renderAnswer(question) {
    const answer = question.answer || {};
    const form = el("form", { class: "gc-quiz__answer", onsubmit: (event) => { event.preventDefault(); this.check(); } });
    if (answer.type === "cards") {
      form.append(
        el(
          "p",
          { class: "gc-quiz__hint" },
          answer.select === "one"
            ? "Choose one card (click it, or use the arrow keys and Enter)."
            : "Choose every card that fits (click them, or use the arrow keys and Enter / Space); choose none if none does.",
        ),
      );
    } else if (answer.type === "choice") {
      const name = `gc-choice-${this.game}`;
      form.append(
        el(
          "fieldset",
          { class: "gc-quiz__choices" },
          el("legend", {}, answer.label || "Your answer"),
          answer.choices.map((choice, i) =>
            el("label", { class: "gc-quiz__choice" }, el("input", { type: "radio", name, value: choice.value, required: i === 0 }), " ", choice.label),
          ),
        ),
      );
    } else if (answer.type === "number") {
      const id = `gc-number-${this.game}`;
      form.append(
        el("label", { for: id }, answer.label || "Your answer"),
        " ",
        el("input", { id, type: "number", name: "value", inputmode: "numeric", step: 1, min: answer.min, max: answer.max, required: true, class: "gc-quiz__number" }),
      );
    } else if (answer.type === "form") {
      const fields = answer.fields.map((field) => {
        const id = `gc-field-${this.game}-${field.name}`;
        const input =
          field.type === "choice"
            ? el("select", { id, name: field.name, required: true }, el("option", { value: "", text: "—" }), field.choices.map((c) => el("option", { value: typeof c === "object" ? c.value : c, text: typeof c === "object" ? c.label : String(c) })))
            : el("input", { id, name: field.name, type: "number", inputmode: "numeric", step: 1, required: true, class: "gc-quiz__number" });
        return el("div", { class: "gc-quiz__field" }, el("label", { for: id }, field.label), " ", input);
      });
      form.append(el("fieldset", { class: "gc-quiz__form" }, el("legend", {}, answer.label || "Your answer"), fields));
    }
    this.checkButton = el("button", { type: "submit", class: "md-button md-button--primary" }, "Check answer");
    form.append(el("p", {}, this.checkButton));
    this.answerForm = form;
    return form;
  }

  collectAnswer() {
    const answer = this.question.answer || {};
    const form = this.answerForm;
    if (answer.type === "cards") {
      const picked = [...this.selection];
      return answer.select === "one" ? picked[0] ?? null : picked;
    }
    if (answer.type === "choice") return form.querySelector("input[type=radio]:checked")?.value ?? null;
    if (answer.type === "number") {
      const text = form.querySelector("input[name=value]").value;
      return text.trim() === "" || Number.isNaN(Number(text)) ? text : Number(text);
    }
    if (answer.type === "form") {
      const values = {};
      for (const field of answer.fields) {
        const input = form.querySelector(`[name="${CSS.escape(field.name)}"]`);
        const text = input ? input.value : "";
        if (field.type === "choice") {
          // Send the engine's own value back (a number or true/false stays one).
          const choice = (field.choices || []).find((c) => String(typeof c === "object" ? c.value : c) === text);
          values[field.name] = choice === undefined ? text : typeof choice === "object" ? choice.value : choice;
        } else {
          values[field.name] = text.trim() === "" || Number.isNaN(Number(text)) ? text : Number(text);
        }
      }
      return values;
    }
    return null;
  }

  // ---- checking
  async check() {
    if (this.answered || !this.ready()) return;
    const answer = this.collectAnswer();
    const response = await this.ask({ op: "check", game: this.game, question: { id: this.question.id }, answer });
    if (!response.ok) {
      this.feedback.replaceChildren(el("p", { class: "gc-verdict gc-verdict--error" }, `The engine could not check that answer: ${response.error.message}`));
      return;
    }
    this.answered = true;
    for (const input of this.answerForm.querySelectorAll("input, select")) input.disabled = true;
    this.markCards(response);
    this.feedback.replaceChildren(...this.renderVerdict(response));
    this.actions.hidden = false;
    this.recordResult(response.correct);
    this.updateButtons();
  }

  markCards(response) {
    if ((this.question.answer || {}).type !== "cards") return;
    const expected = new Set([].concat(response.expected ?? []));
    for (const button of this.questionBox.querySelectorAll(".gc-card--choosable")) {
      const code = button.dataset.card;
      button.classList.toggle("gc-card--expected", expected.has(code));
      button.classList.toggle("gc-card--wrong", this.selection.has(code) !== expected.has(code));
      button.setAttribute("aria-disabled", "true");
    }
  }

  formatExpected(expected) {
    const answer = this.question.answer || {};
    const labels = this.question.labels || {};
    if (answer.type === "cards") {
      const codes = [].concat(expected ?? []);
      return codes.length ? codes.map((c) => labels[c] || c).join(", ") : "none";
    }
    if (answer.type === "choice") {
      const choice = answer.choices.find((c) => String(c.value) === String(expected));
      return choice ? choice.label : String(expected);
    }
    if (answer.type === "form" && expected && typeof expected === "object") {
      return answer.fields
        .map((field) => {
          let value = expected[field.name];
          const choice = (field.choices || []).find((c) => (typeof c === "object" ? c.value : c) === value);
          if (choice && typeof choice === "object") value = choice.label;
          return `${field.label}: ${value}`;
        })
        .join("; ");
    }
    return String(expected);
  }

  renderVerdict(response) {
    const parts = [
      el(
        "p",
        { class: `gc-verdict gc-verdict--${response.correct ? "correct" : "wrong"}` },
        el("strong", {}, response.correct ? "Correct." : "Not quite."),
        response.correct ? "" : ` The answer: ${this.formatExpected(response.expected)}.`,
      ),
    ];
    if (response.explanation) parts.push(el("p", { class: "gc-verdict__explanation" }, response.explanation));
    const details = (response.details || []).filter((d) => d && (d.message || d.why || d.text));
    if (details.length) {
      parts.push(
        el(
          "ul",
          { class: "gc-verdict__details" },
          details.map((detail) =>
            el(
              "li",
              {},
              detail.card ? cardSpan(this.game, detail.card, this.question.labels, "gc-card--inline") : null,
              " ",
              detail.message || detail.why || detail.text,
              detail.rule ? " " : null,
              detail.rule ? this.ruleLink(detail.rule, true) : null,
            ),
          ),
        ),
      );
    }
    if (response.rule) {
      parts.push(
        el(
          "blockquote",
          { class: "gc-rule" },
          el("p", {}, `“${response.rule.text}”`),
          el("p", { class: "gc-rule__source" }, this.ruleLink(response.rule, false)),
        ),
      );
    }
    return parts;
  }

  ruleLink(rule, short) {
    const href = new URL(rule.anchor, siteBase).href;
    return el("a", { href }, short ? `(rule ${rule.id})` : `Read it in the rules: ${rule.id}`);
  }

  // ---- progress
  recordResult(correct) {
    const kind = this.question.kind;
    const stats = (this.record.kinds[kind] ||= { answered: 0, correct: 0, streak: 0 });
    stats.answered += 1;
    if (correct) {
      stats.correct += 1;
      stats.streak += 1;
      this.record.missed = this.record.missed.filter((id) => id !== this.question.id);
    } else {
      stats.streak = 0;
      if (!this.record.missed.includes(this.question.id)) {
        this.record.missed.push(this.question.id);
        if (this.record.missed.length > MISSED_MAX) this.record.missed.shift();
      }
    }
    if (!saveStore(this.store)) this.showNotice("Your progress could not be saved in this browser.");
    this.renderProgress();
  }

  renderProgress() {
    const rows = this.config.kinds.map((kind) => {
      const stats = this.record.kinds[kind.name] || { answered: 0, correct: 0, streak: 0 };
      return el("tr", {}, el("th", { scope: "row" }, kind.title), el("td", {}, stats.answered), el("td", {}, stats.correct), el("td", {}, stats.streak));
    });
    const reset = el("button", { type: "button", class: "md-button", onclick: () => this.resetProgress() }, "Reset progress");
    this.progress.replaceChildren(
      el("h2", {}, "Your progress"),
      el(
        "table",
        { class: "gc-table" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Quiz"), el("th", { scope: "col" }, "Answered"), el("th", { scope: "col" }, "Correct"), el("th", { scope: "col" }, "Streak"))),
        el("tbody", {}, rows),
      ),
      el("p", {}, `Missed questions waiting for a retry: ${this.record.missed.length}. `, reset),
    );
    this.updateButtons?.();
  }

  resetProgress() {
    if (!window.confirm("Reset your progress for this game?")) return;
    this.record.kinds = {};
    this.record.missed = [];
    saveStore(this.store);
    this.renderProgress();
  }
}

registerWidget("[data-trainer]", (root) => {
  try {
    new Quiz(root);
  } catch (error) {
    root.dataset.engine = "failed";
    console.error("the trainer could not start", error);
  }
});
