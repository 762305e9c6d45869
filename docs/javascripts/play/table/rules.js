/**
 * @file The rule a refusal or a score line rests on, quoted and linked, and the house rule
 * that made a score differ from the text: for the table's score (table/score.js), its
 * refusals (controller.js) and the score sheet (sheet/rows.js).
 */

import { el, siteHref } from "../../quiz/dom.js";
import { t } from "../../site/words.js";

/** A rule's text is quoted only when it is a whole sentence, never a heading ("…values:"). */
export function wholeSentence(text) {
  return typeof text === "string" && /[.!?"”’)]$/.test(text.trim()) && !/:\s*$/.test(text.trim());
}

/** The rule a refusal or a score line rests on: its sentence quoted, and a link to it.
 * `quote: false`: nothing (a score line whose rule an earlier line quotes and links). */
export function ruleLink(rule, { quote = true } = {}) {
  if (!rule || !quote) return null;
  const href = rule.href || rule.anchor;
  const link = href
    ? el("a", { href: siteHref(href) }, rule.topic ? t("play.rule.topic", { topic: rule.topic }) : t("play.rule.read"))
    : null;
  const text = wholeSentence(rule.text) ? el("p", {}, t("play.quote", { text: rule.text.trim() })) : null;
  if (!text && !link) return null;
  return el("blockquote", { class: "gc-play__rule" }, text, link);
}

/** The house rule that made a score line differ from the text: the preset's own words when a
 * preset is in force ("House rule (Common practice today): “Each loser …”"), else the option. */
export function houseRule(note) {
  if (!note || typeof note.text !== "string") return null;
  const where = note.preset ? t("play.house_rule.preset", { preset: note.preset }) : t("play.house_rule");
  return el("p", { class: "gc-play__house-rule" }, where, " ", el("q", {}, note.text.trim()));
}
