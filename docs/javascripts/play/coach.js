// The coach and the Hint button. When it is your turn the page asks the engine, in the
// background, for its advice in your place (`hint`, strong: in card play the coach's own
// choice, which the coach never calls a mistake); the Hint button shows that advice. After
// each of your actions the coach (when on) asks the engine's `coach` op for its verdict on
// it: good, better or blunder, the better action, the cost and the reason. The judgement is
// the engine's; this file only shows it. It says nothing on a forced card, leads with the
// reason in game terms and keeps the numbers behind "Why?"; a good move with nothing to
// teach is told only when you open it. At the end of the deal, "Where the points went"
// shows the engine's `review` of the deal: your two or three costliest decisions, each
// with a button that replays the deal from that position.

import { el } from "../quiz/dom.js";
import { t } from "../site/words.js";
import { bare } from "./deal.js";
import { hintFor } from "./engine.js";

/** The deal's fields, as the engine replays it (the kettle carried in, where there is one). */
function dealFields(deal, actions) {
  const fields = { game: deal.game, seed: deal.seed, players: deal.players, options: deal.options };
  fields.actions = actions.map(bare);
  if (Number.isInteger(deal.pot) && deal.pot > 0) fields.pot = deal.pot;
  return fields;
}

function coachFor(deal, at, action) {
  return window.trainer.request({ op: "coach", ...dealFields(deal, deal.actions.slice(0, at)), action: bare(action) });
}

function reviewFor(deal) {
  return window.trainer.request({ op: "review", ...dealFields(deal, deal.actions), seat: deal.seat });
}

export class Coach {
  constructor(controller) {
    this.controller = controller;
    this.reset();
  }

  reset() {
    this.advice = new Map(); // actions so far → Promise<hint answer>
    this.pending = [];
    this.takenBack = 0; // how many take-backs: a verdict asked before one is dropped
  }

  /** The moves from action number `at` on were taken back: a verdict still on its way for
   * them is dropped (the review at the end reads the deal as it was played). */
  forget(at) {
    this.takenBack++;
    for (const key of [...this.advice.keys()]) if (key > at) this.advice.delete(key);
  }

  /** Ask for the strong player's choice for this position (once). */
  prepare(_state) {
    const deal = this.controller.deal;
    const at = deal.actions.length;
    if (this.advice.has(at)) return this.advice.get(at);
    const snapshot = { ...deal, actions: [...deal.actions] };
    const promise = hintFor(snapshot, "strong");
    this.advice.set(at, promise);
    return promise;
  }

  async hint() {
    const controller = this.controller;
    const at = controller.deal.actions.length;
    controller.view.say("hint", el("p", {}, t("play.hint.thinking")));
    const answer = await this.prepare(controller.state);
    if (controller.deal.actions.length !== at) return;
    if (!answer.ok) {
      controller.view.say("hint", el("p", {}, answer.error?.message || t("play.hint.none")));
      return;
    }
    controller.view.say(
      "hint",
      el("p", {}, el("strong", {}, t("play.hint.title")), " ", answer.advice),
      answer.reason ? el("p", {}, answer.reason) : null,
    );
  }

  /** After your action `action` (the deal's action number `at`): the engine's verdict,
   * shown under your cards; returns its line as the table talk says it, or null (nothing
   * said: a forced move, the coach off, a move taken back). */
  async review(action, at) {
    const controller = this.controller;
    if (!controller.settings.coach) return null;
    const deal = controller.deal;
    const takenBack = this.takenBack;
    const promise = coachFor(deal, at, action);
    this.pending.push(promise);
    const answer = await promise;
    if (!answer.ok || controller.deal !== deal || this.takenBack !== takenBack) return null;
    if (!controller.settings.coach || answer.forced) return null;
    if (answer.verdict === "good" && answer.quiet) {
      // Nothing to teach ("as good as any choice here"): said only when you ask for it, and
      // not at the table.
      controller.view.sayQuietly(
        "coach",
        el(
          "details",
          { class: "gc-play__ask" },
          el("summary", {}, t("play.coach.ask")),
          el("p", {}, answer.reason),
          answer.why ? el("p", {}, answer.why) : null,
        ),
      );
      return null;
    }
    const blunder = answer.verdict === "blunder";
    const lead = blunder ? t("play.coach.blunder") : t("play.coach.lead");
    if (answer.verdict === "good") {
      controller.view.say("coach", el("p", {}, el("strong", {}, lead), " ", answer.reason));
    } else {
      controller.view.say("coach", ...this.objection(answer, lead));
    }
    const reason = answer.reason;
    return blunder ? t("play.coach.heard_blunder", { reason }) : t("play.coach.heard", { reason });
  }

  /** The reason first, the numbers behind "Why?". */
  objection(answer, lead) {
    return [
      el("p", {}, el("strong", {}, lead), " ", answer.reason),
      answer.why
        ? el("details", { class: "gc-play__why" }, el("summary", {}, t("play.coach.why")), el("p", {}, answer.why))
        : null,
    ];
  }

  /** "Where the points went": the engine's review of the deal just ended (its costliest two
   * or three decisions, in the order made). The verdicts the coach gave during the deal are
   * kept by the engine, so waiting for them first makes the review quick. */
  async summarize() {
    const controller = this.controller;
    const deal = controller.deal;
    await Promise.allSettled(this.pending);
    if (controller.deal !== deal || !controller.settings.coach) return;
    const answer = await reviewFor(deal);
    if (controller.deal !== deal || !controller.settings.coach) return;
    const heading = el("h3", {}, t("play.coach.review"));
    if (!answer.ok) {
      controller.view.say("coach", heading, el("p", {}, answer.error?.message || t("play.coach.no_review")));
      return;
    }
    if (!answer.mistakes.length) {
      controller.view.say("coach", heading, el("p", {}, t("play.coach.no_mistake")));
      // Heard once, in its place after the end (the review itself is read under the score).
      controller.sayInOrder(t("play.coach.heard_none"));
      return;
    }
    // The reason names your action and the better one: the lead says only which decision it was.
    const items = answer.mistakes.map((mistake) =>
      el(
        "li",
        {},
        ...this.objection(mistake, t("play.coach.decision", { number: mistake.decision })),
        el(
          "button",
          { type: "button", class: "md-button", onclick: () => this.replayFrom(deal, mistake.at) },
          t("play.coach.replay"),
        ),
      ),
    );
    controller.view.say("coach", heading, el("ol", { class: "gc-play__mistakes" }, items));
    controller.sayInOrder(t("play.coach.heard_mistakes", { n: answer.mistakes.length }));
  }

  replayFrom(deal, at) {
    const again = { ...deal, actions: deal.actions.slice(0, at), log: (deal.log || []).slice(0, at) };
    this.controller.start(again);
  }
}
