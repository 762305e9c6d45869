// The learn page's own sentences around a number, kept pure (no page, no engine) so that
// tests/site/test_message_templates.py can render each with 0, 1 and 2.

import { plural } from "../quiz/plural.js";

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
    if (total === 1) return "Right at the first try.";
    return total === 2 ? "Both steps right at the first try." : `All ${total} steps right at the first try.`;
  }
  if (right === 0) {
    const which = total === 1 ? "The step" : total === 2 ? "Both steps" : `Each of the ${total} steps`;
    return `${which} needed a second try: that is how everyone learns.`;
  }
  return `${right} of ${plural(total, "step")} right at the first try.`;
}

/** The path's summary line: how many lessons are done. */
export function pathSummaryText(done, total) {
  if (total && done >= total) {
    if (total === 1) return "The lesson is done.";
    return `${total === 2 ? "Both" : `All ${total}`} lessons done: go back to any of them.`;
  }
  return `${done} of ${plural(total, "lesson")} done.`;
}

/** A lesson's mark on the path: its stars (when it has steps) or a tick. */
export function lessonMark(stars) {
  return stars ? `${starMarks(stars)} done` : "✓ done";
}
