// The exercises of a lesson, one at a time. Two kinds, both checked only by the engine:
// - a quiz step `{"quiz": kind, "seed": N, "difficulty": 1–3, "options": {…}}`: a question
//   of the trainer (level 1 unless the step names another; the text's rules unless the step
//   names a house rule, as a lesson on house rules does), drawn and checked with the
//   trainer's own modules (blocks, answer form, verdict);
// - a position step `{"position": {seed, players, actions, options}, "prompt", "expect"}`: a
//   moment of a deal (the `state` op), seen from the seat to move. The learner clicks a
//   card of the hand, or takes a call offered. "legal" accepts any legal action and
//   explains an illegal one with the engine's refusal and its rule, as the play page
//   does; "best" compares with the `hint` op's choice (basic strength) and its reason.
// A step calls `onSolved()` once it is answered right, `onMistake()` for a wrong answer;
// a wrong answer offers "Try again" on the same exercise.

import { bare, sameAction } from "../play/deal.js";
import { AnswerForm } from "../quiz/answer.js";
import { blockContext, renderBlock } from "../quiz/blocks.js";
import { cardImage, cardSpan, el, pointerIs, showTogether } from "../quiz/dom.js";
import { rulesInPlay } from "../quiz/rules.js";
import { renderVerdict } from "../quiz/verdict.js";
import { anyOf, card, label, t } from "../site/words.js";
import { request } from "../trainer.js";

/** The actions a position step offers as buttons (cards of the hand are clicked instead). */
const BUTTON_KINDS = new Set(["call", "take"]);

function capitalise(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function sentence(text) {
  const trimmed = capitalise(String(text || "").trim());
  return !trimmed || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What one step asks for, read from its `data-step` JSON; null when it cannot be read. */
export function readStep(element) {
  if (element.classList.contains("lesson-deal")) {
    try {
      const deal = JSON.parse(element.dataset.deal || "{}");
      return Number.isInteger(deal.seed) && Number.isInteger(deal.players) ? { deal } : null;
    } catch {
      return null;
    }
  }
  try {
    const step = JSON.parse(element.dataset.step || "{}");
    if (typeof step.quiz === "string" && Number.isInteger(step.seed)) {
      const level = step.difficulty ?? 1;
      const options = step.options ?? {};
      const plain = options && typeof options === "object" && !Array.isArray(options);
      return [1, 2, 3].includes(level) && plain ? { ...step, difficulty: level, options } : null;
    }
    if (step.position && Number.isInteger(step.position.seed) && Number.isInteger(step.position.players)) {
      return { ...step, expect: step.expect === "best" ? "best" : "legal" };
    }
  } catch {
    // malformed: reported by the caller
  }
  return null;
}

/** The shell every step shares: the exercise, then the verdict and its buttons. */
class Step {
  constructor({ game, naming, uid, onSolved, onMistake }) {
    this.game = game;
    this.naming = naming;
    this.uid = uid;
    this.onSolved = onSolved;
    this.onMistake = onMistake;
    this.exercise = el("div", { class: "learn-step__exercise" });
    this.feedback = el("div", { class: "learn-step__feedback", "aria-live": "polite" });
    this.again = el(
      "button",
      { type: "button", class: "md-button learn-step__again", hidden: true, onclick: () => this.retry() },
      t("learn.step.try_again"),
    );
    // "Try again" or "Next step" sit right under the verdict (learn.js adds "Next step").
    this.controls = el("p", { class: "learn-step__actions" }, this.again);
    this.element = el("div", { class: "learn-step" }, this.exercise, this.feedback, this.controls);
  }

  waiting(text) {
    this.exercise.replaceChildren(el("p", { class: "learn-step__waiting" }, text));
  }

  failed(error) {
    this.exercise.replaceChildren(
      el(
        "p",
        { class: "learn-step__waiting", role: "alert" },
        t("learn.step.setup_failed", { reason: error?.message || t("learn.step.no_answer") }),
      ),
    );
  }

  /** Show the verdict box; right → solved, wrong → "Try again". */
  verdict(box, correct) {
    this.feedback.replaceChildren(box);
    this.again.hidden = correct;
    box.focus({ preventScroll: true });
    if (correct) this.onSolved();
    else this.onMistake();
    // The verdict and the way on ("Next step", "Try again") in view together (P19).
    showTogether(box, this.controls);
  }

  retry() {
    this.feedback.replaceChildren();
    this.again.hidden = true;
    this.show();
    this.exercise.querySelector("[tabindex='-1'], button, input")?.focus();
  }
}

export class QuizStep extends Step {
  constructor(spec, ctx) {
    super(ctx);
    this.spec = spec;
  }

  async start() {
    this.waiting(t("learn.step.setting_up"));
    const response = await request({
      op: "quiz",
      game: this.game,
      kind: this.spec.quiz,
      seed: this.spec.seed,
      difficulty: this.spec.difficulty,
      options: this.spec.options,
    });
    if (!response.ok) {
      this.failed(response.error);
      return;
    }
    this.question = response.question;
    this.show();
  }

  show() {
    const question = this.question;
    this.naming.useQuestion(question);
    this.busy = false;
    this.form = new AnswerForm(question, this.naming, { onSubmit: () => this.check(), uid: this.uid });
    const ctx = blockContext(question, this.naming, this.form);
    // A step under a house rule says so, in the trainer's words (the rule's label and value).
    const houseRules = Object.keys(this.spec.options).length
      ? rulesInPlay({ ...question, rules_in_play: undefined }, this.naming.config)
      : null;
    this.exercise.replaceChildren(
      el("p", { class: "gc-quiz__prompt", tabindex: "-1" }, question.prompt),
      ...(houseRules ? [houseRules] : []),
      ...question.blocks.map((block, index) => renderBlock(block, index, ctx)),
      this.form.element,
    );
    this.exercise.dataset.question = question.id;
  }

  async check() {
    if (this.busy || this.form.locked) return;
    const value = this.form.collect();
    const reason = this.form.emptyReason(value);
    this.form.refuse(reason);
    if (reason) return;
    this.busy = true;
    const response = await request({ op: "check", game: this.game, question: { id: this.question.id }, answer: value });
    this.busy = false;
    if (!response.ok) {
      if (response.error?.code === "empty_answer") this.form.refuse(response.error.message);
      else this.form.refuse(t("trainer.check_failed", { reason: response.error?.message || "" }));
      return;
    }
    this.form.lock();
    this.form.mark(response.expected, value);
    const box = renderVerdict(response, {
      naming: this.naming,
      describe: (expected) => this.form.describe(expected),
      marked: this.form.marksExpected,
      practice: false,
    });
    this.verdict(box, response.correct === true);
  }
}

export class PositionStep extends Step {
  constructor(spec, ctx) {
    super(ctx);
    this.spec = spec;
  }

  deal(actions) {
    const { seed, players, options } = this.spec.position;
    return { op: "state", game: this.game, seed, players, options: options || {}, actions };
  }

  async start() {
    this.waiting(t("learn.step.setting_up"));
    const actions = (this.spec.position.actions || []).map(bare);
    this.actions = actions;
    const overview = await request(this.deal(actions));
    if (!overview.ok || overview.to_move === null || overview.to_move === undefined) {
      this.failed(overview.error || { message: t("learn.step.nobody_to_move") });
      return;
    }
    this.seat = overview.to_move;
    const state = await request({ ...this.deal(actions), view: this.seat });
    if (!state.ok) {
      this.failed(state.error);
      return;
    }
    this.state = state;
    if (this.spec.expect === "best") {
      const { seed, players, options } = this.spec.position;
      this.hint = request({
        op: "hint",
        game: this.game,
        seed,
        players,
        options: options || {},
        actions,
        seat: this.seat,
        strength: "basic",
      });
    }
    this.show();
  }

  /** The legal actions with the engine's words for them. */
  offered() {
    const labels = this.state.labels || [];
    return (this.state.legal_actions || []).map((action, i) => ({ action, label: labels[i] || "" }));
  }

  show() {
    const state = this.state;
    this.locked = false;
    const facts = el("dl", { class: "gc-facts" });
    const fact = (term, ...value) => facts.append(el("dt", {}, term), el("dd", {}, ...value));
    fact(t("learn.fact.you_are"), this.naming.seat(this.seat, state.players));
    const trumpSuit = this.naming.trumpsTurned ? state.contract?.trump : null;
    if (trumpSuit) {
      // A game without a contract (Pamfil): the turned card makes a suit trumps
      // (`describe`'s `trump_made_by`).
      fact(t("learn.fact.trumps"), label(this.naming.suitNoun(trumpSuit)));
    } else if (state.contract?.label) {
      // As the play page says it: the contract and who plays it (Pamfil's names the trumps).
      const declarer = Number.isInteger(state.declarer) ? state.declarer : null;
      const contract = capitalise(state.contract.label);
      fact(
        t("learn.fact.contract"),
        declarer === null
          ? contract
          : declarer === this.seat
            ? t("learn.fact.contract_yours", { contract })
            : t("learn.fact.contract_of", { contract, seat: this.naming.seat(declarer, state.players) }),
      );
    }
    const turned = state.public?.indicator;
    if (turned)
      fact(
        t("learn.fact.turned"),
        el("span", { class: "gc-facts__cards" }, cardSpan(this.naming, turned, "gc-card--small")),
      );
    const parts = [el("p", { class: "gc-quiz__prompt", tabindex: "-1" }, this.spec.prompt || ""), facts];
    const options = this.spec.position.options || {};
    const houseRules = Object.keys(options).length ? rulesInPlay({ options }, this.naming.config) : null;
    if (houseRules) parts.push(houseRules);
    const trick = state.trick;
    if (trick?.cards?.length) {
      const block = {
        type: "trick",
        label: t("learn.step.trick"),
        players: state.players,
        you: this.seat,
        plays: trick.cards.map((play, i) => ({ seat: play.seat, card: play.card, led: i === 0 })),
      };
      parts.push(renderBlock(block, 0, { naming: this.naming, choosable: () => false }));
    } else if (state.phase === "play") {
      parts.push(el("p", {}, t("learn.step.no_card_yet")));
    }
    const plays = new Map(
      this.offered()
        .filter((o) => o.action.action === "play")
        .map((o) => [o.action.card, o.action]),
    );
    // Outside the play (a declaration, a bid) the hand is shown, not offered.
    const handOnly = plays.size === 0;
    this.cards = (handOnly ? [] : state.hand || []).map((code, i) =>
      el(
        "button",
        {
          type: "button",
          class: "gc-card gc-card--choosable learn-step__card",
          "data-card": code,
          "aria-label": this.naming.card(code),
          tabindex: i === 0 ? "0" : "-1",
          onclick: () => this.choose(plays.get(code) || { seat: this.seat, action: "play", card: code }, code),
          onkeydown: (event) => this.arrows(event),
        },
        cardImage(this.naming, code),
      ),
    );
    if (handOnly && (state.hand || []).length) {
      parts.push(
        renderBlock({ type: "cards", label: t("learn.step.hand"), cards: state.hand, role: "hand" }, 0, {
          naming: this.naming,
          choosable: () => false,
        }),
      );
    }
    if (this.cards.length) {
      parts.push(
        el(
          "figure",
          { class: "gc-hand gc-hand--hand" },
          el("figcaption", { class: "gc-hand__label" }, t("learn.step.hand")),
          el(
            "ul",
            { class: "gc-hand__cards", role: "list", "aria-label": t("learn.step.hand") },
            this.cards.map((button) => el("li", { class: "gc-hand__card" }, button)),
          ),
        ),
      );
    }
    // Calls and talon groups are buttons with the engine's words (a group shows its cards).
    const calls = this.offered().filter((o) => BUTTON_KINDS.has(o.action.action));
    this.callButtons = calls.map((o) =>
      el(
        "button",
        {
          type: "button",
          class: `md-button learn-step__call${o.action.action === "take" ? " learn-step__call--take" : ""}`,
          "data-action": JSON.stringify(o.action),
          onclick: () => this.choose(o.action, null),
        },
        o.action.action === "take"
          ? el(
              "span",
              { class: "learn-step__group", "aria-hidden": "true" },
              (o.action.cards || []).map((code) => cardSpan(this.naming, code, "gc-card--small")),
            )
          : null,
        capitalise(o.label || String(o.action.call || o.action.action)),
      ),
    );
    if (this.callButtons.length) parts.push(el("p", { class: "learn-step__calls" }, this.callButtons));
    if (plays.size) {
      const touch = pointerIs("coarse");
      parts.push(el("p", { class: "gc-quiz__hint" }, touch ? t("learn.step.tap_card") : t("learn.step.click_card")));
    }
    this.exercise.replaceChildren(...parts);
  }

  arrows(event) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = this.cards.indexOf(event.currentTarget);
    const next = this.cards[(at + step + this.cards.length) % this.cards.length];
    for (const button of this.cards) button.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }

  lock(chosenCard) {
    this.locked = true;
    for (const button of [...this.cards, ...this.callButtons]) {
      button.setAttribute("aria-disabled", "true");
      const mine = chosenCard && button.dataset.card === chosenCard;
      button.classList.toggle("gc-card--selected", Boolean(mine));
      if (mine)
        button.setAttribute("aria-label", t("trainer.answer.card_chosen", { card: this.naming.card(chosenCard) }));
    }
  }

  /** "… is allowed, but there is a better choice": the card, or the call, said in it. */
  notTheBest(action) {
    if (action.action === "play") return t("learn.verdict.better_card", { card: card(this.game, action.card) });
    const offered = this.offered().find((o) => sameAction(o.action, action));
    if (offered?.label) return t("learn.verdict.better_action", { action: capitalise(offered.label) });
    return t("learn.verdict.better_that");
  }

  /** The engine's ruling on a card of the hand (the `state` op's `rulings`). */
  ruling(code) {
    return (this.state?.rulings || []).find((ruling) => ruling.card === code) || null;
  }

  async choose(action, chosen) {
    if (this.locked) return;
    this.lock(chosen);
    const legal = this.offered().some((o) => sameAction(o.action, action));
    const ruling = action.action === "play" ? this.ruling(action.card) : null;
    if (!legal) {
      // The engine's ruling says why (a card of the hand is the only thing that can be
      // refused here: calls are offered only when allowed). The cards you may play follow,
      // unless the ruling names every one of them already (its arguments say which it names).
      const named = namedCards(ruling?.message_msg);
      const names = this.legalCards();
      const reason = ruling?.message || "";
      this.verdict(
        renderVerdict(
          {
            correct: false,
            why: t("learn.verdict.may_not_play", { card: card(this.game, action.card) }),
            expected_text: "",
            explanation: names.every((code) => named.has(code))
              ? reason
              : [reason, this.legalText()].filter(Boolean).join(" "),
            rule: ruling?.rule || null,
          },
          { naming: this.naming, describe: () => "", practice: false },
        ),
        false,
      );
      return;
    }
    if (this.spec.expect === "best") {
      const hint = await this.hint;
      if (!hint?.ok) {
        this.failed(hint?.error);
        return;
      }
      const best = sameAction(hint.action, action);
      this.verdict(
        renderVerdict(
          {
            correct: best,
            why: best ? sentence(hint.reason) : this.notTheBest(action),
            expected_text: best ? "" : sentence(hint.advice),
            explanation: best ? "" : sentence(hint.reason),
          },
          { naming: this.naming, describe: () => "", practice: false },
        ),
        best,
      );
      return;
    }
    // Why the card may be played is the engine's ruling. With one card allowed, saying so
    // and then "only it may be played" would say one thing twice: one sentence says both.
    const only = this.legalCards().length === 1 && action.action === "play";
    let why = ruling?.message || "";
    let explanation = this.legalText();
    if (only) {
      why = t("learn.verdict.only_card", { card: card(this.game, action.card) });
      explanation = ruling?.message || "";
    } else if (action.action !== "play") {
      const offered = this.offered().find((o) => sameAction(o.action, action));
      why = t("learn.verdict.allowed", { action: capitalise(offered?.label || action.action) });
      explanation = "";
    }
    this.verdict(
      renderVerdict(
        { correct: true, why, explanation, rule: ruling?.rule || null },
        { naming: this.naming, describe: () => "", practice: false },
      ),
      true,
    );
  }

  /** The cards you may play, in the order of the hand on screen. */
  legalCards() {
    const hand = this.state?.hand || [];
    return this.offered()
      .filter((o) => o.action.action === "play")
      .map((o) => o.action.card)
      .sort((a, b) => hand.indexOf(a) - hand.indexOf(b));
  }

  /** The cards the rules allow here, in words. */
  legalText() {
    const cards = this.legalCards().map((code) => card(this.game, code));
    if (!cards.length) return "";
    if (cards.length === 1) return t("learn.verdict.only_here", { card: cards[0] });
    return t("learn.verdict.may_play", { cards: anyOf(cards) });
  }
}

/** Every card code a ruling's message names (its arguments, nested messages included). */
function namedCards(data, found = new Set()) {
  if (Array.isArray(data)) for (const item of data) namedCards(item, found);
  else if (typeof data === "string") found.add(data);
  else if (data && typeof data === "object") namedCards(Object.values(data.args || {}), found);
  return found;
}
