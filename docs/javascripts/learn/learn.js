// The learn page (`/<game>/learn/`): a path of short lessons, each its text, then its
// exercises one at a time ("Step 2 of 4"), then a "You can now…" summary. The lessons
// are written in Markdown (see docs/pamfil/learn.md for the format); this module turns
// each `.lesson` section of a `[data-learn]` root into one screen of the path.
//
// - The path at the top is one line ("Your path · 2 of 7 lessons done"), folded so that a
//   lesson's exercise starts within the first screen (learner UX review, N6); opened, it
//   lists every lesson (done ✓ / next / later). "Continue" opens the next lesson not done.
//   One lesson is shown at a time; its URL is `#lesson=<id>`.
// - Progress is saved per game (store.js). A lesson is done when every step was answered
//   right; a wrong answer explains why and offers "Try again", and only notes the retry.
// - Without the engine the text stays readable; the exercises wait for it.
// Mounted on Material's `document$` by trainer.js's registerWidget, so the page works
// after instant navigation too.

import { el, Naming } from "../quiz/dom.js";
import * as words from "../site/words.js";
import { engineStatusView, onStatus, registerWidget, start } from "../trainer.js";
import { DealStep } from "./deal.js";
import { PositionStep, QuizStep, readStep } from "./steps.js";
import * as store from "./store.js";
import { firstTryText, lessonMark, pathSummaryText, starMarks, starsFor } from "./words.js";

/** The lesson the URL names: `#lesson=<id>`, or a heading's anchor inside a lesson (the TOC). */
function lessonFromHash() {
  const hash = window.location.hash;
  const match = /^#lesson=([\w-]+)$/.exec(hash);
  if (match) return match[1];
  if (hash.length < 2) return null;
  let target = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
  return target?.closest("section.lesson[data-lesson]")?.dataset.lesson || null;
}

/** A heading's words, without Material's "¶" permalink. */
function headingText(heading) {
  if (!heading) return "";
  const copy = heading.cloneNode(true);
  for (const link of copy.querySelectorAll(".headerlink")) link.remove();
  return copy.textContent.trim();
}

class Lesson {
  constructor(section, index) {
    this.section = section;
    this.id = section.dataset.lesson;
    this.index = index;
    this.heading = section.querySelector("h2");
    this.title = headingText(this.heading) || words.t("learn.lesson.untitled", { number: index + 1 });
    this.stepElements = [...section.querySelectorAll(".lesson-step, .lesson-deal")];
    this.summary = section.querySelector(".lesson-summary");
    this.panel = el("div", { class: "learn-steps", "aria-label": words.t("learn.exercises") });
    this.counter = el("p", { class: "learn-steps__count" });
    this.body = el("div", { class: "learn-steps__body" });
    this.next = el("div", { class: "learn-steps__next" });
    this.panel.append(this.counter, this.body);
    for (const step of this.stepElements) step.hidden = true;
    const anchor = this.stepElements[0] || this.summary;
    if (anchor) anchor.before(this.panel);
    else section.append(this.panel);
    // The way on ("Next step", "Next lesson") comes after the summary, once it shows.
    if (this.summary) this.summary.after(this.next);
    else this.panel.append(this.next);
    if (this.heading) this.heading.tabIndex = -1;
  }
}

class LearnPage {
  constructor(root) {
    this.root = root;
    this.game = root.dataset.learn;
    this.lessons = [...root.querySelectorAll("section.lesson[data-lesson]")].map((s, i) => new Lesson(s, i));
    const { record, notice } = store.load(this.game);
    this.record = record;
    this.notice = el("p", { class: "learn-notice", role: "alert", hidden: !notice }, notice);
    this.status = engineStatusView({
      className: "learn-engine",
      readyText: words.t("learn.status.ready"),
      failedNote: words.t("learn.status.failed_note"),
      // Once ready, the exercise on screen says so: no line between the path and the lesson.
      quietWhenReady: true,
    });
    this.path = el("ol", { class: "learn-path__lessons" });
    this.continueButton = el(
      "button",
      { type: "button", class: "md-button md-button--primary learn-continue", onclick: () => this.continue() },
      words.t("learn.continue"),
    );
    this.pathSummary = el("span", { class: "learn-path__summary" });
    // One line, the list of lessons folded under it: the lesson's own rule and exercise come
    // first on the screen (N6); the list opens on a click, or by the keyboard.
    this.fold = el(
      "details",
      { class: "learn-nav__fold" },
      el(
        "summary",
        { class: "learn-nav__line" },
        el("span", { class: "learn-nav__title", id: `learn-path-${this.game}` }, words.t("learn.path.title")),
        this.pathSummary,
        el("span", { class: "learn-nav__toggle" }, words.t("learn.path.all")),
      ),
      this.path,
    );
    this.nav = el(
      "nav",
      { class: "learn-nav", "aria-labelledby": `learn-path-${this.game}` },
      this.fold,
      this.continueButton,
    );
    root.prepend(this.notice, this.nav, this.status);
    root.classList.add("learn-path--live");
    this.ready = false;
    this.current = null;
    this.unsubscribe = onStatus((engine) => this.onEngine(engine));
    this.onHash = () => {
      if (!root.isConnected) {
        window.removeEventListener("hashchange", this.onHash);
        this.unsubscribe();
        return;
      }
      const wanted = lessonFromHash();
      if (wanted && wanted !== this.current?.id) this.open(wanted, { focus: true, updateHash: false });
    };
    window.addEventListener("hashchange", this.onHash);
    const first = lessonFromHash() || this.record.current || this.nextLesson()?.id;
    this.open(first, { focus: false, updateHash: false });
    start();
  }

  lesson(id) {
    return this.lessons.find((lesson) => lesson.id === id) || null;
  }

  isDone(lesson) {
    return this.record.done.includes(lesson.id);
  }

  /** The first lesson not done (null when every lesson is done). */
  nextLesson() {
    return this.lessons.find((lesson) => !this.isDone(lesson)) || null;
  }

  save() {
    if (!store.save(this.game, this.record)) {
      this.notice.textContent = words.t("trainer.not_saved");
      this.notice.hidden = false;
    }
  }

  // ---- the path
  renderPath() {
    const next = this.nextLesson();
    const done = this.lessons.filter((lesson) => this.isDone(lesson)).length;
    this.pathSummary.textContent = pathSummaryText(done, this.lessons.length);
    this.path.replaceChildren(
      ...this.lessons.map((lesson) => {
        const state = this.isDone(lesson) ? "done" : lesson === next ? "next" : "later";
        const stars = this.record.stars[lesson.id] || 0;
        const mark =
          state === "done"
            ? lessonMark(stars)
            : state === "next"
              ? words.t("learn.path.next")
              : words.t("learn.path.later");
        const shown = lesson === this.current;
        return el(
          "li",
          { class: `learn-path__lesson learn-path__lesson--${state}`, "data-state": state },
          el(
            "button",
            {
              type: "button",
              class: "learn-path__open",
              "aria-current": shown ? "step" : null,
              onclick: () => this.open(lesson.id, { focus: true, updateHash: true }),
            },
            el("span", { class: "learn-path__title" }, lesson.title),
            el(
              "span",
              {
                class: "learn-path__state",
                "aria-label":
                  state === "done" && stars
                    ? shown
                      ? words.t("learn.path.stars_open", { n: stars })
                      : words.t("learn.path.stars", { n: stars })
                    : null,
              },
              shown ? words.t("learn.path.open", { state: mark }) : mark,
            ),
          ),
        );
      }),
    );
    this.continueButton.hidden = !next || next === this.current;
    if (next) this.continueButton.textContent = words.t("learn.continue_to", { lesson: next.title });
  }

  continue() {
    const next = this.nextLesson();
    if (next) this.open(next.id, { focus: true, updateHash: true });
  }

  // ---- one lesson at a time
  open(id, { focus, updateHash }) {
    const lesson = this.lesson(id) || this.nextLesson() || this.lessons[0];
    if (!lesson) return;
    this.current = lesson;
    this.fold.open = false;
    for (const other of this.lessons) other.section.hidden = other !== lesson;
    this.record.current = lesson.id;
    this.save();
    if (updateHash) history.replaceState(history.state, "", `#lesson=${lesson.id}`);
    this.renderPath();
    this.stepIndex = this.isDone(lesson) ? 0 : Math.min(this.record.steps[lesson.id] || 0, lesson.stepElements.length);
    if (lesson.summary) lesson.summary.hidden = !this.isDone(lesson);
    // A pass through the lesson from its first step counts its own first tries (the stars).
    if (this.stepIndex === 0) this.record.first[lesson.id] = [];
    this.showStep();
    if (focus) {
      lesson.heading?.focus({ preventScroll: true });
      lesson.section.scrollIntoView({ block: "start" });
    }
  }

  onEngine(engine) {
    this.root.dataset.engine = engine.status === "idle" ? "loading" : engine.status;
    if (engine.status === "ready" && !this.ready) {
      this.ready = true;
      const described = engine.describe?.games?.[this.game] || {};
      this.described = described;
      this.naming = new Naming({ ...described, game: this.game });
      this.naming.useWords(words);
      if (this.current) this.showStep();
    }
  }

  showStep() {
    const lesson = this.current;
    const total = lesson.stepElements.length;
    lesson.next.replaceChildren();
    if (this.stepIndex >= total) {
      this.finishLesson(lesson);
      return;
    }
    const isDeal = lesson.stepElements[this.stepIndex].classList.contains("lesson-deal");
    lesson.counter.textContent =
      isDeal && total === 1
        ? words.t("learn.step.deal")
        : words.t("learn.step.count", { step: this.stepIndex + 1, total });
    if (!this.ready) {
      lesson.body.replaceChildren(el("p", { class: "learn-step__waiting" }, words.t("learn.step.waiting")));
      return;
    }
    const element = lesson.stepElements[this.stepIndex];
    const spec = readStep(element);
    if (!spec) {
      lesson.body.replaceChildren(el("p", { role: "alert" }, words.t("learn.step.unreadable")));
      return;
    }
    const index = this.stepIndex;
    const ctx = {
      game: this.game,
      naming: this.naming,
      uid: `${this.game}-${lesson.id}-${index}`,
      onSolved: () => this.solved(lesson, index),
      onMistake: () => this.mistake(lesson, index),
    };
    let step;
    if (spec.deal) {
      const saved = this.record.deal?.lesson === lesson.id ? this.record.deal.deal : null;
      step = new DealStep(spec, {
        game: this.game,
        described: this.described,
        saved,
        keep: (deal) => {
          this.record.deal = { lesson: lesson.id, deal };
          this.save();
        },
        onSolved: ctx.onSolved,
      });
    } else {
      step = spec.quiz ? new QuizStep(spec, ctx) : new PositionStep(spec, ctx);
    }
    this.step = step;
    lesson.body.replaceChildren(step.element);
    step.start();
  }

  mistake(lesson, index) {
    this.record.retries[lesson.id] = (this.record.retries[lesson.id] || 0) + 1;
    store.noteTry(this.record, lesson.id, index, false);
    this.save();
  }

  solved(lesson, index) {
    if (lesson !== this.current || index !== this.stepIndex) return;
    const total = lesson.stepElements.length;
    if (!(this.step instanceof DealStep)) store.noteTry(this.record, lesson.id, index, true);
    if (!this.isDone(lesson)) {
      this.record.steps[lesson.id] = Math.max(this.record.steps[lesson.id] || 0, index + 1);
      if (index + 1 >= total) store.markDone(this.record, lesson.id);
      this.save();
    }
    const last = index + 1 >= total;
    if (last && this.step instanceof DealStep) {
      // The score stays on the table: the summary and the way on come below it.
      this.finishLesson(lesson, { keepDeal: true });
      return;
    }
    const button = el(
      "button",
      {
        type: "button",
        class: "md-button md-button--primary learn-steps__go",
        onclick: () => {
          this.stepIndex = index + 1;
          this.showStep();
          const target = lesson.panel.querySelector(".gc-quiz__prompt, .learn-summary-title, button");
          target?.focus({ preventScroll: true });
          lesson.panel.scrollIntoView({ block: "start" });
        },
      },
      last ? words.t("learn.step.finish") : words.t("learn.step.next"),
    );
    // Beside the verdict, where the eyes are (P19), not below the summary.
    this.step.controls.append(button);
    this.save();
    if (last) this.renderPath();
  }

  finishLesson(lesson, { keepDeal = false } = {}) {
    // Stars from this pass's first tries (a whole deal earns the tick, not stars).
    const { right, total } = store.firstTries(this.record, lesson.id);
    const stars = keepDeal ? 0 : starsFor(right, total);
    if (stars) {
      store.keepStars(this.record, lesson.id, stars);
      this.save();
    }
    const all = this.lessons.every((l) => this.isDone(l));
    const done = el(
      "div",
      { class: "learn-celebrate learn-summary-title", tabindex: "-1", role: "status" },
      el(
        "p",
        {},
        stars
          ? el(
              "span",
              { class: "learn-stars", "aria-label": words.t("learn.stars", { n: stars }) },
              `${starMarks(stars)} `,
            )
          : null,
        el("strong", {}, `${all ? words.t("learn.done.path") : words.t("learn.done.lesson")} `),
        keepDeal ? words.t("learn.done.deal") : total ? firstTryText(right, total) : "",
      ),
    );
    if (keepDeal) {
      lesson.body.append(done);
    } else {
      lesson.counter.textContent = "";
      lesson.body.replaceChildren(done);
    }
    if (lesson.summary) lesson.summary.hidden = false;
    const next = this.nextLesson();
    const after = this.lessons[lesson.index + 1];
    const target = next && next !== lesson ? next : after;
    const buttons = [];
    if (target) {
      buttons.push(
        el(
          "button",
          {
            type: "button",
            class: "md-button md-button--primary",
            onclick: () => this.open(target.id, { focus: true, updateHash: true }),
          },
          words.t("learn.next_lesson", { lesson: target.title }),
        ),
      );
    }
    buttons.push(
      el(
        "button",
        {
          type: "button",
          class: "md-button",
          onclick: () => {
            this.record.deal = null;
            this.record.first[lesson.id] = [];
            this.save();
            this.stepIndex = 0;
            this.showStep();
          },
        },
        words.t("learn.again"),
      ),
    );
    lesson.next.replaceChildren(el("p", { class: "learn-steps__buttons" }, buttons));
    this.renderPath();
  }
}

registerWidget("[data-learn]", (root) => new LearnPage(root));
