/**
 * @file Your choices besides the cards (a method group of TableView, play/table.js): the
 * prompt of what you are asked, the calls, the talon's groups, the doublings, Tarok's
 * announcements, laying away and exchanging, and the Hint and Take back tools.
 */

import { cardSpan, el } from "../../quiz/dom.js";
import { allOf, anyOf, card, label, message, noun, t } from "../../site/words.js";
import { groupCalls } from "../calls.js";
import { actionText, capitalise, instruction } from "../words.js";
import { actionJson } from "./hand.js";

/** The doubling calls a "No …" button names (play.double.no.<call>): Schafkopf's contra and re,
 * Tarok's contra, recontra and supracontra. */
const DOUBLINGS = new Set(["contra", "re", "recontra", "supracontra"]);

/** What an announcement risks is the rules' to say: the text gives a failed one no penalty;
 * a house rule may make the soloist pay its value. */
function announceLegend(options) {
  return options.failed_announcement_penalty ? t("play.announce.legend_house") : t("play.announce.legend_text");
}

export const choiceMethods = {
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
  },

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
  },

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
  },

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
  },

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
  },

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
  },
};
