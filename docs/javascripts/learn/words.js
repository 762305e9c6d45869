// The learn page's own sentences around a number, kept pure (no page, no engine) so that
// tests/site/test_message_templates.py can render each with 0, 1 and 2.

import { t } from "../site/words.js";

/** Stars for a lesson from its steps' first tries: 3 all right, 2 at least half, else 1. */
export function starsFor(right, total) {
  if (!total) return 0;
  if (right >= total) return 3;
  return 2 * right >= total ? 2 : 1;
}

/** "★★☆" for two stars of three. */
export function starMarks(stars) {
  return "★".repeat(stars) + "☆".repeat(Math.max(0, 3 - stars));
}

/** How the first tries went, in words: "3 of your 4 steps right at the first try." */
export function firstTryText(right, total) {
  if (!total) return "";
  if (right === total) {
    if (total === 1) return t("learn.first_try.right");
    return total === 2 ? t("learn.first_try.both_right") : t("learn.first_try.all_right", { n: total });
  }
  if (right === 0) {
    if (total === 1) return t("learn.first_try.again");
    return total === 2 ? t("learn.first_try.both_again") : t("learn.first_try.each_again", { n: total });
  }
  return t("learn.first_try.some_right", { right, n: total });
}

/** The path's summary line: how many lessons are done. */
export function pathSummaryText(done, total) {
  if (total && done >= total) {
    if (total === 1) return t("learn.path.one_done");
    return total === 2 ? t("learn.path.both_done") : t("learn.path.all_done", { n: total });
  }
  return t("learn.path.some_done", { done, n: total });
}

/** A lesson's mark on the path: its stars (when it has steps) or a tick. */
export function lessonMark(stars) {
  return stars ? t("learn.path.done_stars", { stars: starMarks(stars) }) : t("learn.path.done");
}
