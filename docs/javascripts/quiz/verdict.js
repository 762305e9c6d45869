// The verdict of the engine's `check` op, drawn one way for every game:
// right or wrong and why (one line), the answer in words, the explanation once,
// a reason for each card, the rule that decides it (linked by its topic) and the
// matching worked example. Nothing is printed twice.

import { t } from "../site/words.js";
import { cardInline, el, siteHref } from "./dom.js";

/** What a card's verdict means, when the engine gives no message of its own. */
function cardVerdict(verdict) {
  if (verdict === "missed") return t("trainer.verdict.card.missed");
  if (verdict === "extra" || verdict === "wrong") return t("trainer.verdict.card.chosen_wrong");
  if (verdict === "illegal") return t("trainer.verdict.card.illegal");
  if (verdict === "not_in_hand") return t("trainer.verdict.card.not_in_hand");
  if (verdict === "legal") return t("trainer.verdict.card.legal");
  if (verdict === "winner") return t("trainer.verdict.card.winner");
  return "";
}
const GOOD = new Set(["legal", "winner", "right", "correct", "ok"]);
/** A right card the learner left out: marked right ("✓ you missed this"), not as a fault. */
const MISSED = "missed";

function same(a, b) {
  // Compared by their words only: "A. B." and "A" + "B" are the same text.
  const norm = (text) =>
    String(text || "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "");
  return norm(a) !== "" && norm(a) === norm(b);
}

function ruleLink(rule) {
  const href = rule.href || rule.anchor;
  if (!href) return null;
  const text = rule.topic ? t("trainer.verdict.rule", { topic: rule.topic }) : t("trainer.verdict.rule_link");
  return el("a", { href: siteHref(href), class: "gc-rule__link" }, text);
}

function paragraphs(text, cls) {
  if (Array.isArray(text))
    return el(
      "ol",
      { class: cls },
      text.map((step) => el("li", {}, String(step))),
    );
  return el("p", { class: cls }, String(text));
}

/**
 * @param {object} response the `check` op's answer
 * @param {{naming: import("./dom.js").Naming, describe: (expected: unknown) => string, practice: boolean, marked?: boolean}} ctx
 */
export function renderVerdict(response, ctx) {
  const correct = response.correct === true;
  const shown = [];
  const box = el("div", { class: `gc-verdict gc-verdict--${correct ? "correct" : "wrong"}`, tabindex: "-1" });
  const said = correct ? t("trainer.verdict.correct") : t("trainer.verdict.wrong");
  const head = el("p", { class: "gc-verdict__head" }, el("strong", {}, said));
  if (response.why) {
    head.append(" ", response.why);
    shown.push(response.why);
  }
  box.append(head);
  if (!correct && !ctx.marked) {
    // `expected_text` is the engine's sentence; without it, the page names the answer itself
    // (not when the answer form already wrote it beside the field: the answer once).
    // An `expected_text` of "" says on purpose that no answer line is wanted (a refusal
    // that already names every card you may play).
    const text =
      typeof response.expected_text === "string"
        ? response.expected_text
        : t("trainer.verdict.answer", { answer: ctx.describe(response.expected) });
    if (text) box.append(el("p", { class: "gc-verdict__answer" }, text));
  }
  const details = (response.details || []).filter((d) => d && (d.card || d.message));
  const messages = details.map((d) => d.message).filter(Boolean);
  const explanation = response.explanation;
  const repeated =
    !explanation ||
    shown.some((text) => same(text, explanation)) ||
    messages.some((text) => same(text, explanation)) ||
    same(messages.join(" "), explanation);
  if (!repeated) {
    box.append(paragraphs(explanation, "gc-verdict__explanation"));
    shown.push(explanation);
  }
  if (details.length) {
    box.append(
      el(
        "ul",
        { class: "gc-verdict__details" },
        details.map((detail) => {
          const verdict = detail.verdict || detail.wrong || "";
          const good = GOOD.has(verdict);
          const missed = verdict === MISSED;
          const text = detail.message && !shown.some((s) => same(s, detail.message)) ? detail.message : null;
          const state = good ? "good" : missed ? "missed" : "bad";
          return el(
            "li",
            { class: `gc-verdict__detail gc-verdict__detail--${state}` },
            el("span", { class: "gc-verdict__mark", "aria-hidden": "true" }, good || missed ? "✓" : "✗"),
            missed ? el("strong", { class: "gc-verdict__missed" }, `${t("trainer.verdict.missed")} `) : null,
            detail.card ? cardInline(ctx.naming, detail.card) : null,
            " ",
            text || cardVerdict(verdict),
            detail.rule?.topic && (!response.rule || detail.rule.id !== response.rule.id)
              ? [" ", ruleLink(detail.rule)]
              : null,
          );
        }),
      ),
    );
  }
  if (response.rule?.text) {
    box.append(
      el(
        "blockquote",
        { class: "gc-rule" },
        el("p", {}, t("trainer.verdict.quote", { rule: response.rule.text })),
        el(
          "p",
          { class: "gc-rule__source" },
          ruleLink(response.rule),
          response.rule.note_href
            ? [" · ", el("a", { href: siteHref(response.rule.note_href) }, t("trainer.verdict.reading"))]
            : null,
        ),
      ),
    );
  }
  if (response.example) {
    box.append(
      el(
        "p",
        { class: "gc-verdict__example" },
        el("a", { href: siteHref(response.example) }, t("trainer.verdict.example")),
      ),
    );
  }
  if (ctx.practice) {
    box.append(el("p", { class: "gc-verdict__practice" }, t("trainer.verdict.practice")));
  }
  return box;
}
