// The in-browser trainer: one Quiz per [data-trainer] root (rendered at build
// time by docs_ext/engine_blocks.py with its first question). Questions and
// verdicts come only from the engine (trainer.js → the worker); the page never
// holds an answer key and never parses a question id (the `quiz` op does).
//
// Material's instant navigation swaps the page content without a reload: the
// widgets are mounted on every `document$` emission and the ones whose root left
// the page are taken down, so any link, back/forward or a move between trainers
// leaves a working trainer. Links to a spot on the same trainer page scroll
// natively instead of swapping the page.

import { AnswerForm } from "./quiz/answer.js";
import { blockContext, renderBlock } from "./quiz/blocks.js";
import { el, Naming, pointerIs, randomSeed } from "./quiz/dom.js";
import { LEVELS, renderProgress } from "./quiz/progress.js";
import { buildRulesPanel, rulesInPlay } from "./quiz/rules.js";
import {
  dueReviews,
  gameRecord,
  loadStore,
  onOtherTab,
  recordAnswer,
  STORAGE_KEY,
  saveStore,
  splitReviews,
} from "./quiz/store.js";
import { renderVerdict } from "./quiz/verdict.js";
import { knownOptions, OPTIONS_SET_ASIDE, setAsideOptions } from "./saved.js";
import { t } from "./site/words.js";
import { addSkipLink, engineStatusView, onStatus, request, start } from "./trainer.js";

/** The question each game showed last, so a swapped-in page shows it again. */
const lastQuestion = new Map();

function readJson(root, attribute, selector) {
  const text = root.getAttribute(attribute) ?? root.querySelector(selector)?.textContent;
  return JSON.parse(text);
}

/** The question id a `#q=` link names: null when there is none, undefined when it is malformed. */
function idFromHash() {
  const match = /^#q=(.+)$/.exec(window.location.hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined; // a broken %-escape: the link is treated as absent (and said so once)
  }
}

class Quiz {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.game;
    this.uid = this.game;
    this.config = readJson(root, "data-config", ".gc-quiz__config");
    this.questionBox = root.querySelector(".gc-quiz__question");
    const first = readJson(this.questionBox, "data-question-json", ".gc-quiz__data");
    this.naming = new Naming(this.config);
    const { store, notice } = loadStore();
    this.store = store;
    this.record = gameRecord(store, this.game);
    // Answers given in another tab come into this store as that tab saves them.
    onOtherTab((games) => {
      if (games.includes(this.game)) this.renderProgress();
    }, root);
    this.busy = false;
    this.build(notice);
    this.showQuestion(lastQuestion.get(this.game) || first, { updateHash: false });
    // Past the site's navigation in one key (N4): the prompt, where keys 1–9 answer.
    addSkipLink(t("trainer.skip"), () => this.focusPrompt(), root);
    this.unsubscribe = onStatus((engine) => this.onEngine(engine), root);
    this.onKey = (event) => this.keydown(event);
    root.addEventListener("keydown", this.onKey);
    this.onHash = () => {
      const id = idFromHash();
      if (id && id !== this.question.id && this.ready()) this.openId(id);
    };
    window.addEventListener("hashchange", this.onHash);
    root.dataset.mounted = "true";
    start();
  }

  destroy() {
    this.unsubscribe();
    window.removeEventListener("hashchange", this.onHash);
    this.root.removeEventListener("keydown", this.onKey);
  }

  // ---- layout: the question first, then the verdict, then the choices of quiz and progress
  build(notice) {
    const kinds = this.config.kinds;
    // The engine's state (message, download bar, Retry) is trainer.js's view.
    this.status = engineStatusView({
      className: "gc-quiz__status",
      readyText: t("trainer.status.ready"),
      failedNote: t("trainer.status.failed_note"),
    });
    this.notice = el("p", { class: "gc-quiz__notice", role: "alert", hidden: !notice }, notice);
    this.kindSelect = el(
      "select",
      { id: `gc-kind-${this.uid}`, class: "gc-quiz__select" },
      kinds.map((kind) => el("option", { value: kind.name, text: kind.title })),
    );
    this.levelSelect = el(
      "select",
      { id: `gc-level-${this.uid}`, class: "gc-quiz__select" },
      Object.entries(LEVELS).map(([value, level]) =>
        el("option", { value, text: t("trainer.choose.level", { level: Number(value), difficulty: level.title }) }),
      ),
    );
    this.kindDoc = el("p", { class: "gc-quiz__kind-doc" });
    this.kindSelect.addEventListener("change", () => this.describeChoice());
    this.levelSelect.addEventListener("change", () => this.describeChoice());
    this.newButton = el(
      "button",
      { type: "button", class: "md-button md-button--primary", onclick: () => this.newQuestion() },
      t("trainer.new_question"),
    );
    const controls = el(
      "div",
      { class: "gc-quiz__controls" },
      el(
        "span",
        { class: "gc-quiz__control" },
        el("label", { for: this.kindSelect.id }, t("trainer.choose.quiz")),
        this.kindSelect,
      ),
      el(
        "span",
        { class: "gc-quiz__control" },
        el("label", { for: this.levelSelect.id }, t("trainer.choose.difficulty")),
        this.levelSelect,
      ),
      this.newButton,
    );
    this.rulesPanel = buildRulesPanel(this.config, this.record, {
      uid: this.uid,
      onChange: (options) => {
        this.record.options = options;
        this.save();
        this.refreshKinds();
      },
      onApply: () => this.newQuestion(),
    });
    this.heading = el("p", { class: "gc-quiz__heading" });
    this.feedback = el("div", { class: "gc-quiz__feedback", "aria-live": "polite" });
    this.nextButton = el(
      "button",
      { type: "button", class: "md-button md-button--primary", onclick: () => this.next() },
      t("trainer.next_question"),
    );
    this.againButton = el(
      "button",
      { type: "button", class: "md-button", onclick: () => this.tryAgain() },
      t("trainer.try_again"),
    );
    // Missed questions of other quizzes come back by their own button: "Next question"
    // stays in the quiz you chose (N3).
    this.reviewButton = el("button", {
      type: "button",
      class: "md-button",
      hidden: true,
      onclick: () => this.reviewMissed(),
    });
    this.copyButton = el(
      "button",
      { type: "button", class: "md-button gc-quiz__copy", onclick: () => this.copyLink() },
      t("trainer.link.copy"),
    );
    this.copied = el("span", { class: "gc-quiz__copied", role: "status" });
    this.actions = el(
      "div",
      { class: "gc-quiz__actions", hidden: true },
      this.nextButton,
      this.againButton,
      this.reviewButton,
      this.copyButton,
      this.copied,
    );
    this.result = el("div", { class: "gc-quiz__result" }, this.feedback, this.actions);
    this.progress = el("section", { class: "gc-quiz__progress", "aria-label": t("trainer.progress.title") });
    this.root.prepend(this.status, this.notice, this.heading);
    this.root.append(
      this.result,
      el(
        "section",
        { class: "gc-quiz__choose", "aria-label": t("trainer.choose.title") },
        controls,
        this.kindDoc,
        this.rulesPanel,
      ),
      this.progress,
    );
    this.refreshKinds();
    this.renderProgress();
  }

  describeChoice() {
    const kind = this.config.kinds.find((k) => k.name === this.kindSelect.value);
    const level = LEVELS[this.levelSelect.value];
    const levelDoc = level && t("trainer.level.described", { level: Number(this.levelSelect.value), doc: level.doc });
    this.kindDoc.textContent = [kind?.description, levelDoc].filter(Boolean).join(" ");
  }

  refreshKinds() {
    // A kind that needs a house rule (e.g. matadors) is offered only when that rule is on.
    for (const optionEl of this.kindSelect.options) {
      const kind = this.config.kinds.find((k) => k.name === optionEl.value);
      const needs = kind?.needs || [];
      optionEl.disabled = !needs.every((name) => this.record.options[name]);
      optionEl.textContent = optionEl.disabled ? t("trainer.choose.needs_rule", { quiz: kind.title }) : kind.title;
    }
  }

  save() {
    if (!saveStore(this.store)) this.showNotice(t("trainer.not_saved"));
  }

  showNotice(text, link) {
    this.notice.replaceChildren(text, ...(link ? [" ", link] : []));
    this.notice.hidden = false;
  }

  // ---- engine state
  onEngine(engine) {
    const status = engine.status === "idle" ? "loading" : engine.status;
    this.root.dataset.engine = status;
    if (status === "ready") {
      if (engine.describe) this.mergeDescribe(engine.describe);
      if (!this.started) {
        this.started = true;
        const id = idFromHash();
        if (id === undefined) this.showNotice(t("trainer.link.bad"));
        else if (id && id !== this.question.id) this.openId(id);
      }
    }
    this.updateButtons();
  }

  mergeDescribe(describe) {
    const game = describe.games?.[this.game];
    if (!game) return;
    // Saved house rules the engine does not know would make every question fail: set aside, once.
    const { options, dropped } = knownOptions(this.record.options, game);
    if (Object.keys(dropped).length) {
      setAsideOptions(STORAGE_KEY, this.game, dropped);
      this.record.options = options;
      this.save();
      this.showNotice(OPTIONS_SET_ASIDE);
    }
    for (const key of ["card_names", "seat_names", "seat_keys", "deck", "presets", "table"]) {
      if (game[key]) this.config[key] = game[key];
    }
    for (const kind of game.quiz_kinds || []) {
      if (![...this.kindSelect.options].some((o) => o.value === kind.name)) {
        this.kindSelect.append(el("option", { value: kind.name, text: kind.title }));
        this.config.kinds.push(kind);
      }
    }
    this.titles = Object.fromEntries(Object.entries(describe.games).map(([name, g]) => [name, g.title]));
  }

  ready() {
    return this.root.dataset.engine === "ready";
  }

  updateButtons() {
    const ready = this.ready();
    for (const button of [this.newButton, this.nextButton, this.againButton, this.reviewButton]) {
      button.disabled = !ready || this.busy;
    }
    if (this.form) this.form.checkButton.disabled = !ready || this.busy;
    const { same, other } = this.reviews();
    this.nextButton.textContent = same.length ? t("trainer.next_review") : t("trainer.next_question");
    this.reviewButton.hidden = !other.length;
    this.reviewButton.textContent = t("trainer.review", { n: other.length });
  }

  /** The due reviews of the chosen quiz and level, and of the others. */
  reviews() {
    const { kind, difficulty } = this.chosen();
    return splitReviews(this.record, kind, difficulty);
  }

  // ---- getting questions
  async ask(req) {
    this.busy = true;
    this.updateButtons();
    try {
      return await request(req);
    } finally {
      this.busy = false;
      this.updateButtons();
    }
  }

  chosen() {
    return { kind: this.kindSelect.value, difficulty: Number(this.levelSelect.value) };
  }

  async newQuestion(kind, level) {
    if (kind) this.kindSelect.value = kind;
    if (level) this.levelSelect.value = String(level);
    this.describeChoice();
    await this.load(
      { ...this.chosen(), seed: randomSeed(), options: { ...this.record.options } },
      { review: null, focus: true },
    );
  }

  /** Next: a question of the quiz and level the learner chose, a missed one of them first
   * when its turn has come (N3: a review of another quiz never takes its place). */
  async next() {
    const [review] = this.reviews().same;
    if (review) await this.load({ id: review.id }, { review, focus: true });
    else await this.newQuestion();
  }

  /** "Review …": the oldest missed question whose turn has come, of any quiz; the quiz
   * chosen stays chosen for "Next question". */
  async reviewMissed() {
    const [review] = dueReviews(this.record);
    if (review) await this.load({ id: review.id }, { review, focus: true });
  }

  tryAgain() {
    this.showQuestion(this.question, { updateHash: false, practice: true, review: this.review });
    this.focusPrompt();
  }

  async openId(id) {
    await this.load({ id }, { review: null, focus: false });
  }

  async load(parts, { review, focus }) {
    const response = await this.ask({ op: "quiz", game: this.game, ...parts });
    if (!response.ok) {
      await this.cannotLoad(parts, response);
      return;
    }
    this.notice.hidden = true;
    this.showQuestion(response.question, { updateHash: true, review });
    if (focus) this.focusPrompt();
  }

  async cannotLoad(parts, response) {
    if (!parts.id) {
      this.showNotice(t("trainer.link.cannot_make", { reason: response.error.message }));
      return;
    }
    // A link to another game's question: find the game that knows it and link its trainer.
    for (const other of Object.keys(this.titles || {})) {
      if (other === this.game) continue;
      const answer = await request({ op: "quiz", game: other, id: parts.id });
      if (answer.ok) {
        const href = new URL(`../../${other}/trainer/#q=${encodeURIComponent(parts.id)}`, window.location.href);
        this.showNotice(
          t("trainer.link.other_game", { game: this.titles[other] }),
          el("a", { href: href.href }, t("trainer.link.open_in", { game: this.titles[other] })),
        );
        return;
      }
    }
    this.showNotice(t("trainer.link.unknown", { reason: response.error.message }));
  }

  /**
   * On a new question the keyboard starts where the answer is given: in the first field
   * of a number or form answer (the prompt describes it), else on the prompt, where the
   * keys 1–9 pick a choice or a card. On a touch screen the prompt takes the focus, so
   * no on-screen keyboard pops up over the question.
   */
  focusPrompt() {
    const prompt = this.questionBox.querySelector(".gc-quiz__prompt");
    const type = this.question.answer?.type;
    const field = type === "number" || type === "form" ? this.form.firstControl() : null;
    const finePointer = pointerIs("fine");
    if (field && finePointer) {
      if (prompt && !prompt.id) prompt.id = `gc-prompt-${this.uid}`;
      if (prompt) field.setAttribute("aria-describedby", prompt.id);
      field.focus({ preventScroll: true });
    } else {
      prompt?.focus({ preventScroll: true });
    }
    this.root.scrollIntoView({ block: "start" });
  }

  // ---- rendering a question
  showQuestion(question, { updateHash, practice = false, review = null }) {
    this.question = question;
    this.practice = practice;
    this.review = review;
    this.answered = false;
    lastQuestion.set(this.game, question);
    this.naming.useQuestion(question);
    this.feedback.replaceChildren();
    this.actions.hidden = true;
    this.copied.textContent = "";
    this.questionBox.dataset.question = question.id;
    this.form = new AnswerForm(question, this.naming, { onSubmit: () => this.check(), uid: this.uid });
    const ctx = blockContext(question, this.naming, this.form);
    const kind = this.config.kinds.find((k) => k.name === question.kind);
    const level = LEVELS[question.difficulty];
    const quiz = kind ? kind.title : t("trainer.heading.question");
    const tags = [
      level
        ? t("trainer.heading.level", { quiz, level: question.difficulty, difficulty: level.title })
        : t("trainer.heading.level_only", { quiz, level: question.difficulty }),
    ];
    if (review) tags.push(t("trainer.heading.review", { box: review.box }));
    if (practice) tags.push(t("trainer.heading.practice"));
    this.heading.textContent = tags.join(" · ");
    const parts = [el("p", { class: "gc-quiz__prompt", tabindex: "-1" }, question.prompt)];
    const house = rulesInPlay(question, this.config);
    if (house) parts.push(house);
    for (const [index, block] of question.blocks.entries()) parts.push(renderBlock(block, index, ctx));
    // The Check row follows the answer but stays at the window's foot while the question
    // is on screen and the answer below it (N4): it is the question box's, not the form's.
    parts.push(this.form.element, this.form.submitRow);
    this.questionBox.replaceChildren(...parts);
    if (updateHash) history.replaceState(history.state, "", `#q=${encodeURIComponent(question.id)}`);
    if (!review) {
      this.kindSelect.value = question.kind;
      this.levelSelect.value = String(question.difficulty);
    }
    this.describeChoice();
    this.updateButtons();
  }

  permalink() {
    const url = new URL(window.location.href);
    url.hash = `q=${encodeURIComponent(this.question.id)}`;
    return url.href;
  }

  async copyLink() {
    const link = this.permalink();
    this.copyButton.dataset.href = link;
    try {
      await navigator.clipboard.writeText(link);
      this.copied.textContent = t("trainer.link.copied");
    } catch {
      const box = el("input", {
        type: "text",
        readonly: true,
        value: link,
        class: "gc-quiz__link",
        "aria-label": t("trainer.link.label"),
      });
      this.copied.replaceChildren(`${t("trainer.link.copy_this")} `, box);
      box.select();
    }
  }

  // ---- keyboard: 1–9 pick a choice, Enter goes on after the verdict
  keydown(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const typing = target.matches?.("input:not([type=radio]), select, textarea");
    const control = target instanceof Element && target.matches("button, a, summary");
    if (this.answered && event.key === "Enter" && !typing && !control) {
      event.preventDefault();
      this.nextButton.click();
      return;
    }
    if (!this.answered && !typing && /^[1-9]$/.test(event.key) && this.questionBox.contains(target)) {
      if (this.form.pick(Number(event.key))) event.preventDefault();
    }
  }

  // ---- checking
  async check() {
    if (this.answered || !this.ready() || this.busy) return;
    const value = this.form.collect();
    const reason = this.form.emptyReason(value);
    this.form.refuse(reason);
    if (reason) return;
    const response = await this.ask({
      op: "check",
      game: this.game,
      question: { id: this.question.id },
      answer: value,
    });
    if (!response.ok) {
      if (response.error && response.error.code === "empty_answer") {
        this.form.refuse(response.error.message);
        return;
      }
      this.feedback.replaceChildren(
        el(
          "p",
          { class: "gc-verdict gc-verdict--error" },
          t("trainer.check_failed", { reason: response.error.message }),
        ),
      );
      return;
    }
    this.answered = true;
    this.form.lock();
    this.form.mark(response.expected, value);
    const verdict = renderVerdict(response, {
      naming: this.naming,
      describe: (expected) => this.form.describe(expected),
      marked: this.form.marksExpected,
      practice: this.practice,
    });
    if (!this.practice) {
      recordAnswer(this.record, {
        kind: this.question.kind,
        level: this.question.difficulty,
        questionId: this.question.id,
        correct: response.correct === true,
      });
      this.save();
      this.renderProgress();
    }
    this.feedback.replaceChildren(verdict);
    this.actions.hidden = false;
    this.updateButtons();
    verdict.focus({ preventScroll: true });
    this.result.scrollIntoView({ block: "nearest" });
  }

  // ---- progress
  renderProgress() {
    const kinds = this.config.kinds.filter((k) => k.available !== false && !this.needsMissing(k));
    this.progress.replaceChildren(
      ...renderProgress(this.record, kinds, {
        onPractise: (kind, level) => this.newQuestion(kind, level),
        onReview: () => this.reviewMissed(),
        onReset: () => this.resetProgress(),
      }),
    );
    this.updateButtons();
  }

  needsMissing(kind) {
    return !(kind.needs || []).every((name) => this.record.options[name]);
  }

  resetProgress() {
    if (!window.confirm(t("trainer.progress.reset_confirm"))) return;
    const options = this.record.options;
    this.store.games[this.game] = { options };
    this.record = gameRecord(this.store, this.game);
    this.save();
    this.renderProgress();
  }
}

// -- mounting: on every page Material shows, also after instant navigation ---------------

const widgets = new Map();

function sync() {
  for (const [root, quiz] of widgets) {
    if (!root.isConnected) {
      quiz.destroy();
      widgets.delete(root);
    }
  }
  for (const root of document.querySelectorAll("[data-trainer]")) {
    if (widgets.has(root)) continue;
    try {
      widgets.set(root, new Quiz(root));
    } catch (error) {
      root.dataset.engine = "failed";
      console.error("the trainer could not start", error);
    }
  }
}

/** A link to a spot on this same trainer page scrolls there; it must not swap the page. */
function keepSamePageLinks(event) {
  if (!widgets.size || event.defaultPrevented || event.button !== 0) return;
  const link = event.target.closest?.("a[href]");
  if (!link) return;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search && url.hash) {
    event.stopPropagation(); // Material's instant navigation listens further down
  }
}

document.addEventListener("click", keepSamePageLinks, true);
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => sync());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", sync);
} else {
  sync();
}
