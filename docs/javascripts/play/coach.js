// The coach and the Hint button. When it is your turn the page asks the engine, in the
// background, what the strong computer player would do in your place (`hint`); the Hint
// button shows that advice. After each of your actions the coach (when on) asks the
// engine's `coach` op for its verdict on it: good, better or blunder, the better action,
// the cost and the reason. The judgement is the engine's; this file only shows it. It says
// nothing on a forced card, leads with the reason in game terms and keeps the numbers
// behind "Why?". At the end of the deal, "Where the points went" lists your two or three
// costliest decisions, each with a button that replays the deal from that position.

import { el } from "../quiz/dom.js";
import { bare } from "./deal.js";
import { hintFor } from "./engine.js";

const SHOWN = 3; // decisions in "Where the points went"

function coachFor(deal, at, action) {
  return window.trainer.request({
    op: "coach",
    game: deal.game,
    seed: deal.seed,
    players: deal.players,
    options: deal.options,
    actions: deal.actions.slice(0, at).map(bare),
    action: bare(action),
  });
}

export class Coach {
  constructor(controller) {
    this.controller = controller;
    this.reset();
  }

  reset() {
    this.advice = new Map(); // actions so far → Promise<hint answer>
    this.verdicts = []; // {at, answer}: the coach's objections in this deal
    this.pending = [];
    this.takenBack = 0; // how many take-backs: a verdict asked before one is dropped
  }

  /** The moves from action number `at` on were taken back: their verdicts do not count in
   * "Where the points went", and a verdict still on its way for them is dropped. */
  forget(at) {
    this.takenBack++;
    this.verdicts = this.verdicts.filter((v) => v.at < at);
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
    controller.view.say("hint", el("p", {}, "Thinking…"));
    const answer = await this.prepare(controller.state);
    if (controller.deal.actions.length !== at) return;
    if (!answer.ok) {
      controller.view.say("hint", el("p", {}, answer.error?.message || "No hint now."));
      return;
    }
    controller.view.say(
      "hint",
      el("p", {}, el("strong", {}, "Hint: "), answer.advice),
      answer.reason ? el("p", {}, answer.reason) : null,
    );
  }

  /** After your action `action` (the deal's action number `at`): the engine's verdict. */
  async review(action, at) {
    const controller = this.controller;
    if (!controller.settings.coach) return;
    const deal = controller.deal;
    const takenBack = this.takenBack;
    const promise = coachFor(deal, at, action);
    this.pending.push(promise);
    const answer = await promise;
    if (!answer.ok || controller.deal !== deal || this.takenBack !== takenBack) return;
    if (answer.verdict !== "good") this.verdicts.push({ at, answer });
    if (!controller.settings.coach || answer.forced) return;
    if (answer.verdict === "good") {
      controller.view.say("coach", el("p", {}, el("strong", {}, "Coach: "), answer.reason));
      return;
    }
    controller.view.say(
      "coach",
      ...this.objection(answer, answer.verdict === "blunder" ? "A costly choice: " : "Coach: "),
    );
  }

  capital(text) {
    const words = String(text || "");
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  /** The reason first, the numbers behind "Why?". */
  objection(answer, lead) {
    return [
      el("p", {}, el("strong", {}, lead), answer.reason),
      answer.why ? el("details", { class: "gc-play__why" }, el("summary", {}, "Why?"), el("p", {}, answer.why)) : null,
    ];
  }

  /** "Where the points went": the costliest two or three decisions of the deal just ended. */
  async summarize() {
    const controller = this.controller;
    const deal = controller.deal;
    await Promise.allSettled(this.pending);
    if (controller.deal !== deal || !controller.settings.coach) return;
    const worst = [...this.verdicts]
      .sort((a, b) => this.weight(b.answer) - this.weight(a.answer))
      .slice(0, SHOWN)
      .sort((a, b) => a.at - b.at);
    const heading = el("h3", {}, "Where the points went");
    if (!worst.length) {
      controller.view.say(
        "coach",
        heading,
        el("p", {}, "The coach found no clear mistake in your decisions this deal."),
      );
      return;
    }
    const items = worst.map(({ at, answer }) =>
      el(
        "li",
        {},
        ...this.objection(answer, `${this.capital(answer.label)} (decision ${this.decision(deal, at)}): `),
        el(
          "button",
          { type: "button", class: "md-button", onclick: () => this.replayFrom(deal, at) },
          "Replay from here",
        ),
      ),
    );
    controller.view.say("coach", heading, el("ol", { class: "gc-play__mistakes" }, items));
  }

  /** Costs compare within a unit; a result (stakes, points) outweighs card points. */
  weight(answer) {
    const scale = { "card points": 1, tricks: 10, stakes: 20, points: 1 };
    return (Number(answer.cost) || 0) * (scale[answer.unit] || 1);
  }

  /** Which of your own decisions it was (1 = your first), as a learner counts them. */
  decision(deal, at) {
    return deal.actions.slice(0, at + 1).filter((a) => a.seat === deal.seat).length;
  }

  replayFrom(deal, at) {
    const again = { ...deal, actions: deal.actions.slice(0, at), log: (deal.log || []).slice(0, at) };
    this.controller.start(again);
  }
}
