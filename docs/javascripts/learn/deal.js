// The first guided deal of a lesson: the play page's own table and deal loop
// (play/controller.js) embedded in the lesson, with the coach on and the Hint button
// offered, the computer at the basic strength. The deal is kept in the learner's path
// (not in the play page's history), so a reload brings it back; the step is solved
// when the deal reaches the score (`data-play-phase="done"`); if everybody passes, new
// cards are dealt and that deal is the one to finish. Above the table the guide
// (guide.js) says, before each of the learner's decisions, what to look at.

import { Controller } from "../play/controller.js";
import { makeDeal } from "../play/deal.js";
import { el, Naming } from "../quiz/dom.js";
import * as words from "../site/words.js";
import { guidePrompt } from "./guide.js";

const SETTINGS = { seat: 0, strength: "basic", pace: 900, coach: true, options: {} };

/** The play page's deal loop, saving into the lesson path instead of the play page's store. */
class LessonController extends Controller {
  constructor(root, facts, settings, { keep, onDone }) {
    // An in-memory store of the play page's shape: the controller records the finished
    // deal there; nothing of the lesson reaches the play page's saved history.
    super(root, facts, { version: 1, games: {} }, settings, () => {});
    this.keep = keep;
    this.onDone = onDone;
    this.guide = el("p", { class: "learn-guide", "aria-live": "polite", "data-guide": "" });
    // Every time the table is drawn, the guide reads the same position: on the learner's
    // turn it says what to look at; while the computer plays it is empty.
    const draw = this.view.render.bind(this.view);
    this.view.render = (state, deal, options) => {
      draw(state, deal, options);
      // Your decision: your turn, or a call open to you meanwhile (Schafkopf's contra).
      const mine = !state.terminal && (state.legal_actions || []).some((a) => a.seat === deal.seat);
      const text = mine ? guidePrompt(facts.game, state, facts) : "";
      if (this.guide.textContent !== text) this.guide.textContent = text;
    };
  }

  save() {
    this.keep(this.deal);
  }

  finish(state) {
    super.finish(state);
    this.onDone();
  }
}

export class DealStep {
  /**
   * @param {{deal: {seed: number, players: number}}} spec
   * @param {{game: string, described: object, saved: object | null, keep: (deal) => void,
   *          onSolved: () => void}} ctx
   */
  constructor(spec, { game, described, saved, keep, onSolved }) {
    this.spec = spec.deal;
    this.game = game;
    this.saved = saved;
    this.root = el("div", {
      class: "gc-play learn-deal",
      "data-play-phase": "loading",
      "data-engine": "ready",
    });
    this.element = el("div", { class: "learn-step learn-step--deal" }, this.root);
    const naming = new Naming({ ...described, game });
    naming.useWords(words);
    this.controller = new LessonController(
      this.root,
      naming,
      { ...SETTINGS, players: this.spec.players },
      { keep, onDone: () => onSolved() },
    );
    const body = el("div", { class: "gc-play__body" });
    this.root.append(this.controller.guide, body);
    this.controller.mount(body);
  }

  fresh() {
    return makeDeal(this.game, { seed: this.spec.seed, players: this.spec.players, seat: 0, options: {} });
  }

  start() {
    const saved = this.saved;
    // The lesson's deal, or the new cards dealt after everybody passed in it.
    const ours = saved && (saved.seed === this.spec.seed || saved.redealOf === this.spec.seed);
    const same = ours && saved.players === this.spec.players;
    return this.controller.start(same ? saved : this.fresh());
  }

  /** Deal the same cards again from the start. */
  restart() {
    return this.controller.start(this.fresh());
  }
}
