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

import { SLOTS, seatSlot } from "../quiz/blocks.js";
import { cardImage, cardSpan, el, siteHref } from "../quiz/dom.js";
import { allOf, anyOf, card, label, message, noun, t } from "../site/words.js";
import { groupCalls } from "./calls.js";
import { bare } from "./deal.js";
import { runningPoints } from "./points.js";
import { actionText, capitalise, instruction } from "./words.js";

const SET_KINDS = new Set(["discard", "exchange"]);

/** The doubling calls a "No …" button names (play.double.no.<call>): Schafkopf's contra and re,
 * Tarok's contra, recontra and supracontra. */
const DOUBLINGS = new Set(["contra", "re", "recontra", "supracontra"]);

function actionJson(action) {
  return JSON.stringify(bare(action));
}

function labelled(state) {
  const labels = Array.isArray(state.labels) ? state.labels : [];
  return (state.legal_actions || []).map((action, i) => (labels[i] ? { ...action, label: labels[i] } : action));
}

/** A rule's text is quoted only when it is a whole sentence, never a heading ("…values:"). */
export function wholeSentence(text) {
  return typeof text === "string" && /[.!?"”’)]$/.test(text.trim()) && !/:\s*$/.test(text.trim());
}

/** The rule a refusal or a score line rests on: its sentence quoted, and a link to it.
 * `quote: false`: nothing (a score line whose rule an earlier line quotes and links). */
export function ruleLink(rule, { quote = true } = {}) {
  if (!rule || !quote) return null;
  const href = rule.href || rule.anchor;
  const link = href
    ? el("a", { href: siteHref(href) }, rule.topic ? t("play.rule.topic", { topic: rule.topic }) : t("play.rule.read"))
    : null;
  const text = wholeSentence(rule.text) ? el("p", {}, t("play.quote", { text: rule.text.trim() })) : null;
  if (!text && !link) return null;
  return el("blockquote", { class: "gc-play__rule" }, text, link);
}

/** The house rule that made a score line differ from the text: the preset's own words when a
 * preset is in force ("House rule (Common practice today): “Each loser …”"), else the option. */
export function houseRule(note) {
  if (!note || typeof note.text !== "string") return null;
  const where = note.preset ? t("play.house_rule.preset", { preset: note.preset }) : t("play.house_rule");
  return el("p", { class: "gc-play__house-rule" }, where, " ", el("q", {}, note.text.trim()));
}

/** Schafkopf's doublings in words: "Contra (the game counts double)", "Contra and re …". */
function doublingWords(doublings) {
  if (doublings <= 2) return t(`play.doubled.${doublings}`);
  return t("play.doubled.more", { n: doublings - 2, factor: 2 ** doublings });
}

/** What an announcement risks is the rules' to say: the text gives a failed one no penalty;
 * a house rule may make the soloist pay its value. */
function announceLegend(options) {
  return options.failed_announcement_penalty ? t("play.announce.legend_house") : t("play.announce.legend_text");
}

/** The seats that take part in the play (Tarok's fourth and Schafkopf's fifth sit out). */
export function playingSeats(state) {
  const seats = new Set();
  for (const trick of state.tricks || []) for (const play of trick.cards) seats.add(play.seat);
  for (const play of state.trick?.cards || []) seats.add(play.seat);
  (state.hand_sizes || []).forEach((size, seat) => {
    if (size > 0) seats.add(seat);
  });
  return seats;
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

  /** A seat as a message argument: its noun in the catalogues (`describe`'s `seat_keys`). */
  seatNoun(seat) {
    return this.facts.seatNoun(seat, this.state.players) ?? this.facts.seat(seat, this.state.players);
  }

  /** A seat's name alone ("Forehand", "Zadek"). */
  seatName(seat) {
    return label(this.seatNoun(seat));
  }

  /** A seat as a list names it, yours said so: "You (Forehand)", "Second player". */
  who(seat) {
    return seat === this.deal.seat ? t("play.seat.you_are", { seat: this.seatNoun(seat) }) : this.seatName(seat);
  }

  /** One of two messages (site/words.js `message`): `mine` when the seat is yours, else
   * `theirs`, with the seat's noun as its argument `seat`. */
  bySeat(seat, mine, theirs) {
    if (seat === this.deal.seat) return t(mine.key, mine.args);
    return t(theirs.key, { ...theirs.args, seat: this.seatNoun(seat) });
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

  /** The fifth Schafkopf player (the dealer) and Tarok's fourth sit out: say so. */
  renderSitting(state, deal) {
    const inPlay = playingSeats(state);
    const out = state.phase === "play" || state.terminal ? !inPlay.has(deal.seat) : false;
    this.sitting.hidden = !out;
    this.sitting.textContent = out ? t("play.sitting", { seat: this.seatNoun(deal.seat), players: state.players }) : "";
  }

  /** Each seat's latest call, declaration or doubling in words (the auction at a glance). */
  lastWords(state) {
    const said = {};
    for (const move of state.moves || []) if (move.kind !== "play") said[move.seat] = move.text;
    return said;
  }

  renderSeats(state, deal) {
    this.said = this.lastWords(state);
    const sizes = state.hand_sizes || [];
    const won = this.tricksWon(state);
    const inPlay = playingSeats(state);
    const items = [];
    for (let step = 1; step < state.players; step++) {
      const seat = (deal.seat + step) % state.players;
      const out = state.phase === "play" && !inPlay.has(seat);
      items.push(this.seatBox(seat, sizes[seat] || 0, won[seat] || 0, state, out));
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

  /** The declarer's name in this game's lessons: Tarok's soloist (solista), else declarer. */
  declarerWord() {
    return this.facts.game === "tarok" ? "soloist" : "declarer";
  }

  /** A seat's part in the deal in words, "(declarer, to play)", or null: a message
   * `play.seat.role.<declarer|soloist>[_to_play]` or `play.seat.role.to_play`. */
  roleText(seat, state) {
    const declaring = state.declarer === seat;
    const toPlay = state.to_move === seat && !state.terminal;
    if (declaring) return t(`play.seat.role.${this.declarerWord()}${toPlay ? "_to_play" : ""}`);
    return toPlay ? t("play.seat.role.to_play") : null;
  }

  seatBox(seat, size, tricks, state, out) {
    // A seat that sits out says so in its name, in the engine's words: "Dealer (sits out)",
    // "King (the dealer, sits out)" (N10: not "… (sits out) (sits out this deal)").
    const role = this.roleText(seat, state);
    const backs = el("span", { class: "gc-play__backs", "aria-hidden": "true" });
    for (let i = 0; i < Math.min(size, 12); i++) backs.append(el("span", { class: "gc-play__back" }));
    return el(
      "li",
      {
        class: `gc-play__seat${state.to_move === seat ? " gc-play__seat--active" : ""}${out ? " gc-play__seat--out" : ""}`,
        "data-seat": seat,
      },
      // The table names each seat first: a Polish name with its gloss ("Zadek (rearhand)").
      el("strong", { class: "gc-play__name" }, this.facts.seatGlossed(seat, state.players)),
      role ? el("span", { class: "gc-play__role" }, " ", role) : null,
      el(
        "span",
        { class: "gc-play__count" },
        t("play.seat.cards", { n: size }),
        " · ",
        t("play.seat.tricks", { n: tricks }),
      ),
      backs,
      this.said[seat] ? el("span", { class: "gc-play__said" }, t("play.quote", { text: this.said[seat] })) : null,
    );
  }

  renderCentre(state) {
    const facts = this.facts;
    const parts = [];
    const info = el("dl", { class: "gc-play__facts" });
    const add = (term, ...value) => info.append(el("dt", {}, term), el("dd", {}, ...value));
    if (state.contract?.label) {
      const contract = capitalise(state.contract.label);
      const declared = state.declarer !== null && state.declarer !== undefined;
      // Pamfil has no contract: the turned card makes a suit trumps (PF-09: "Trumps: hearts").
      if (facts.game === "pamfil") add(t("play.facts.trumps"), facts.suitLabel(state.contract.trump));
      else if (declared)
        add(t("play.facts.contract"), t("play.facts.declared_by", { contract, who: this.who(state.declarer) }));
      else add(t("play.facts.contract"), contract);
    }
    const pub = state.public || {};
    if (pub.indicator) add(t("play.facts.turned"), cardSpan(facts, pub.indicator, "gc-card--small"));
    const row = (cards) =>
      el(
        "span",
        { class: "gc-play__row" },
        cards.map((c) => cardSpan(facts, c, "gc-card--small")),
      );
    const taken = Array.isArray(pub.taken) ? pub.taken : [];
    if (Array.isArray(pub.talon) && pub.talon.length && taken.length) {
      // Tarok's exposed talon once the soloist has taken his group: the cards he took are in
      // his hand now, the others count for the opponents; not one row of all six.
      add(t("play.facts.taken"), row(taken));
      const rest = pub.talon.filter((c) => !taken.includes(c));
      if (rest.length) add(t("play.facts.left"), row(rest));
    } else if (Array.isArray(pub.talon) && pub.talon.length) {
      add(t("play.facts.talon"), row(pub.talon));
    } else if (Number.isInteger(pub.talon_left)) {
      add(t("play.facts.talon"), t("play.facts.talon_left", { n: pub.talon_left }));
    }
    // Tarok's doubling by its word (contra, recontra, supracontra): play.facts.contra.<word>.
    if (["contra", "recontra", "supracontra"].includes(pub.contra)) {
      add(t("play.facts.doubled"), t(`play.facts.contra.${pub.contra}`));
    }
    if (Number.isInteger(pub.doublings) && pub.doublings > 0) {
      add(t("play.facts.doubled"), doublingWords(pub.doublings));
    }
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
          this.showLast ? t("play.trick.hide_last") : t("play.trick.show_last"),
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

  /** A trick drawn at the seats, as in the lessons: you at the bottom, the others round
   * the table in playing order, who led, the winner and why. */
  trickTable(trick, { winner = null, reason = "", caption = null, cls = "" } = {}) {
    const players = this.state.players;
    const slots = SLOTS[players] || null;
    const you = this.deal.seat;
    const plays = new Map(trick.cards.map((play, i) => [play.seat, { ...play, order: i }]));
    const inPlay = playingSeats(this.state);
    const items = [];
    for (let seat = 0; seat < players; seat++) {
      const play = plays.get(seat);
      const slot = slots ? seatSlot(this.facts.game, players, seat, you) : null;
      const name = seat === you ? t("play.trick.you", { seat: this.seatNoun(seat) }) : this.seatName(seat);
      if (!play) {
        const out = !inPlay.has(seat);
        const waiting =
          !out && this.state.to_move === seat && !winner
            ? seat === you
              ? t("play.trick.to_play")
              : this.deciding
                ? t("play.trick.waits")
                : t("play.trick.thinking")
            : "";
        items.push(
          el(
            "li",
            { class: "gc-trick__play gc-trick__play--empty", "data-slot": slot, "data-seat": seat },
            el("span", { class: "gc-trick__seat" }, name),
            el("span", { class: "gc-trick__gap", "aria-hidden": "true" }),
            out ? el("span", { class: "gc-trick__order" }, t("play.trick.sits_out")) : null,
            waiting ? el("span", { class: "gc-trick__order gc-trick__order--you" }, waiting) : null,
          ),
        );
        continue;
      }
      const won = seat === winner;
      // "led", "2nd" … "7th" (Pamfil seats seven): play.trick.order.<place>.
      const order = t(`play.trick.order.${play.order + 1}`);
      items.push(
        el(
          "li",
          {
            class: `gc-trick__play gc-play__play${play.order === 0 ? " gc-trick__play--led" : ""}${won ? " gc-play__play--won" : ""}`,
            "data-slot": slot,
            "data-seat": seat,
          },
          el("span", { class: "gc-trick__seat" }, name),
          cardSpan(this.facts, play.card),
          el("span", { class: "gc-trick__order" }, order),
          won
            ? el("span", { class: "gc-play__won" }, reason ? t("play.trick.won_with", { reason }) : t("play.trick.won"))
            : null,
        ),
      );
    }
    return el(
      "figure",
      { class: `gc-trick gc-trick--table gc-play__trickfig ${cls}`.trim() },
      el("ol", { class: "gc-trick__plays gc-trick__plays--table gc-play__trick", role: "list" }, items),
      caption ? el("figcaption", {}, caption) : null,
    );
  }

  trickBox(state) {
    const current = state.trick;
    if (current?.cards?.length) {
      return this.trickTable(current, {
        caption: this.bySeat(current.leader, message("play.trick.led_you"), message("play.trick.led")),
        cls: "gc-play__current",
      });
    }
    const tricks = state.tricks || [];
    if (tricks.length) {
      const last = tricks[tricks.length - 1];
      const reason = (state.trick_reasons || [])[tricks.length - 1] || "";
      return this.trickTable(last, {
        winner: last.winner,
        reason,
        caption: reason
          ? this.bySeat(
              last.winner,
              message("play.trick.won_by_with_you", { reason }),
              message("play.trick.won_by_with", { reason }),
            )
          : this.bySeat(last.winner, message("play.trick.won_by_you"), message("play.trick.won_by")),
        cls: "gc-play__current gc-play__current--done",
      });
    }
    return el("p", { class: "gc-play__empty" }, state.phase === "play" ? t("play.trick.none") : "");
  }

  lastTrickBox(state) {
    const tricks = state.tricks || [];
    const last = tricks[tricks.length - 1];
    const reason = (state.trick_reasons || [])[tricks.length - 1] || "";
    return el(
      "div",
      { class: "gc-play__last" },
      el(
        "p",
        {},
        this.bySeat(
          last.winner,
          message("play.trick.last_you", { number: tricks.length }),
          message("play.trick.last", { number: tricks.length }),
        ),
      ),
      this.trickTable(last, { winner: last.winner, reason }),
    );
  }

  renderHand(state, actions, kinds, deciding) {
    const hand = state.hand || [];
    const playable = new Map(actions.filter((a) => a.action === "play").map((a) => [a.card, a]));
    const choosing = actions.some((a) => SET_KINDS.has(a.action));
    const myTurn = state.to_move === this.deal.seat;
    const tricks = this.tricksWon(state)[this.deal.seat] || 0;
    const title = el(
      "p",
      { class: "gc-play__me" },
      el("strong", {}, t("play.me.seat", { seat: this.facts.seatGlossed(this.deal.seat, state.players) })),
      state.declarer === this.deal.seat ? ` ${t(`play.seat.role.${this.declarerWord()}`)}` : "",
      " · ",
      t("play.seat.tricks", { n: tricks }),
      this.said[this.deal.seat]
        ? el("span", { class: "gc-play__said" }, " · ", t("play.me.said", { words: this.said[this.deal.seat] }))
        : null,
    );
    const list = el("ul", {
      class: "gc-play__hand",
      "aria-label": t("play.hand.label"),
      onkeydown: (e) => this.arrows(e, list),
    });
    for (const code of hand) {
      const named = card(this.facts.game, code);
      let button;
      if (playable.has(code)) {
        button = el("button", {
          type: "button",
          class: "gc-card gc-card--choosable gc-play__card gc-play__card--legal",
          "data-card": code,
          "data-action": actionJson(playable.get(code)),
          "aria-label": t("play.hand.play", { card: named }),
          onclick: () => this.handlers.act(playable.get(code)),
        });
      } else if (choosing) {
        const on = this.selection.has(code);
        button = el("button", {
          type: "button",
          class: `gc-card gc-card--choosable gc-play__card${on ? " gc-card--selected" : ""}`,
          "data-card": code,
          "data-choose": "",
          "aria-pressed": String(on),
          "aria-label": label(named),
          onclick: () => this.toggle(code),
        });
      } else {
        // Not playable now: still a button, so a click can ask the engine why not.
        const why = deciding ? "double_first" : myTurn && kinds.has("play") ? "not_allowed" : "not_your_turn";
        button = el("button", {
          type: "button",
          class: "gc-card gc-play__card gc-play__card--illegal",
          "data-card": code,
          "aria-label": t(`play.hand.${why}`, { card: named }),
          // Only your turn's refused cards ask the engine why; the others are one tab stop.
          tabindex: myTurn && kinds.has("play") ? null : "-1",
          onclick: () => (deciding ? null : this.handlers.explain(code)),
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
    for (const element of this.table.querySelectorAll("[data-action], [data-choose], input")) {
      element.removeAttribute("data-action");
      element.removeAttribute("data-choose");
      element.disabled = true;
    }
  }

  /** Keyboard play: after your action the focus goes to your next choice, not the page top. */
  focusChoice() {
    if (!this.refocus) return;
    const next = this.table.querySelector("[data-action]:not([disabled]), [data-choose], .gc-play__announce input");
    if (next) {
      this.refocus = false;
      next.focus();
    }
  }

  /** The skip link's target: your next choice, or (while the computer moves) the line that
   * says who is thinking. */
  focusTable() {
    const next = this.table.querySelector("[data-action]:not([disabled]), [data-choose], .gc-play__announce input");
    const target = next || this.prompt;
    if (!next) this.prompt.tabIndex = -1;
    target.focus(); // and scrolled into view
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
    this.render(this.state, this.deal, this.lastOptions);
    const again = this.you.querySelector(`[data-card="${code}"]`);
    if (again) again.focus();
  }

  actionButton(action, content, { primary = false, extra = {} } = {}) {
    return el(
      "button",
      {
        type: "button",
        class: `md-button gc-play__action${primary ? " md-button--primary" : ""}`,
        "data-action": actionJson(action),
        onclick: () => this.handlers.act(action),
        ...extra,
      },
      ...content,
    );
  }

  renderActions(state, actions, kinds, busy, deciding) {
    const mine = actions.length > 0;
    const doubling = actions.filter((a) => a.action === "double");
    let text = "";
    if (state.terminal) text = t("play.prompt.over");
    else if (deciding) {
      // The engine's own words for each doubling ("say contra"), inside the sentence.
      text = t("play.prompt.decide", { calls: anyOf(doubling.map((a) => a.label || "")) });
    } else if (mine) text = instruction(kinds, actions, (state.hand || []).length);
    else if (busy || state.to_move !== null) {
      text = this.bySeat(state.to_move, message("play.prompt.thinking_you"), message("play.prompt.thinking"));
    }
    if (this.prompt.textContent !== text) this.prompt.textContent = text;
    const parts = [];
    // Calls: grouped (Pass · Ace game: choose the ace · Solo: choose the suit · … · More…).
    const calls = actions.filter((a) => a.action === "call");
    if (calls.length) parts.push(...groupCalls(calls, this.facts, (a, content) => this.actionButton(a, content)));
    const takes = actions.filter((a) => a.action === "take");
    for (const action of takes) {
      parts.push(
        this.actionButton(action, [
          el(
            "span",
            { class: "gc-play__row" },
            (action.cards || []).map((c) => cardSpan(this.facts, c, "gc-card--small")),
          ),
          " ",
          actionText(action),
        ]),
      );
    }
    if (doubling.length) parts.push(this.doublingButtons(doubling, deciding));
    if (kinds.has("announce"))
      parts.push(
        this.announceBox(
          state,
          actions.filter((a) => a.action === "announce"),
        ),
      );
    for (const kind of ["discard", "exchange"]) {
      if (kinds.has(kind))
        parts.push(
          this.confirmBox(
            kind,
            actions.filter((a) => a.action === kind),
          ),
        );
    }
    this.buttons.replaceChildren(...parts);
  }

  /** Contra / No contra (Re / No re …): a real choice; "No …" lets the computer go on. Its
   * words are the doubling's own, by the call the engine offers: play.double.no.<call>. */
  doublingButtons(doubling, deciding) {
    const box = el("div", { class: "gc-play__buttons gc-play__doubling" });
    const says = doubling.filter((a) => a.call !== "pass");
    const pass = doubling.find((a) => a.call === "pass");
    for (const action of says) box.append(this.actionButton(action, [actionText(action)]));
    const call = DOUBLINGS.has(says[0]?.call) ? says[0].call : "contra";
    const no = t(`play.double.no.${call}`);
    if (pass) {
      box.append(this.actionButton(pass, [no]));
    } else if (deciding) {
      const decline = { action: "decline", calls: says.map((a) => a.call) };
      box.append(
        el(
          "button",
          {
            type: "button",
            class: "md-button gc-play__action",
            "data-action": JSON.stringify(decline),
            onclick: () => this.handlers.decline(decline.calls, no),
          },
          no,
        ),
      );
    }
    return box;
  }

  /** Tarok's announcements: one checkbox each, with its value; Announce / No announcement. */
  announceBox(state, options) {
    const offers = Array.isArray(state.announcement_offers) ? state.announcement_offers : [];
    const names = offers.length
      ? offers.map((o) => o.name)
      : [...new Set(options.flatMap((a) => a.announcements || []))];
    const none = options.find((a) => !(a.announcements || []).length);
    const matching = () => {
      const chosen = names.filter((n) => this.checked.has(n));
      return options.find((a) => {
        const listed = a.announcements || [];
        return chosen.length && listed.length === chosen.length && chosen.every((n) => listed.includes(n));
      });
    };
    const confirm = el("button", { type: "button", class: "md-button md-button--primary gc-play__action" });
    const refresh = () => {
      const match = matching();
      confirm.disabled = !match;
      if (match) confirm.setAttribute("data-action", actionJson(match));
      else confirm.removeAttribute("data-action");
      const count = names.filter((n) => this.checked.has(n)).length;
      confirm.textContent = count ? t("play.announce.confirm", { count }) : t("play.announce.tick");
    };
    confirm.addEventListener("click", () => {
      const match = matching();
      if (match) this.handlers.act(match);
    });
    const list = el("ul", { class: "gc-play__checks" });
    for (const name of names) {
      // The engine offers each announcement with its words; one it did not is named by its noun.
      const offer = offers.find((o) => o.name === name) || {
        label: label(noun(`announcement.${this.facts.game}.${name}`)),
        value: "",
      };
      const id = `gc-play-announce-${name}`;
      const box = el("input", {
        type: "checkbox",
        id,
        name: "announcement",
        value: name,
        checked: this.checked.has(name),
      });
      box.addEventListener("change", () => {
        if (box.checked) this.checked.add(name);
        else this.checked.delete(name);
        refresh();
      });
      list.append(
        el(
          "li",
          {},
          box,
          el(
            "label",
            { for: id },
            capitalise(offer.label),
            offer.value ? el("span", { class: "gc-play__value" }, ` — ${offer.value}`) : null,
          ),
        ),
      );
    }
    refresh();
    const buttons = el(
      "div",
      { class: "gc-play__buttons" },
      confirm,
      none ? this.actionButton(none, [t("play.announce.none")]) : null,
    );
    return el(
      "fieldset",
      { class: "gc-play__announce" },
      el("legend", {}, announceLegend(state.options || {})),
      list,
      buttons,
    );
  }

  /** Laying away or exchanging: you choose the cards; nothing is chosen for you. */
  confirmBox(kind, options) {
    const chosen = [...this.selection].sort();
    const match = options.find((a) => {
      const cards = [...(a.cards || [])].sort();
      return cards.length === chosen.length && cards.every((c, i) => c === chosen[i]);
    });
    const sizes = [...new Set(options.map((a) => (a.cards || []).length))].filter((n) => n > 0);
    const need = sizes.length === 1 ? sizes[0] : null;
    // The messages of laying away and of exchanging: play.confirm.<discard|exchange>.<what>.
    const say = (what, args = {}) => t(`play.confirm.${kind}.${what}`, args);
    const cards = allOf(chosen.map((code) => card(this.facts.game, code)));
    let text;
    if (match && chosen.length) text = say("go", { cards });
    else if (need !== null) {
      const more = need - chosen.length;
      text =
        chosen.length === 0
          ? say("choose", { n: need })
          : more > 0
            ? say("more", { n: more })
            : say("wrong", { n: chosen.length });
    } else text = chosen.length ? say("mixed") : say("any");
    const buttons = el(
      "div",
      { class: "gc-play__buttons" },
      el(
        "button",
        {
          type: "button",
          class: "md-button md-button--primary gc-play__action",
          "data-action": match ? actionJson(match) : null,
          disabled: !match,
          onclick: () => match && this.handlers.act(match),
        },
        text,
      ),
    );
    // Pamfil: playing with the cards as dealt is an exchange of no cards.
    const keep = options.find((a) => !(a.cards || []).length);
    if (keep && chosen.length) {
      buttons.append(this.actionButton(keep, [t("play.confirm.keep")]));
    }
    return buttons;
  }

  /** Hint and Take back, apart from the choices. */
  renderTools(state, actions, canUndo) {
    const parts = [];
    if (actions.length && !state.terminal) {
      parts.push(
        el(
          "button",
          { type: "button", class: "md-button gc-play__hint", onclick: () => this.handlers.hint() },
          t("play.tools.hint"),
        ),
      );
    }
    if (canUndo && !state.terminal) {
      parts.push(
        el(
          "button",
          { type: "button", class: "md-button gc-play__undo", onclick: () => this.handlers.undo() },
          t("play.tools.undo"),
        ),
      );
    }
    this.tools.replaceChildren(...parts);
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

  /** Each seat's score as the text gives it: a line of the score that names the seat and
   * its value (Pamfil's personal scores), else the deal's net result. */
  seatScores(state) {
    const scores = [...(state.returns || [])];
    const named = new Map();
    for (const line of state.score || []) {
      if (Number.isInteger(line.seat) && typeof line.value === "number") named.set(line.seat, line.value);
    }
    if (named.size === scores.length) return scores.map((_, seat) => named.get(seat));
    return scores;
  }

  renderScore(state, deal, handlers) {
    const quoted = new Set();
    const lines = el(
      "ol",
      { class: "gc-play__lines" },
      (state.score || []).map((line) => {
        // Each rule sentence once: a list's heading with the item it applies counts as its own.
        const key = line.rule ? `${line.rule.id} ${line.rule.text}` : null;
        const quote = !quoted.has(key);
        quoted.add(key);
        // A house rule is said once too: the net lines after "The game is worth 2" share it.
        const house = line.house_rule && !quoted.has(line.house_rule.text) ? line.house_rule : null;
        if (house) quoted.add(house.text);
        return el("li", {}, el("p", {}, line.text), ruleLink(line.rule, { quote }), houseRule(house));
      }),
    );
    const scores = this.seatScores(state);
    const returns = el(
      "table",
      { class: "gc-play__returns" },
      el("caption", {}, t("play.score.caption")),
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { scope: "col" }, t("play.score.player")),
          el("th", { scope: "col" }, t("play.score.score")),
        ),
      ),
      el(
        "tbody",
        {},
        scores.map((value, seat) =>
          el(
            "tr",
            { class: seat === deal.seat ? "gc-play__mine" : null },
            el("th", { scope: "row" }, this.who(seat)),
            el("td", {}, t("play.score.value", { value })),
          ),
        ),
      ),
    );
    const seats = el("select", { class: "gc-play__select", "aria-label": t("play.score.seat") });
    for (const seat of handlers.playableSeats()) {
      if (seat === deal.seat) continue;
      seats.append(el("option", { value: seat }, this.seatName(seat)));
    }
    const again = el(
      "div",
      { class: "gc-play__buttons" },
      el("button", { type: "button", class: "md-button", onclick: () => handlers.replay() }, t("play.score.replay")),
      seats.childElementCount
        ? el(
            "span",
            { class: "gc-play__group" },
            el(
              "button",
              { type: "button", class: "md-button", onclick: () => handlers.fromSeat(Number(seats.value)) },
              t("play.score.from_seat"),
            ),
            seats,
          )
        : null,
      el(
        "button",
        { type: "button", class: "md-button md-button--primary", onclick: () => handlers.next() },
        t("play.score.next"),
      ),
    );
    const headline = el("p", { class: "gc-play__headline" }, this.headlineText(state, deal, scores));
    this.score.hidden = false;
    const title = el("h2", { id: "gc-play-score-title", tabindex: "-1" }, t("play.score.title"));
    this.score.replaceChildren(title, headline, lines, returns, again);
    // The score first, then the coach's "Where the points went" (a review of the deal).
    this.score.after(this.coach);
  }

  /** The focus on the score's heading (once the table talk has told the end). */
  focusScore() {
    const title = this.score.querySelector("#gc-play-score-title");
    if (title && !this.score.hidden) title.focus();
  }

  /** What you are asked now, as the table shows it ("Your turn: play a card."). */
  promptText() {
    return this.prompt.textContent;
  }

  /**
   * The result in one sentence, from your side: "You won, +2: you and the dealer (holder
   * of the Ace of acorns) took 72 points.", "You lost, −90: Środek won his trójka with 38
   * against you and Zadek." Every sentence is a message of the page's catalogue; seats are
   * its nouns (no English article on a Polish name), and the declaring side's card points
   * are the engine's count (`declarer_points`, Tarok's with the laid-away cards).
   */
  headlineText(state, deal, scores) {
    const seat = deal.seat;
    const value = Number(scores[seat]) || 0;
    if (!playingSeats(state).has(seat)) return t("play.headline.sat_out", { value });
    const returns = state.returns || [];
    const net = Number(returns[seat]) || 0;
    // A game that scores each player on his own (Pamfil): the text's score, no ranking.
    const own = scores.some((v, i) => v !== returns[i]);
    const outcome = own ? "scored" : net > 0 ? "won" : net < 0 ? "lost" : "even";
    const result = message(`play.result.${outcome}`, { value });
    const side = this.yourSide(state, deal);
    if (!side) return t("play.headline.tricks", { result, n: this.tricksWon(state)[seat] || 0 });
    const points = Number.isInteger(state.declarer_points) ? state.declarer_points : null;
    const contract = state.contract?.label || "";
    if (points === null || !contract) return t("play.headline.result", { result });
    const seatNoun = (s) => this.seatNoun(s);
    if (side.declaring && side.alone) return t("play.headline.alone", { result, contract, n: points });
    if (side.declaring) {
      const partners = allOf(side.partners.map((s) => this.partnerName(state, s, seatNoun)));
      return t("play.headline.partners", { result, partners, n: points });
    }
    // A defender: the declaring side's game, and who played against it.
    const against = allOf([message("play.you"), ...side.partners.map(seatNoun)]);
    const won = (Number(returns[state.declarer]) || 0) > 0 ? "won" : "lost";
    if (side.declarers.length === 1) {
      const declarer = seatNoun(state.declarer);
      return t(`play.headline.his_${won}`, { result, declarer, contract, points, against });
    }
    const declarers = allOf(side.declarers.map((s) => this.partnerName(state, s, seatNoun)));
    return t(`play.headline.their_${won}`, { result, declarers, points, against });
  }

  /** A seat of the declaring side as a message argument; the called ace's holder is said so. */
  partnerName(state, seat, seatNoun) {
    const called = state.contract?.called;
    if (!called || seat !== state.public?.partner) return seatNoun(seat);
    const ace = card(this.facts.game, `A${called}`);
    return message("play.partner.holder", { seat: seatNoun(seat), card: ace });
  }

  /** Your side at the end: whether it declared, your partners and the declaring seats. */
  yourSide(state, deal) {
    const declarer = state.declarer;
    if (declarer === null || declarer === undefined) return null;
    const pub = state.public || {};
    const declarers = [declarer];
    if (Number.isInteger(pub.partner) && pub.partner !== declarer) declarers.push(pub.partner);
    const inPlay = [...playingSeats(state)].sort((a, b) => a - b);
    const declaring = declarers.includes(deal.seat);
    const mine = declaring ? declarers : inPlay.filter((s) => !declarers.includes(s));
    return {
      declaring,
      declarers,
      seats: mine,
      partners: mine.filter((s) => s !== deal.seat),
      alone: mine.length === 1,
    };
  }

  hideScore() {
    this.score.hidden = true;
    this.score.replaceChildren();
    this.live.before(this.coach); // back under your cards for the next deal
  }
}
