// The deal loop: ask the engine for the deal from your seat; when it is a computer
// seat's turn, wait the chosen pace, ask `bot` for its move and add it; when it is
// yours, wait for your click. When you may double (contra, re) the computer waits for
// your "Contra" or "No contra", at any pace. Each action goes into the deal (saved at
// once, so a reload brings the deal back), and the engine replays the deal from its seed
// and actions every time; what the page shows of it is only what the engine's view of
// your seat says (the moves in words included). You may take back your last move. At
// the end the score is shown and the deal goes into the history; a deal everybody passed
// (the engine says it is thrown in) is dealt again at once, in no history.

import { el } from "../quiz/dom.js";
import { card, message, t } from "../site/words.js";
import { Coach } from "./coach.js";
import { bare, dealHash, makeDeal, newSeed, sameAction } from "./deal.js";
import { botMove, cardPoints, meanwhileDoublings, tryAction, viewState, warmUp } from "./engine.js";
import * as storage from "./storage.js";
import { playingSeats, ruleLink, TableView } from "./table.js";
import { sentence } from "./words.js";

/** How long you think on your turn before the coach's advice is asked for. */
const PREPARE_MS = 700;

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
    this.spans = [];
    this.coach = new Coach(this);
    this.view = new TableView(root, facts, {
      act: (action) => this.act(action),
      explain: (card) => this.explain(card),
      hint: () => this.coach.hint(),
      decline: (calls, words) => this.decline(calls, words),
      undo: () => this.undo(),
    });
    this.heard = null;
    // What is heard, in order (N11): one chain of lines for the live region; the coach's line
    // on your move holds its place right after your move until the verdict comes.
    this.talking = Promise.resolve();
    this.talkGen = 0;
    this.coachSlots = new Map(); // your action's number → {heard: Promise<text|null>, settle}
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
    // The moves in words come from the engine's view of your seat, never from a log
    // the page kept (an older page's log could name another player's hidden cards).
    delete deal.log;
    if (!Array.isArray(deal.declined)) deal.declined = [];
    this.deal = deal;
    this.asked = new Set(); // "doublings said:call": when the computers were asked (askDoublers)
    this.waiting = [];
    clearTimeout(this.preparing);
    this.heard = null;
    this.talkGen++; // what the last deal still had to say is not said over this one
    this.dropCoachSlots();
    this.view.clearTalk();
    this.timings = [];
    this.spans = [];
    this.coach.reset();
    this.view.hideScore();
    this.view.clear("refusal");
    this.view.clear("coach");
    this.view.tell("");
    // The deal is under way from now, not once the engine (perhaps still finishing the last
    // deal's verdicts) first answers: the table no longer says "done".
    this.setPhase("waiting");
    this.save();
    this.onDealChange(deal);
    return this.run();
  }

  /** A fresh deal; `redealOf`: the seed of the deal whose cards were thrown in before it
   * (a lesson's guided deal keeps its place through a redeal). */
  newDeal({
    seed = newSeed(),
    seat = this.settings.seat,
    players = this.settings.players,
    options = this.settings.options,
    redealOf = undefined,
  } = {}) {
    const deal = makeDeal(this.facts.game, { seed, players, seat, options });
    if (Number.isInteger(redealOf)) deal.redealOf = redealOf;
    // Schafkopf's kettle goes from deal to deal at this table (option all_pass = "kettle").
    const pot = storage.gameRecord(this.store, this.facts.game).pot;
    if (options?.all_pass === "kettle" && Number.isInteger(pot) && pot > 0) deal.pot = pot;
    return this.start(deal);
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
      // A computer seat that may double while another plays is asked first (once for
      // each doubling); a doubling said changes the deal, which is read again.
      const doubled = await this.askDoublers(state, token);
      if (token !== this.runId || doubled === null) return;
      if (doubled) continue;
      const mine = (state.legal_actions || []).length > 0;
      const decision = this.decision(state);
      const computerToMove = !decision && !state.terminal && state.to_move !== null && state.to_move !== this.deal.seat;
      const tricks = (state.tricks || []).length;
      // A trick just completed stays on the table a little longer.
      const pause = !computerToMove ? 0 : tricksSeen !== null && tricks > tricksSeen ? this.pace() * 2 : this.pace();
      tricksSeen = tricks;
      // Without a pause the computer's move is asked for first: the engine thinks while
      // the page draws the table, and the trick's points (asked while drawing) wait
      // behind it instead of delaying the computer's card. The coach's verdict on your
      // move waits until the table stops (your turn, a decision, the end): sent now, the
      // next view of the table would wait behind it, and a verdict on a bid weighs whole
      // deals. With a pause it is sent with the computer's move and worked out while the
      // page waits.
      const seat = state.to_move;
      let asked = computerToMove && !pause ? botMove(this.deal, seat, this.settings.strength) : null;
      this.view.render(state, this.deal, { busy: computerToMove, decision, canUndo: this.undoable() >= 0 });
      // Your turn, your decision or the end is said after the moves that led to it.
      this.talk(state, computerToMove ? "" : this.view.promptText());
      this.markTiming(state);
      if (state.terminal && state.thrown_in) {
        this.redeal(state);
        return;
      }
      if (state.terminal) {
        this.sendLater();
        this.finish(state);
        return;
      }
      this.setPhase(decision ? "double" : state.phase);
      if (!computerToMove) {
        // Your turn or your decision: the buttons carry on. The coach's advice is asked
        // for while you think (on your own turn), after what waited for this moment.
        this.sendLater();
        if (mine && state.to_move === this.deal.seat) {
          if (!this.warmed) this.warm();
          else if (this.settings.coach) this.prepareSoon();
        }
        return;
      }
      if (pause) await sleep(pause);
      if (token !== this.runId) return;
      if (!asked) {
        asked = botMove(this.deal, seat, this.settings.strength);
        this.sendLater();
      }
      const move = await asked;
      if (token !== this.runId) return;
      if (!move.ok) {
        this.failed(move);
        return;
      }
      this.deal.actions.push(bare(move.action));
      this.save();
    }
  }

  /** Ask the computer seats whether one of them says the doubling that may be said now
   * while another plays (Schafkopf's contra and re come during the first trick, whoever is
   * to play; the engine says when one is open, not who may say it): true when one said it
   * (the deal has moved on), false when none did, null when the engine failed (shown).
   * They are asked once for each doubling, as you are ("Contra / No contra"). */
  async askDoublers(state, token) {
    const call = state.terminal ? null : state.doubling_open;
    if (!call) return false;
    const said = (this.deal.actions || []).filter((a) => a.action === "double").length;
    const key = `${said}:${call}`;
    if (this.asked.has(key)) return false;
    this.asked.add(key);
    const answer = await meanwhileDoublings(this.deal, this.settings.strength);
    if (token !== this.runId) return null;
    if (!answer.ok) {
      this.failed(answer);
      return null;
    }
    if (!answer.action) return false;
    this.deal.actions.push(bare(answer.action));
    this.save();
    return true;
  }

  /** The strong player's advice for your turn is asked for after PREPARE_MS of thinking:
   * a quick click does not wait in the engine's queue behind advice it did not ask for
   * (Hint asks at once). */
  prepareSoon() {
    clearTimeout(this.preparing);
    const [deal, at] = [this.deal, this.deal.actions.length];
    this.preparing = setTimeout(() => {
      if (this.deal === deal && deal.actions.length === at && this.settings.coach) this.coach.prepare(this.state);
    }, PREPARE_MS);
  }

  /** The first computation of a fresh worker runs in code the browser has not compiled
   * for speed yet: the computer's first move of a page took 200–400 ms where the same move
   * takes 50–150 ms later. So on your first turn of the page's life the engine does a move's
   * work at once, while you read your hand: with the coach on, the advice for your turn
   * (kept for Hint), otherwise the move the computer would make in your place, not used. */
  warm() {
    this.warmed = true;
    if (this.settings.coach) this.coach.prepare(this.state);
    else warmUp(this.deal, this.settings.strength);
  }

  /** Ask for `send()` once the table stops (your turn, a decision, the end) or, with a
   * pause between moves, with the computer's next move: what only explains (the coach's
   * verdict on your move) waits behind what the table waits for, in the engine's one queue. */
  later(send) {
    this.waiting = [...(this.waiting || []), send];
  }

  sendLater() {
    const waiting = this.waiting || [];
    this.waiting = [];
    for (const send of waiting) send();
  }

  /** The doublings you may say now while the game would go on without you (Schafkopf's
   * contra and re come during the play): the computer waits until you say one or "No …".
   * Null when there is none, or you have declined them (Tarok's doubling has its own pass). */
  decision(state) {
    if (state.terminal) return null;
    const doubles = (state.legal_actions || []).filter((a) => a.action === "double");
    if (!doubles.length || doubles.some((a) => a.call === "pass")) return null;
    const declined = new Set((this.deal.declined || []).flatMap((d) => d.calls));
    if (doubles.every((a) => declined.has(a.call))) return null;
    const labels = Array.isArray(state.labels) ? state.labels : [];
    return (state.legal_actions || [])
      .map((a, i) => (labels[i] ? { ...a, label: labels[i] } : a))
      .filter((a) => a.action === "double");
  }

  /** "No contra": the game goes on; you are not asked again for the same doubling.
   * `words` are the button's ("No contra"), said in the log as they were chosen. */
  decline(calls, words) {
    if (!this.state || this.state.terminal) return;
    this.runId++;
    this.view.freeze();
    this.deal.declined.push({ calls, at: this.deal.actions.length });
    this.sayInOrder(sentence(t("play.talk.said_you", { words })));
    this.save();
    this.setPhase("waiting");
    return this.run();
  }

  /** The index of your last action in the deal (what "Take back" removes), or -1. */
  undoable() {
    const actions = this.deal?.actions || [];
    for (let i = actions.length - 1; i >= 0; i--) if (actions[i].seat === this.deal.seat) return i;
    return -1;
  }

  /** Take back your last card or call (and what the computer did after it), as at a
   * friendly table; the coach forgets the advice on the moves taken back. */
  undo() {
    const at = this.undoable();
    if (at < 0 || !this.state || this.state.terminal) return;
    this.runId++;
    this.view.freeze();
    this.deal.actions = this.deal.actions.slice(0, at);
    this.waiting = []; // the coach's verdict on a move taken back is not asked for
    this.deal.declined = (this.deal.declined || []).filter((d) => d.at <= at);
    this.asked = new Set(); // the computers answer again (the same way: their seeds are the deal's)
    this.coach.forget?.(at);
    this.dropCoachSlots();
    this.view.clear("refusal");
    this.view.clear("coach");
    this.sayInOrder(t("play.talk.took_back"));
    this.heard = null;
    this.pending = null;
    this.save();
    this.onDealChange(this.deal);
    return this.run();
  }

  /** The table talk for the live region: each move since the last state, in words; right
   * after your move, the coach's line on it; each finished trick's winner, why, and its card
   * points (counted by the engine); then `prompt`, what you are asked now ("Your turn: play a
   * card.", "The deal is over."). The computers' "thinking" is not said (N5). */
  talk(state, prompt = "") {
    const moves = state.moves || [];
    const key = `${this.deal.seed}:${this.deal.players}:${this.deal.seat}`;
    if (!this.heard || this.heard.key !== key || this.heard.count > moves.length) {
      // A deal opened, resumed or taken back: only what happens from now on is told.
      this.heard = { key, count: moves.length };
      if (prompt) this.sayInOrder(prompt);
      return;
    }
    const tricks = state.tricks || [];
    const bounds = [];
    let played = 0;
    for (const trick of tricks) {
      played += trick.cards.length;
      bounds.push(played);
    }
    let plays = moves.slice(0, this.heard.count).filter((m) => m.kind === "play").length;
    const said = [];
    for (let at = this.heard.count; at < moves.length; at++) {
      const move = moves[at];
      if (move.kind === "play") {
        const args = { card: card(this.facts.game, move.card) };
        said.push(this.view.bySeat(move.seat, message("play.talk.play_you", args), message("play.talk.plays", args)));
      } else {
        const args = { words: move.text };
        said.push(
          sentence(this.view.bySeat(move.seat, message("play.talk.said_you", args), message("play.talk.said", args))),
        );
      }
      const slot = this.coachSlots.get(at);
      if (slot) {
        this.coachSlots.delete(at);
        said.push(slot.heard);
      }
      if (move.kind === "play") {
        plays += 1;
        const index = bounds.indexOf(plays);
        if (index >= 0) said.push(this.trickWords(tricks[index], (state.trick_reasons || [])[index]));
      }
    }
    if (prompt && said.length) said.push(prompt);
    this.heard.count = moves.length;
    this.sayInOrder(...said);
  }

  /** Add lines (texts, or promises of a text or null) to what the live region says, after
   * everything before them, each when it is known (a trick's points, the coach's verdict). */
  sayInOrder(...lines) {
    const gen = this.talkGen;
    this.talking = this.talking.then(async () => {
      for (const line of lines) {
        const text = await line;
        if (gen !== this.talkGen) return;
        if (text) this.view.announce(text);
      }
    });
    return this.talking;
  }

  /** A place in the talk for the coach's line on your action number `at` (with the coach
   * on): `settle(text)` fills it when the verdict comes. */
  coachSlot(at) {
    if (!this.settings.coach) return () => {};
    let settle;
    const heard = new Promise((resolve) => {
      settle = (text) => resolve(typeof text === "string" ? text : null);
    });
    this.coachSlots.set(at, { heard, settle });
    return settle;
  }

  /** Moves taken back or a new deal: the coach's lines still awaited are not said. */
  dropCoachSlots() {
    for (const { settle } of this.coachSlots.values()) settle(null);
    this.coachSlots.clear();
  }

  async trickWords(trick, reason) {
    const answer = await cardPoints(
      this.deal,
      trick.cards.map((p) => p.card),
    );
    // play.talk.trick[_with][_points][_you]: with the reason the engine gives, and the points.
    const kind = `${reason ? "_with" : ""}${answer.ok ? "_points" : ""}`;
    const args = { reason, n: answer.ok ? answer.points : 0 };
    return this.view.bySeat(
      trick.winner,
      message(`play.talk.trick${kind}_you`, args),
      message(`play.talk.trick${kind}`, args),
    );
  }

  /** Your action (a button with `data-action`): add it, let the coach look, go on. */
  async act(action) {
    if (!this.state || this.state.terminal) return;
    const clean = bare(action);
    this.runId++; // a computer move asked for before this one is dropped
    clearTimeout(this.preparing);
    this.view.freeze();
    this.view.clear("refusal");
    this.view.tell("");
    this.deal.actions.push(clean);
    this.save();
    this.pending = { since: performance.now(), count: this.deal.actions.length };
    const at = this.deal.actions.length - 1;
    const settle = this.coachSlot(at);
    this.later(() => this.coach.review(clean, at).then(settle, () => settle(null)));
    this.setPhase("waiting");
    return this.run();
  }

  /** The delay from your card to the next computer card on the table (for the benchmark). */
  markTiming(_state) {
    if (!this.pending || this.deal.actions.length <= this.pending.count) return;
    const last = this.deal.actions[this.deal.actions.length - 1];
    if (last.seat === this.deal.seat) return;
    const now = performance.now();
    this.timings.push(now - this.pending.since);
    // The window of each figure, for the benchmark's breakdown (which requests fell in it).
    this.spans.push({ from: this.pending.since, to: now, move: last.action });
    this.pending = null;
    window.gcPlayTimings = this.timings;
    window.gcPlaySpans = this.spans;
  }

  /** A click on a card you cannot play: the engine's refusal, with the rule quoted and linked. */
  async explain(code) {
    const action = { seat: this.deal.seat, action: "play", card: code };
    const answer = await tryAction(this.deal, action);
    if (answer.ok) return; // the deal moved on meanwhile: nothing to explain
    const error = answer.error || {};
    this.view.say(
      "refusal",
      el(
        "p",
        {},
        el("strong", {}, t("play.refusal.cannot", { card: card(this.facts.game, code) })),
        " ",
        sentence(error.message),
      ),
      ruleLink(error.rule),
    );
  }

  /** Everybody passed: the texts gather the cards and deal again, so new cards come at once
   * with one line, and the thrown-in deal goes into no history (a kettle it filled is
   * carried to the next deal). The coach's verdict on your pass is not asked for: its deal
   * is gone. */
  redeal(state) {
    this.waiting = [];
    const record = storage.gameRecord(this.store, this.facts.game);
    if (state.pot && Number.isInteger(state.pot.after)) record.pot = state.pot.after;
    const { seat, players, options } = this.deal;
    const first = this.deal.redealOf ?? this.deal.seed;
    const started = this.newDeal({ seat, players, options, redealOf: first });
    const kettle = state.pot && Number.isInteger(state.pot.after) ? state.pot.after : null;
    const line = kettle === null ? t("play.redeal") : t("play.redeal.kettle", { amount: kettle });
    this.view.tell(line);
    this.view.announce(line);
    return started;
  }

  finish(state) {
    // The last trick, then "The deal is over.", then the focus on the score (N11).
    const token = this.runId;
    this.talking.then(() => {
      if (token === this.runId) this.view.focusScore();
    });
    this.view.renderScore(state, this.deal, {
      playableSeats: () => this.playableSeats(state),
      replay: () => this.replay(),
      fromSeat: (seat) => this.replay(seat),
      next: () => this.newDeal({ seat: this.deal.seat, players: this.deal.players, options: this.deal.options }),
    });
    const seat = this.deal.seat;
    const scores = this.view.seatScores(state);
    const net = Number(scores[seat]) || 0;
    // Pamfil has no one declarer: every player who declared is one.
    const declared = state.declarer === seat || state.public?.declared?.[seat] === true;
    storage.record(this.store, this.facts.game, {
      seed: this.deal.seed,
      players: this.deal.players,
      seat,
      key: dealHash(this.deal),
      net,
      declarer: declared,
      won: (Number((state.returns || [])[seat]) || 0) > 0,
      contract: state.contract?.label ? state.contract.label : "",
      when: Date.now(),
    });
    if (state.pot && Number.isInteger(state.pot.after)) {
      storage.gameRecord(this.store, this.facts.game).pot = state.pot.after;
    }
    this.save();
    this.onDealChange(this.deal);
    this.setPhase("done");
    this.coach.summarize();
  }

  /** The seats that take part in the play (Tarok's fourth and Schafkopf's fifth sit out). */
  playableSeats(state) {
    return [...playingSeats(state)].sort((a, b) => a - b);
  }

  failed(answer) {
    const error = answer.error || {};
    this.setPhase("error");
    this.view.say(
      "error",
      el("p", {}, el("strong", {}, t("play.failed.title")), " ", error.message || t("play.failed.no_answer")),
      el("button", { type: "button", class: "md-button", onclick: () => this.newDeal() }, t("play.failed.again")),
    );
  }
}

export { sameAction };
