// The deal loop: ask the engine for the deal from your seat; when it is a computer
// seat's turn, wait the chosen pace, ask `bot` for its move and add it; when it is
// yours, wait for your click. Each action goes into the deal (saved at once, so a
// reload brings the deal back), and the engine replays the deal from its seed and
// actions every time. At the end the score is shown and the deal goes into the history.

import { el } from "../quiz/dom.js";
import { Coach } from "./coach.js";
import { bare, dealHash, makeDeal, newSeed, sameAction } from "./deal.js";
import { botMove, tryAction, viewState } from "./engine.js";
import * as storage from "./storage.js";
import { ruleLink, TableView } from "./table.js";
import { actionText, capitalise } from "./words.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Controller {
  constructor(root, facts, store, settings, onDealChange) {
    this.root = root;
    this.facts = facts;
    this.store = store;
    this.settings = settings;
    this.onDealChange = onDealChange;
    this.runId = 0;
    this.deal = null;
    this.state = null;
    this.timings = [];
    this.coach = new Coach(this);
    this.view = new TableView(root, facts, {
      act: (action) => this.act(action),
      explain: (card) => this.explain(card),
      hint: () => this.coach.hint(),
    });
  }

  mount(container) {
    this.view.mount(container);
  }

  setPhase(phase) {
    this.root.dataset.playPhase = phase;
  }

  save() {
    storage.gameRecord(this.store, this.facts.game).current = this.deal;
    storage.save(this.store);
  }

  /** Start `deal` (fresh or resumed) and run it until your turn or the end. */
  start(deal) {
    this.deal = deal;
    this.timings = [];
    this.coach.reset();
    this.view.hideScore();
    this.view.clear("refusal");
    this.view.clear("coach");
    this.save();
    this.onDealChange(deal);
    return this.run();
  }

  newDeal({
    seed = newSeed(),
    seat = this.settings.seat,
    players = this.settings.players,
    options = this.settings.options,
  } = {}) {
    return this.start(makeDeal(this.facts.game, { seed, players, seat, options }));
  }

  replay(seat = this.deal.seat) {
    const { seed, players, options } = this.deal;
    return this.newDeal({ seed, players, seat, options });
  }

  pace() {
    return Number(this.settings.pace) || 0;
  }

  async run() {
    const token = ++this.runId;
    let tricksSeen = null;
    for (;;) {
      const state = await viewState(this.deal);
      if (token !== this.runId) return;
      if (!state.ok) {
        this.failed(state);
        return;
      }
      this.state = state;
      const mine = (state.legal_actions || []).length > 0;
      const computerToMove = !state.terminal && state.to_move !== null && state.to_move !== this.deal.seat;
      this.view.render(state, this.deal, { busy: computerToMove });
      this.markTiming(state);
      if (state.terminal) {
        this.finish(state);
        return;
      }
      this.setPhase(state.phase);
      // The coach's advice is asked for while you think (only on your own turn).
      if (mine && state.to_move === this.deal.seat && this.settings.coach) this.coach.prepare(state);
      if (!computerToMove) return; // your turn: the buttons carry on
      const tricks = (state.tricks || []).length;
      // A trick just completed stays on the table a little longer.
      const pause = tricksSeen !== null && tricks > tricksSeen ? this.pace() * 2 : this.pace();
      tricksSeen = tricks;
      if (pause) await sleep(pause);
      if (token !== this.runId) return;
      const seat = state.to_move;
      const move = await botMove(this.deal, seat, this.settings.strength);
      if (token !== this.runId) return;
      if (!move.ok) {
        this.failed(move);
        return;
      }
      this.deal.actions.push(bare(move.action));
      this.deal.log.push({ seat, text: actionText({ ...move.action, label: move.label }, this.facts) });
      this.save();
    }
  }

  /** Your action (a button with `data-action`): add it, let the coach look, go on. */
  async act(action) {
    if (!this.state || this.state.terminal) return;
    const clean = bare(action);
    this.runId++; // a computer move asked for before this one is dropped
    this.view.freeze();
    this.view.clear("refusal");
    this.deal.actions.push(clean);
    this.deal.log.push({ seat: this.deal.seat, text: actionText(action, this.facts) });
    this.save();
    this.pending = { since: performance.now(), count: this.deal.actions.length };
    this.coach.review(clean, this.deal.actions.length - 1);
    this.setPhase("waiting");
    return this.run();
  }

  /** The delay from your card to the next computer card on the table (for the benchmark). */
  markTiming(_state) {
    if (!this.pending || this.deal.actions.length <= this.pending.count) return;
    const last = this.deal.actions[this.deal.actions.length - 1];
    if (last.seat === this.deal.seat) return;
    this.timings.push(performance.now() - this.pending.since);
    this.pending = null;
    window.gcPlayTimings = this.timings;
  }

  /** A click on a card you cannot play: the engine's refusal, with the rule quoted and linked. */
  async explain(card) {
    const action = { seat: this.deal.seat, action: "play", card };
    const answer = await tryAction(this.deal, action);
    if (answer.ok) return; // the deal moved on meanwhile: nothing to explain
    const error = answer.error || {};
    this.view.say(
      "refusal",
      el(
        "p",
        {},
        el("strong", {}, `You cannot play the ${this.facts.card(card)}. `),
        `${capitalise(this.facts.inWords(error.message))}.`,
      ),
      ruleLink(error.rule),
    );
  }

  finish(state) {
    this.view.renderScore(state, this.deal, {
      playableSeats: () => this.playableSeats(state),
      replay: () => this.replay(),
      fromSeat: (seat) => this.replay(seat),
      next: () => this.newDeal({ seat: this.deal.seat, players: this.deal.players, options: this.deal.options }),
    });
    const seat = this.deal.seat;
    const returns = state.returns || [];
    storage.record(this.store, this.facts.game, {
      seed: this.deal.seed,
      players: this.deal.players,
      seat,
      key: dealHash(this.deal),
      net: Number(returns[seat]) || 0,
      declarer: state.declarer === seat,
      won: (Number(returns[seat]) || 0) > 0,
      contract: state.contract?.label ? state.contract.label : "",
      when: Date.now(),
    });
    this.save();
    this.onDealChange(this.deal);
    this.setPhase("done");
    this.coach.summarize();
  }

  /** The seats that take part in the play (Tarok's king and Schafkopf's fifth sit out). */
  playableSeats(state) {
    const seats = new Set();
    for (const trick of state.tricks || []) for (const play of trick.cards) seats.add(play.seat);
    (state.hand_sizes || []).forEach((size, seat) => {
      if (size > 0) seats.add(seat);
    });
    return [...seats].sort((a, b) => a - b);
  }

  failed(answer) {
    const error = answer.error || {};
    this.setPhase("error");
    this.view.say(
      "error",
      el("p", {}, el("strong", {}, "The deal cannot go on: "), error.message || "the engine did not answer."),
      el("button", { type: "button", class: "md-button", onclick: () => this.newDeal() }, "Deal again"),
    );
  }
}

export { sameAction };
