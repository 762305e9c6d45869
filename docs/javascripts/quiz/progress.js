// The learner's progress for one game: per kind and level (answered, % right,
// mastery), the overall streak, the reviews waiting, and what to practise next.

import { message, t } from "../site/words.js";
import { el } from "./dom.js";
import { dueReviews, mastery } from "./store.js";

/** The three levels of difficulty: each its title and what it asks, as messages. */
export const LEVELS = {
  1: { title: t("trainer.level.1"), doc: t("trainer.level.1.doc") },
  2: { title: t("trainer.level.2"), doc: t("trainer.level.2.doc") },
  3: { title: t("trainer.level.3"), doc: t("trainer.level.3.doc") },
};

/** A quiz's mastery at one level, in words. */
function masteryWords(state) {
  if (state === "mastered") return t("trainer.mastery.mastered");
  if (state === "learning") return t("trainer.mastery.learning");
  return t("trainer.mastery.new");
}

function levelsOf(kind) {
  return kind.levels?.length ? kind.levels : [1, 2, 3];
}

function levelStats(record, kind, level) {
  return record.kinds[kind]?.levels?.[String(level)];
}

/** Why a (kind, level) comes next: `misses` wrong among the last `total` answers there. */
export function missesReason(misses, total) {
  if (total === 1) return t("trainer.next.last_wrong");
  if (misses === total) return total === 2 ? t("trainer.next.both_wrong") : t("trainer.next.all_wrong", { n: total });
  return t("trainer.next.some_wrong", { n: misses, total });
}

/** The summary line of the progress section, in words. */
export function summaryText({ streak, best, answered }, waiting, due) {
  const review = waiting
    ? due
      ? message("trainer.progress.review.due", { waiting, due })
      : message("trainer.progress.review.waiting", { waiting })
    : message("trainer.progress.review.none");
  return t("trainer.progress.summary", { n: streak, best, answered, review });
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
        const reason = state === "new" ? t("trainer.next.not_tried") : t("trainer.next.nearly");
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
  const parts = [el("h2", {}, t("trainer.progress.title"))];
  parts.push(
    el(
      "p",
      { class: "gc-progress__summary" },
      summaryText(record, waiting, due),
      due
        ? [
            " ",
            el(
              "button",
              { type: "button", class: "md-button", onclick: () => onReview() },
              t("trainer.progress.review_now"),
            ),
          ]
        : null,
    ),
  );
  const next = practiseNext(record, kinds);
  if (next) {
    parts.push(
      el(
        "p",
        { class: "gc-progress__next" },
        el("strong", {}, `${t("trainer.progress.next")} `),
        `${t("trainer.progress.next_quiz", {
          quiz: next.kind.title,
          level: next.level,
          difficulty: LEVELS[next.level]?.title || "",
          reason: next.reason,
        })} `,
        el(
          "button",
          { type: "button", class: "md-button", onclick: () => onPractise(next.kind.name, next.level) },
          t("trainer.progress.practise"),
        ),
      ),
    );
  }
  const header = el(
    "tr",
    {},
    el("th", { scope: "col" }, t("trainer.choose.quiz")),
    [1, 2, 3].map((level) => el("th", { scope: "col" }, t("trainer.progress.level", { level }))),
  );
  const rows = kinds.map((kind) =>
    el(
      "tr",
      { "data-kind": kind.name },
      el("th", { scope: "row" }, kind.title),
      [1, 2, 3].map((level) => {
        if (!levelsOf(kind).includes(level)) return el("td", {}, "–");
        const stats = levelStats(record, kind.name, level);
        if (!stats?.answered) return el("td", { class: "gc-progress__cell--new" }, masteryWords("new"));
        const percent = Math.round((100 * stats.correct) / stats.answered);
        const state = mastery(stats);
        return el(
          "td",
          { class: `gc-progress__cell--${state}`, "data-answered": stats.answered },
          t("trainer.progress.cell", {
            right: stats.correct,
            answered: stats.answered,
            percent,
            mastery: masteryWords(state),
          }),
        );
      }),
    ),
  );
  parts.push(
    el(
      "div",
      // It scrolls sideways on a phone when the words are long (Polish, German): a region the
      // keyboard can reach and scroll, named by the section's title, as the sheet's table is.
      { class: "gc-progress__table", tabindex: 0, role: "region", "aria-label": t("trainer.progress.title") },
      el("table", { class: "gc-table" }, el("thead", {}, header), el("tbody", {}, rows)),
    ),
    el(
      "p",
      {},
      el("button", { type: "button", class: "md-button", onclick: () => onReset() }, t("trainer.progress.reset")),
    ),
  );
  return parts;
}
