// The card table: draws one `state` answer (your view of the deal) with you at the
// bottom, the other seats above in playing order, the contract, the trump or turned
// card, the talon, the trick drawn at the seats (as in the lessons' diagram) with the
// winner and why, the card points each side has taken where there are sides (points.js);
// your possible actions as buttons carrying `data-action` (their JSON, the test hook);
// the score at the end. It holds no rules: what is legal, who wins and why, what it
// scores all come from the engine's answer; what another seat laid away or exchanged is
// only ever what the engine's view of your seat says ("Laid away 3 cards"). Its own words are
// messages of i18n/site/play.pot; seats and cards are the catalogues' nouns (`seat_keys`).
// Events go back to the controller through `handlers`.
//
// The view is one class, TableView; its methods are written in groups by what they draw,
// one module each in play/table/ (seats, the facts panel, the trick, your hand, your other
// choices, the score), and joined here. This module keeps what holds them together: the
// elements of the table, drawing one answer, the table talk and the moves' log.

import { el } from "../quiz/dom.js";
import { t } from "../site/words.js";
import { choiceMethods } from "./table/choices.js";
import { factsMethods } from "./table/facts.js";
import { handMethods } from "./table/hand.js";
import { houseRule, ruleLink, wholeSentence } from "./table/rules.js";
import { scoreMethods } from "./table/score.js";
import { playingSeats, seatMethods } from "./table/seats.js";
import { trickMethods } from "./table/trick.js";

export { houseRule, playingSeats, ruleLink, wholeSentence };

/** Your actions as the engine offers them, each with its label when the engine gives one. */
function labelled(state) {
  const labels = Array.isArray(state.labels) ? state.labels : [];
  return (state.legal_actions || []).map((action, i) => (labels[i] ? { ...action, label: labels[i] } : action));
}

export class TableView {
  constructor(root, facts, handlers) {
    this.root = root;
    this.facts = facts;
    this.handlers = handlers;
    this.selection = new Set();
    this.checked = new Set();
    this.showLast = false;
    this.table = el("section", { class: "gc-play__table", "aria-label": t("play.table.label") });
    this.seats = el("ol", { class: "gc-play__seats", "aria-label": t("play.table.others") });
    this.centre = el("div", { class: "gc-play__centre" });
    this.points = el("div", { class: "gc-play__pointsbox" });
    this.pointsKey = "";
    this.sitting = el("p", { class: "gc-play__sitting", hidden: true });
    // What happened between two deals ("Everybody passed: new cards."): above the table,
    // read first, until your next move.
    this.news = el("div", { class: "gc-play__news", "aria-live": "polite" });
    this.you = el("div", { class: "gc-play__you" });
    this.actions = el("div", { class: "gc-play__actions" });
    // One line for the whole deal, what you are asked now. It is heard through the table
    // talk (the controller says it after the moves that led to it), not as a status of its
    // own, which would be read before them.
    this.prompt = el("p", { class: "gc-play__prompt" });
    this.buttons = el("div", { class: "gc-play__choices" });
    this.tools = el("div", { class: "gc-play__tools" });
    this.actions.append(this.prompt, this.buttons, this.tools);
    // One live region for the table talk: each card played, each trick's winner and points.
    // A div, not a list: role="log" would strip a list of its role (axe: listitem).
    this.live = el("div", {
      class: "gc-play__live",
      role: "log",
      "aria-live": "polite",
      "aria-label": t("play.table.talk"),
    });
    this.messages = el("div", { class: "gc-play__messages", "aria-live": "polite" });
    // The coach's lines are heard through the table talk, in their place after your move.
    this.coach = el("div", { class: "gc-play__coach" });
    this.score = el("section", {
      class: "gc-play__score",
      "aria-labelledby": "gc-play-score-title",
      hidden: true,
    });
    this.log = el("ol", { class: "gc-play__log" });
    // Refusals, hints and the coach sit under your cards, where your eyes are.
    this.table.append(
      this.news,
      this.sitting,
      this.seats,
      this.centre,
      this.you,
      this.actions,
      this.messages,
      this.coach,
      this.live,
    );
    this.logBox = el("details", { class: "gc-play__logbox" }, el("summary", {}, t("play.log.title")), this.log);
  }

  mount(container) {
    container.append(this.table, this.score, this.logBox);
  }

  /** Draw the deal as `state` (from your seat) shows it.
   * `busy`: the computer is moving; `decision`: the doublings you may say now (the computer
   * waits until you say one or "No …"); `canUndo`: you have a move to take back. */
  render(state, deal, { busy = false, decision = null, canUndo = false } = {}) {
    this.state = state;
    this.deal = deal;
    this.facts.seatNames = state.seat_names || null;
    // A doubling you said "No" to is not offered again among your cards.
    const declined = new Set((deal.declined || []).flatMap((d) => d.calls));
    const actions = labelled(state).filter((a) => !(a.action === "double" && declined.has(a.call)));
    const kinds = new Set(actions.map((a) => a.action));
    if (this.chosenAt !== deal.actions.length) {
      // A new position: nothing is chosen for you (no cards preselected to lay away).
      this.chosenAt = deal.actions.length;
      this.selection.clear();
      this.checked.clear();
    }
    // While you decide on a doubling, the seat to play waits for you: it is not thinking.
    this.deciding = Boolean(decision);
    // During the play a phone shows the trick and your hand on one screen (play.css).
    this.table.classList.toggle("gc-play__table--play", state.phase === "play" && !state.terminal);
    this.renderSitting(state, deal);
    this.renderSeats(state, deal);
    this.renderCentre(state);
    this.refreshPoints(state, deal);
    const shown = decision ? decision : actions;
    this.renderHand(state, decision ? [] : actions, kinds, Boolean(decision));
    this.renderActions(state, shown, new Set(shown.map((a) => a.action)), busy, Boolean(decision));
    this.renderTools(state, actions, canUndo);
    this.lastOptions = { busy, decision, canUndo };
    this.renderLog(state);
    this.focusChoice();
  }

  renderLog(state) {
    const items = (state.moves || []).map((move) =>
      el("li", {}, el("strong", {}, this.who(move.seat)), `: ${move.text}`),
    );
    this.log.replaceChildren(...items);
  }

  /** Say one thing at the table (the live region keeps the last few lines). */
  announce(text) {
    if (!text) return;
    this.live.append(el("p", {}, text));
    while (this.live.childElementCount > 6) this.live.firstElementChild.remove();
  }

  clearTalk() {
    this.live.replaceChildren();
  }

  /** A line above the table about the deal as a whole ("" clears it). */
  tell(text) {
    this.news.replaceChildren(
      ...(text ? [el("div", { class: "gc-play__note gc-play__note--notice" }, el("p", {}, text))] : []),
    );
  }

  /** A message under the table: `kind` is refusal | hint | coach | error. */
  say(kind, ...content) {
    const box = kind === "coach" ? this.coach : this.messages;
    box.replaceChildren(el("div", { class: `gc-play__note gc-play__note--${kind}` }, ...content));
  }

  /** The same, not read out and without the note's frame: what the learner opens only if he
   * wants it (the coach's verdict on a move with nothing to teach). */
  sayQuietly(kind, ...content) {
    const box = kind === "coach" ? this.coach : this.messages;
    box.replaceChildren(el("div", { class: "gc-play__quiet", "aria-live": "off" }, ...content));
  }

  clear(kind) {
    (kind === "coach" ? this.coach : this.messages).replaceChildren();
  }

  /** What you are asked now, as the table shows it ("Your turn: play a card."). */
  promptText() {
    return this.prompt.textContent;
  }
}

Object.assign(TableView.prototype, seatMethods, factsMethods, trickMethods, handMethods, choiceMethods, scoreMethods);
