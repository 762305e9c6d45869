// The coach and the Hint button. When it is your turn the page asks the engine, in the
// background, what the strong computer player would do in your place (`hint`). The Hint
// button shows that advice; after each card you play, the coach (when on) says whether
// the strong player would have chosen another card, and why. Neither blocks play: the
// advice is asked for while you think, and a late answer is simply shown late.

import { el } from "../quiz/dom.js";
import { sameAction } from "./deal.js";
import { hintFor } from "./engine.js";

export class Coach {
  constructor(controller) {
    this.controller = controller;
    this.reset();
  }

  reset() {
    this.advice = new Map(); // actions so far → Promise<hint answer>
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
      el("p", {}, el("strong", {}, "Hint: "), controller.facts.inWords(answer.advice)),
      answer.reason ? el("p", {}, controller.facts.inWords(answer.reason)) : null,
    );
  }

  /** After your card `action` (the deal's action number `at`): compare with the strong choice. */
  async review(action, at) {
    const controller = this.controller;
    if (!controller.settings.coach) return;
    const promise = this.advice.get(at);
    if (!promise) return;
    const answer = await promise;
    if (!answer.ok || !controller.settings.coach) return;
    const card = controller.facts.card(action.card);
    if (sameAction(answer.action, action)) {
      controller.view.say(
        "coach",
        el("p", {}, el("strong", {}, "Coach: "), `the ${card} is what the strong player would have played too.`),
      );
      return;
    }
    const advice = answer.advice ? controller.facts.inWords(answer.advice).replace(/\.$/, "") : "play another card";
    controller.view.say(
      "coach",
      el(
        "p",
        {},
        el("strong", {}, "Coach: "),
        `you played the ${card}; the strong player would rather ${advice.charAt(0).toLowerCase()}${advice.slice(1)}.`,
      ),
      answer.reason ? el("p", {}, controller.facts.inWords(answer.reason)) : null,
    );
  }
}
