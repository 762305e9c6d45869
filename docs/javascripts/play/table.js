// The card table: draws one `state` answer (your view of the deal) with you at the
// bottom, the other seats above in playing order, the contract, the trump or turned
// card, the talon, the trick with who led and the last trick on demand, the card points
// each side has taken where there are sides (points.js); your possible
// actions as buttons carrying `data-action` (their JSON, the test hook); the score at
// the end. It holds no rules: what is legal, who wins, what it scores all come from
// the engine's answer. Events go back to the controller through `handlers`.

import { cardImage, cardSpan, el, siteHref } from "../quiz/dom.js";
import { bare } from "./deal.js";
import { runningPoints } from "./points.js";
import { actionText, instruction } from "./words.js";

const SET_KINDS = new Set(["discard", "exchange"]);

function actionJson(action) {
  return JSON.stringify(bare(action));
}

function labelled(state) {
  const labels = Array.isArray(state.labels) ? state.labels : [];
  return (state.legal_actions || []).map((action, i) => (labels[i] ? { ...action, label: labels[i] } : action));
}

/** The rule a refusal or a score line rests on: its sentence quoted, and a link to it.
 * `quote: false`: nothing (a score line whose rule an earlier line quotes and links). */
export function ruleLink(rule, { quote = true } = {}) {
  if (!rule) return null;
  const href = rule.href || rule.anchor;
  const link = href
    ? el("a", { href: siteHref(href) }, rule.topic ? `Rule: ${rule.topic}` : "Read this rule on the rules page")
    : null;
  if (!quote) return null; // an earlier line quotes and links the same rule
  return el("blockquote", { class: "gc-play__rule" }, rule.text ? el("p", {}, `“${rule.text}”`) : null, link);
}

export class TableView {
  constructor(root, facts, handlers) {
    this.root = root;
    this.facts = facts;
    this.handlers = handlers;
    this.selection = new Set();
    this.showLast = false;
    this.table = el("section", { class: "gc-play__table", "aria-label": "Card table" });
    this.seats = el("ol", { class: "gc-play__seats", "aria-label": "The other players" });
    this.centre = el("div", { class: "gc-play__centre" });
    this.points = el("div", { class: "gc-play__pointsbox" });
    this.pointsKey = "";
    this.you = el("div", { class: "gc-play__you" });
    this.actions = el("div", { class: "gc-play__actions" });
    this.messages = el("div", { class: "gc-play__messages", "aria-live": "polite" });
    this.coach = el("div", { class: "gc-play__coach", "aria-live": "polite" });
    this.score = el("section", { class: "gc-play__score", "aria-label": "Score", hidden: true });
    this.log = el("ol", { class: "gc-play__log" });
    // Refusals, hints and the coach sit under your cards, where your eyes are.
    this.table.append(this.seats, this.centre, this.you, this.actions, this.messages, this.coach);
    this.logBox = el("details", { class: "gc-play__logbox" }, el("summary", {}, "Moves so far"), this.log);
  }

  mount(container) {
    container.append(this.table, this.score, this.logBox);
  }

  seatName(seat) {
    return this.facts.seat(seat, this.state.players);
  }

  who(seat) {
    return seat === this.deal.seat ? `You (${this.seatName(seat)})` : this.seatName(seat);
  }

  /** Draw the deal as `state` (from your seat) shows it. `busy`: the computer is moving. */
  render(state, deal, { busy = false } = {}) {
    this.state = state;
    this.deal = deal;
    this.facts.seatNames = state.seat_names || null;
    const actions = labelled(state);
    const kinds = new Set(actions.map((a) => a.action));
    if (!actions.some((a) => SET_KINDS.has(a.action))) this.selection.clear();
    const discards = actions.filter((a) => a.action === "discard");
    if (discards.length && this.preselected !== deal.actions.length) {
      this.preselected = deal.actions.length;
      this.selection.clear();
      // A legal choice is ready to confirm; the player changes it by clicking cards.
      for (const code of discards[0].cards || []) this.selection.add(code);
    }
    this.renderSeats(state, deal);
    this.renderCentre(state);
    this.refreshPoints(state, deal);
    this.renderHand(state, actions, kinds);
    this.renderActions(state, actions, kinds, busy);
    this.renderLog(deal);
    this.focusChoice();
  }

  /** Each seat's latest call, declaration or doubling in words (the auction at a glance). */
  lastWords(deal) {
    const said = {};
    for (let i = 0; i < (deal.log || []).length; i++) {
      const entry = deal.log[i];
      const action = deal.actions[i];
      if (action && action.action !== "play") said[entry.seat] = entry.text;
    }
    return said;
  }

  renderSeats(state, deal) {
    const said = this.lastWords(deal);
    this.said = said;
    const sizes = state.hand_sizes || [];
    const won = this.tricksWon(state);
    const items = [];
    for (let step = 1; step < state.players; step++) {
      const seat = (deal.seat + step) % state.players;
      items.push(this.seatBox(seat, sizes[seat] || 0, won[seat] || 0, state));
    }
    this.seats.replaceChildren(...items);
    this.seats.dataset.count = String(items.length);
  }

  tricksWon(state) {
    const won = {};
    for (const trick of state.tricks || []) {
      if (trick.winner !== null && trick.winner !== undefined) won[trick.winner] = (won[trick.winner] || 0) + 1;
    }
    return won;
  }

  seatBox(seat, size, tricks, state) {
    const roles = [];
    if (state.declarer === seat) roles.push("declarer");
    if (state.to_move === seat) roles.push("to play");
    const backs = el("span", { class: "gc-play__backs", "aria-hidden": "true" });
    for (let i = 0; i < Math.min(size, 12); i++) backs.append(el("span", { class: "gc-play__back" }));
    return el(
      "li",
      { class: `gc-play__seat${state.to_move === seat ? " gc-play__seat--active" : ""}`, "data-seat": seat },
      el("strong", { class: "gc-play__name" }, this.seatName(seat)),
      roles.length ? el("span", { class: "gc-play__role" }, ` (${roles.join(", ")})`) : null,
      el(
        "span",
        { class: "gc-play__count" },
        `${size} card${size === 1 ? "" : "s"} · ${tricks} trick${tricks === 1 ? "" : "s"}`,
      ),
      backs,
      this.said[seat] ? el("span", { class: "gc-play__said" }, `“${this.said[seat]}”`) : null,
    );
  }

  renderCentre(state) {
    const facts = this.facts;
    const parts = [];
    const info = el("dl", { class: "gc-play__facts" });
    const add = (term, ...value) => info.append(el("dt", {}, term), el("dd", {}, ...value));
    if (state.contract?.label) {
      const by = state.declarer !== null && state.declarer !== undefined ? ` — ${this.who(state.declarer)}` : "";
      add("Contract", `${state.contract.label}${by}`);
    }
    const pub = state.public || {};
    if (pub.indicator) add("Turned card", cardSpan(facts, pub.indicator, "gc-card--small"));
    if (Array.isArray(pub.talon) && pub.talon.length) {
      add(
        "Talon",
        el(
          "span",
          { class: "gc-play__row" },
          pub.talon.map((c) => cardSpan(facts, c, "gc-card--small")),
        ),
      );
    } else if (Number.isInteger(pub.talon_left)) {
      add("Talon", `${pub.talon_left} card${pub.talon_left === 1 ? "" : "s"} left`);
    }
    if (pub.contra && pub.contra !== "none") add("Doubled", String(pub.contra));
    if (Number.isInteger(pub.doublings) && pub.doublings > 0) add("Doubled", `${pub.doublings}×`);
    if (info.childElementCount) parts.push(info);
    parts.push(this.points);
    parts.push(this.trickBox(state));
    if ((state.tricks || []).length && this.showLast) parts.push(this.lastTrickBox(state));
    if ((state.tricks || []).length) {
      parts.push(
        el(
          "button",
          {
            type: "button",
            class: "md-button gc-play__small",
            "aria-pressed": String(this.showLast),
            onclick: () => {
              this.showLast = !this.showLast;
              this.renderCentre(this.state);
            },
          },
          this.showLast ? "Hide the last trick" : "Show the last trick",
        ),
      );
    }
    this.centre.replaceChildren(...parts);
  }

  /** The card points taken so far (asked of the engine when a trick has been won). */
  async refreshPoints(state, deal) {
    const key = `${deal.seed}:${deal.players}:${deal.seat}:${state.phase}:${(state.tricks || []).length}:${state.public?.partner}`;
    if (key === this.pointsKey) return;
    this.pointsKey = key;
    const line = await runningPoints(deal, state, this.facts);
    if (key !== this.pointsKey) return; // the deal moved on meanwhile
    this.points.replaceChildren(...(line ? [line] : []));
  }

  trickCards(trick, winner) {
    return el(
      "ol",
      { class: "gc-play__trick" },
      trick.cards.map((play, i) =>
        el(
          "li",
          { class: `gc-play__play${play.seat === winner ? " gc-play__play--won" : ""}`, "data-seat": play.seat },
          cardSpan(this.facts, play.card),
          el(
            "span",
            { class: "gc-play__by" },
            this.who(play.seat),
            i === 0 ? " · led" : "",
            play.seat === winner ? " · won" : "",
          ),
        ),
      ),
    );
  }

  trickBox(state) {
    const current = state.trick;
    if (current?.cards?.length) {
      return el(
        "figure",
        { class: "gc-play__current" },
        this.trickCards(current, null),
        el("figcaption", {}, `${this.who(current.leader)} led this trick.`),
      );
    }
    const tricks = state.tricks || [];
    if (tricks.length) {
      const last = tricks[tricks.length - 1];
      return el(
        "figure",
        { class: "gc-play__current gc-play__current--done" },
        this.trickCards(last, last.winner),
        el("figcaption", {}, `${this.who(last.winner)} won the trick.`),
      );
    }
    return el("p", { class: "gc-play__empty" }, state.phase === "play" ? "No card played yet." : "");
  }

  lastTrickBox(state) {
    const tricks = state.tricks || [];
    const last = tricks[tricks.length - 1];
    return el(
      "figure",
      { class: "gc-play__last" },
      el("figcaption", {}, `Last trick (trick ${tricks.length}), won by ${this.who(last.winner)}:`),
      this.trickCards(last, last.winner),
    );
  }

  renderHand(state, actions, kinds) {
    const hand = state.hand || [];
    const playable = new Map(actions.filter((a) => a.action === "play").map((a) => [a.card, a]));
    const choosing = actions.some((a) => SET_KINDS.has(a.action));
    const myTurn = state.to_move === this.deal.seat;
    const title = el(
      "p",
      { class: "gc-play__me" },
      el("strong", {}, `You: ${this.seatName(this.deal.seat)}`),
      state.declarer === this.deal.seat ? " (declarer)" : "",
      ` · ${this.tricksWon(state)[this.deal.seat] || 0} trick${(this.tricksWon(state)[this.deal.seat] || 0) === 1 ? "" : "s"}`,
      this.said[this.deal.seat]
        ? el("span", { class: "gc-play__said" }, ` · you said “${this.said[this.deal.seat]}”`)
        : null,
    );
    const list = el("ul", {
      class: "gc-play__hand",
      "aria-label": "Your cards",
      onkeydown: (e) => this.arrows(e, list),
    });
    for (const code of hand) {
      const name = this.facts.card(code);
      let button;
      if (playable.has(code)) {
        button = el("button", {
          type: "button",
          class: "gc-card gc-card--choosable gc-play__card gc-play__card--legal",
          "data-card": code,
          "data-action": actionJson(playable.get(code)),
          "aria-label": `Play the ${name}`,
          onclick: () => this.handlers.act(playable.get(code)),
        });
      } else if (choosing) {
        const on = this.selection.has(code);
        button = el("button", {
          type: "button",
          class: `gc-card gc-card--choosable gc-play__card${on ? " gc-card--selected" : ""}`,
          "data-card": code,
          "aria-pressed": String(on),
          "aria-label": name,
          onclick: () => this.toggle(code),
        });
      } else {
        // Not playable now: still a button, so a click can ask the engine why not.
        button = el("button", {
          type: "button",
          class: "gc-card gc-play__card gc-play__card--illegal",
          "data-card": code,
          "aria-label": `${name} (${myTurn && kinds.has("play") ? "not allowed now: choose it to see why" : "not your turn"})`,
          onclick: () => this.handlers.explain(code),
        });
      }
      button.append(cardImage(this.facts, code));
      list.append(el("li", {}, button));
    }
    this.you.replaceChildren(title, list);
  }

  /** Your action is on its way: nothing more can be chosen until the engine answers. */
  freeze() {
    this.refocus = this.table.contains(document.activeElement) || document.activeElement === document.body;
    for (const element of this.table.querySelectorAll("[data-action]")) {
      element.removeAttribute("data-action");
      element.disabled = true;
    }
  }

  /** Keyboard play: after your action the focus goes to your next choice, not the page top. */
  focusChoice() {
    if (!this.refocus) return;
    const next = this.table.querySelector("[data-action]:not([disabled])");
    if (next) {
      this.refocus = false;
      next.focus();
    }
  }

  /** Left and right arrows move between your cards (Enter or Space then plays or chooses). */
  arrows(event, list) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const buttons = [...list.querySelectorAll("button")];
    const at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    const step = event.key === "ArrowRight" ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length].focus();
  }

  toggle(code) {
    if (this.selection.has(code)) this.selection.delete(code);
    else this.selection.add(code);
    this.render(this.state, this.deal);
    const again = this.you.querySelector(`[data-card="${code}"]`);
    if (again) again.focus();
  }

  renderActions(state, actions, kinds, busy) {
    const parts = [];
    const mine = actions.length > 0;
    const text = state.terminal
      ? "The deal is over."
      : mine
        ? instruction(kinds)
        : busy || state.to_move !== null
          ? `${this.who(state.to_move)} is thinking…`
          : "";
    parts.push(el("p", { class: "gc-play__prompt", role: "status" }, text));
    const buttons = el("div", { class: "gc-play__buttons" });
    for (const action of actions) {
      if (action.action === "play" || SET_KINDS.has(action.action)) continue;
      const content =
        action.action === "take"
          ? [
              el(
                "span",
                { class: "gc-play__row" },
                (action.cards || []).map((c) => cardSpan(this.facts, c, "gc-card--small")),
              ),
              " ",
              actionText(action, this.facts),
            ]
          : [actionText(action, this.facts)];
      buttons.append(
        el(
          "button",
          {
            type: "button",
            class: `md-button gc-play__action${action.action === "call" || action.action === "double" ? "" : " md-button--primary"}`,
            "data-action": actionJson(action),
            onclick: () => this.handlers.act(action),
          },
          ...content,
        ),
      );
    }
    for (const kind of ["discard", "exchange"]) {
      if (!kinds.has(kind)) continue;
      const options = actions.filter((a) => a.action === kind);
      const chosen = [...this.selection].sort();
      const match = options.find((a) => {
        const cards = [...(a.cards || [])].sort();
        return cards.length === chosen.length && cards.every((c, i) => c === chosen[i]);
      });
      const verb = kind === "discard" ? "Lay away" : "Exchange";
      const names = this.facts.cardList(chosen);
      buttons.append(
        el(
          "button",
          {
            type: "button",
            class: "md-button md-button--primary gc-play__action",
            "data-action": match ? actionJson(match) : null,
            disabled: !match,
            onclick: () => match && this.handlers.act(match),
          },
          chosen.length ? `${verb} the ${names}` : `${verb}: choose cards first`,
        ),
      );
    }
    if (mine && !state.terminal) {
      buttons.append(
        el("button", { type: "button", class: "md-button gc-play__hint", onclick: () => this.handlers.hint() }, "Hint"),
      );
    }
    parts.push(buttons);
    this.actions.replaceChildren(...parts);
  }

  renderLog(deal) {
    const items = (deal.log || []).map((entry) =>
      el("li", {}, el("strong", {}, this.who(entry.seat)), `: ${entry.text}`),
    );
    this.log.replaceChildren(...items);
  }

  /** A message under the table: `kind` is refusal | hint | coach | error. */
  say(kind, ...content) {
    const box = kind === "coach" ? this.coach : this.messages;
    box.replaceChildren(el("div", { class: `gc-play__note gc-play__note--${kind}` }, ...content));
  }

  clear(kind) {
    (kind === "coach" ? this.coach : this.messages).replaceChildren();
  }

  renderScore(state, deal, handlers) {
    const quoted = new Set();
    const lines = el(
      "ol",
      { class: "gc-play__lines" },
      (state.score || []).map((line) => {
        const id = line.rule ? line.rule.id : null;
        const quote = !quoted.has(id);
        quoted.add(id);
        return el("li", {}, el("p", {}, line.text), ruleLink(line.rule, { quote }));
      }),
    );
    const returns = el(
      "table",
      { class: "gc-play__returns" },
      el("caption", {}, "What each player wins or loses"),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Player"), el("th", { scope: "col" }, "Points"))),
      el(
        "tbody",
        {},
        (state.returns || []).map((value, seat) =>
          el(
            "tr",
            { class: seat === deal.seat ? "gc-play__mine" : null },
            el("th", { scope: "row" }, this.who(seat)),
            el("td", {}, value > 0 ? `+${value}` : String(value)),
          ),
        ),
      ),
    );
    const seats = el("select", { class: "gc-play__select", "aria-label": "Seat to play from" });
    for (const seat of handlers.playableSeats()) {
      if (seat === deal.seat) continue;
      seats.append(el("option", { value: seat }, this.seatName(seat)));
    }
    const again = el(
      "div",
      { class: "gc-play__buttons" },
      el("button", { type: "button", class: "md-button", onclick: () => handlers.replay() }, "Replay this deal"),
      seats.childElementCount
        ? el(
            "span",
            { class: "gc-play__group" },
            el(
              "button",
              { type: "button", class: "md-button", onclick: () => handlers.fromSeat(Number(seats.value)) },
              "Play this deal from another seat:",
            ),
            seats,
          )
        : null,
      el(
        "button",
        { type: "button", class: "md-button md-button--primary", onclick: () => handlers.next() },
        "Next deal",
      ),
    );
    this.score.hidden = false;
    this.score.replaceChildren(el("h2", {}, "The score"), lines, returns, again);
  }

  hideScore() {
    this.score.hidden = true;
    this.score.replaceChildren();
  }
}
