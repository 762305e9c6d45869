// The learner's progress for one game: per kind and level (answered, % right,
// mastery), the overall streak, the reviews waiting, and what to practise next.

import { el } from "./dom.js";
import { plural } from "./plural.js";
import { dueReviews, mastery } from "./store.js";

export const LEVELS = {
  1: { title: "Basic", doc: "one rule at a time, in a plain position" },
  2: { title: "Intermediate", doc: "several rules together, as in a real deal" },
  3: { title: "Tricky", doc: "the exceptions and the traps" },
};

const MASTERY_WORDS = { new: "not tried", learning: "learning", mastered: "mastered" };

function levelsOf(kind) {
  return kind.levels?.length ? kind.levels : [1, 2, 3];
}

function levelStats(record, kind, level) {
  return record.kinds[kind]?.levels?.[String(level)];
}

/** Why a (kind, level) comes next: `misses` wrong among the last `total` answers there. */
export function missesReason(misses, total) {
  if (total === 1) return "your last answer here was wrong";
  if (misses === total)
    return total === 2 ? "both your last 2 answers here were wrong" : `all your last ${total} answers here were wrong`;
  return `${misses} of your last ${total} answers here ${misses === 1 ? "was" : "were"} wrong`;
}

/** The summary line of the progress section, in words. */
export function summaryText({ streak, best, answered }, waiting, due) {
  const review = waiting
    ? `Missed questions coming back for review: ${waiting}${due ? ` (${due} due now)` : ""}.`
    : "No missed questions waiting for review.";
  return `Streak: ${plural(streak, "right answer")} in a row (best ${best}). Answered: ${answered}. ${review}`;
}

/** The (kind, level) to practise next, with the reason in words, or null. */
export function practiseNext(record, kinds) {
  let worst = null;
  for (const kind of kinds) {
    for (const level of levelsOf(kind)) {
      const stats = levelStats(record, kind.name, level);
      const recent = stats?.recent || [];
      const misses = recent.filter((x) => !x).length;
      if (!misses) continue;
      const rate = (recent.length - misses) / recent.length;
      if (rate < 0.8 && (!worst || rate < worst.rate)) {
        const reason = missesReason(misses, recent.length);
        worst = { kind, level, rate, reason };
      }
    }
  }
  if (worst) return worst;
  for (const level of [1, 2, 3]) {
    for (const kind of kinds) {
      if (!levelsOf(kind).includes(level)) continue;
      const state = mastery(levelStats(record, kind.name, level));
      if (state !== "mastered") {
        const reason = state === "new" ? "you have not tried it yet" : "a few more right answers will master it";
        return { kind, level, reason };
      }
    }
  }
  return null;
}

/**
 * Render the progress section. `kinds` are the kinds on offer; `onPractise(kind, level)`
 * starts a question; `onReset()` clears the record.
 */
export function renderProgress(record, kinds, { onPractise, onReview, onReset }) {
  const due = dueReviews(record).length;
  const waiting = record.reviews.length;
  const parts = [el("h2", {}, "Your progress")];
  parts.push(
    el(
      "p",
      { class: "gc-progress__summary" },
      summaryText(record, waiting, due),
      due
        ? [" ", el("button", { type: "button", class: "md-button", onclick: () => onReview() }, "Review it now")]
        : null,
    ),
  );
  const next = practiseNext(record, kinds);
  if (next) {
    parts.push(
      el(
        "p",
        { class: "gc-progress__next" },
        el("strong", {}, "Practise next: "),
        `${next.kind.title}, level ${next.level} (${LEVELS[next.level]?.title || ""}): ${next.reason}. `,
        el(
          "button",
          { type: "button", class: "md-button", onclick: () => onPractise(next.kind.name, next.level) },
          "Practise it",
        ),
      ),
    );
  }
  const header = el(
    "tr",
    {},
    el("th", { scope: "col" }, "Quiz"),
    [1, 2, 3].map((level) => el("th", { scope: "col" }, `Level ${level}`)),
  );
  const rows = kinds.map((kind) =>
    el(
      "tr",
      { "data-kind": kind.name },
      el("th", { scope: "row" }, kind.title),
      [1, 2, 3].map((level) => {
        if (!levelsOf(kind).includes(level)) return el("td", {}, "–");
        const stats = levelStats(record, kind.name, level);
        if (!stats?.answered) return el("td", { class: "gc-progress__cell--new" }, MASTERY_WORDS.new);
        const percent = Math.round((100 * stats.correct) / stats.answered);
        const state = mastery(stats);
        return el(
          "td",
          { class: `gc-progress__cell--${state}`, "data-answered": stats.answered },
          `${stats.correct}/${stats.answered} right (${percent}%) · ${MASTERY_WORDS[state]}`,
        );
      }),
    ),
  );
  parts.push(
    el(
      "div",
      { class: "gc-progress__table" },
      el("table", { class: "gc-table" }, el("thead", {}, header), el("tbody", {}, rows)),
    ),
    el("p", {}, el("button", { type: "button", class: "md-button", onclick: () => onReset() }, "Reset progress")),
  );
  return parts;
}
