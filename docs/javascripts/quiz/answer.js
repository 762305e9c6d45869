// The answer part of a question: the card buttons (made here, placed by the
// blocks), the radio choices, number and form fields; reading the learner's
// answer back; refusing an answer that is empty where one is impossible; and,
// after the verdict, marking what was chosen and what was right.

import { t } from "../site/words.js";
import { cardImage, el, pointerIs } from "./dom.js";
import { number } from "./plural.js";

const ARROWS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: "first", End: "last" };

function choiceValue(choice) {
  return typeof choice === "object" && choice !== null ? choice.value : choice;
}

function choiceLabel(choice) {
  return typeof choice === "object" && choice !== null ? choice.label : String(choice);
}

function toNumber(text) {
  return text.trim() === "" || Number.isNaN(Number(text)) ? text : Number(text);
}

export class AnswerForm {
  /**
   * @param {object} question the engine's question
   * @param {import("./dom.js").Naming} naming
   * @param {{onSubmit: () => void, uid: string}} options
   */
  constructor(question, naming, { onSubmit, uid }) {
    this.question = question;
    this.answer = question.answer || {};
    this.naming = naming;
    this.uid = uid;
    this.selection = new Set();
    this.buttons = [];
    this.locked = false;
    this.element = this.render(onSubmit);
  }

  /** A card the learner can choose, where it lies (hand, trick or talon). */
  makeCard(code, first) {
    const number = this.buttons.length + 1; // its key, 1–9 (see pick)
    const button = el(
      "button",
      {
        type: "button",
        class: "gc-card gc-card--choosable",
        "data-card": code,
        "aria-pressed": "false",
        title: this.naming.card(code),
        tabindex: first ? "0" : "-1",
      },
      cardImage(this.naming, code),
      number <= 9 ? el("span", { class: "gc-card__key", "aria-hidden": "true" }, String(number)) : null,
    );
    button.addEventListener("click", () => this.toggle(code));
    button.addEventListener("keydown", (event) => this.moveFocus(event, button));
    this.buttons.push(button);
    return button;
  }

  moveFocus(event, button) {
    if (!(event.key in ARROWS)) return;
    event.preventDefault();
    const buttons = this.buttons;
    let index = buttons.indexOf(button);
    const step = ARROWS[event.key];
    if (step === "first") index = 0;
    else if (step === "last") index = buttons.length - 1;
    else index = (index + step + buttons.length) % buttons.length;
    for (const b of buttons) b.tabIndex = -1;
    buttons[index].tabIndex = 0;
    buttons[index].focus();
  }

  toggle(code) {
    if (this.locked) return;
    if (this.answer.select === "one") {
      this.selection = this.selection.has(code) ? new Set() : new Set([code]);
    } else if (this.selection.has(code)) {
      this.selection.delete(code);
    } else {
      this.selection.add(code);
    }
    for (const button of this.buttons) {
      const on = this.selection.has(button.dataset.card);
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.classList.toggle("gc-card--selected", on);
    }
    // In button order (the order the cards are shown), named in words.
    const chosen = this.buttons.map((b) => b.dataset.card).filter((code) => this.selection.has(code));
    this.chosen.textContent = chosen.length ? t("trainer.answer.chosen", { cards: this.naming.cardList(chosen) }) : "";
  }

  /**
   * Keys 1–9: the n-th choice or card. Returns true when something was picked. A card
   * picked by its number leaves the focus on "Check answer", so Enter checks; more
   * digits still pick (or drop) cards, and the line above the button names the choice.
   */
  pick(n) {
    if (this.locked) return false;
    if (this.answer.type === "cards" && this.buttons[n - 1]) {
      const button = this.buttons[n - 1];
      for (const b of this.buttons) b.tabIndex = b === button ? 0 : -1;
      this.toggle(button.dataset.card);
      this.checkButton.focus();
      return true;
    }
    const radios = this.element.querySelectorAll("input[type=radio]");
    if (radios[n - 1]) {
      radios[n - 1].checked = true;
      radios[n - 1].focus();
      return true;
    }
    return false;
  }

  /** The first control of the answer: where the keyboard starts on a new question. */
  firstControl() {
    if (this.answer.type === "cards") return this.buttons[0] || null;
    return this.element.querySelector("input, select");
  }

  render(onSubmit) {
    const answer = this.answer;
    const form = el("form", {
      class: "gc-quiz__answer",
      novalidate: true,
      onsubmit: (event) => {
        event.preventDefault();
        onSubmit();
      },
      // Enter in a drop-down sends the answer too, as it does in a number field.
      onkeydown: (event) => {
        if (event.key === "Enter" && event.target.matches?.("select")) {
          event.preventDefault();
          form.requestSubmit();
        }
      },
    });
    const touch = pointerIs("coarse");
    // The cards are chosen where they lie (the blocks); what to do with them is said beside
    // the Check button, in the submit row below (a finger taps; a mouse clicks, or the keys).
    let what = null;
    if (answer.type === "cards" && answer.select === "one")
      what = touch ? t("trainer.answer.tap_card") : t("trainer.answer.click_card");
    else if (answer.type === "cards") what = touch ? t("trainer.answer.tap_cards") : t("trainer.answer.click_cards");
    const hint = what ? el("p", { class: "gc-quiz__hint" }, what) : null;
    if (answer.type === "choice") {
      const name = `gc-choice-${this.uid}`;
      form.append(
        el(
          "fieldset",
          { class: "gc-quiz__choices" },
          el("legend", {}, answer.label || t("trainer.answer.label")),
          answer.choices.map((choice, i) =>
            el(
              "label",
              { class: "gc-quiz__choice", "data-value": String(choice.value) },
              el("input", { type: "radio", name, value: choice.value }),
              el("span", { class: "gc-quiz__key", "aria-hidden": "true" }, i < 9 ? String(i + 1) : ""),
              el("span", { class: "gc-quiz__choice-text" }, choice.label),
            ),
          ),
        ),
      );
    } else if (answer.type === "number") {
      const id = `gc-number-${this.uid}`;
      form.append(
        el(
          "p",
          { class: "gc-quiz__field" },
          el("label", { for: id }, answer.label || t("trainer.answer.label")),
          " ",
          el("input", { id, type: "number", name: "value", inputmode: "numeric", step: 1, class: "gc-quiz__number" }),
        ),
      );
    } else if (answer.type === "form") {
      const fields = answer.fields.map((field) => {
        const id = `gc-field-${this.uid}-${field.name}`;
        const input =
          field.type === "choice"
            ? el(
                "select",
                { id, name: field.name },
                el("option", { value: "", text: "—" }),
                field.choices.map((c) => el("option", { value: String(choiceValue(c)), text: choiceLabel(c) })),
              )
            : el("input", {
                id,
                name: field.name,
                type: "number",
                inputmode: "numeric",
                step: 1,
                class: "gc-quiz__number",
              });
        return el(
          "div",
          { class: "gc-quiz__field", "data-field": field.name },
          el("label", { for: id }, field.label),
          " ",
          input,
        );
      });
      form.append(
        el("fieldset", { class: "gc-quiz__form" }, el("legend", {}, answer.label || t("trainer.answer.label")), fields),
      );
    }
    this.refusal = el("p", { class: "gc-quiz__refusal", role: "alert", hidden: true });
    // The cards chosen so far, in words (also for the keys 1–9, whose cards may be out of sight).
    this.chosen = el("p", { class: "gc-quiz__chosen", "aria-live": "polite" });
    form.id = `gc-answer-${this.uid}`;
    // `form`: the button still sends this form where a page places the row outside it
    // (the trainer keeps the row in view while the question is, N4).
    this.checkButton = el(
      "button",
      { type: "submit", form: form.id, class: "md-button md-button--primary gc-quiz__check" },
      t("trainer.answer.check"),
    );
    /** What to do, what is chosen, a refusal, and Check: one row, beside the answer. */
    this.submitRow = el(
      "div",
      { class: "gc-quiz__submit" },
      el("div", { class: "gc-quiz__submit-text" }, hint, answer.type === "cards" ? this.chosen : null, this.refusal),
      this.checkButton,
    );
    form.append(this.submitRow);
    return form;
  }

  /** The answer as the engine's `check` op takes it. */
  collect() {
    const answer = this.answer;
    const form = this.element;
    if (answer.type === "cards") {
      const picked = [...this.selection];
      return answer.select === "one" ? (picked[0] ?? null) : picked;
    }
    if (answer.type === "choice") return form.querySelector("input[type=radio]:checked")?.value ?? null;
    if (answer.type === "number") return toNumber(form.querySelector("input[name=value]").value);
    if (answer.type === "form") {
      const values = {};
      for (const field of answer.fields) {
        const input = form.querySelector(`[name="${CSS.escape(field.name)}"]`);
        const text = input ? input.value : "";
        if (field.type === "choice") {
          // Send the engine's own value back (a number or true/false stays one).
          const choice = (field.choices || []).find((c) => String(choiceValue(c)) === text);
          values[field.name] = choice === undefined ? text : choiceValue(choice);
        } else {
          values[field.name] = toNumber(text);
        }
      }
      return values;
    }
    return null;
  }

  /** Why this answer cannot be sent yet, or "" when it can. */
  emptyReason(value) {
    const answer = this.answer;
    if (answer.type === "cards" && answer.select === "one" && value === null) return t("trainer.answer.need_card");
    if (answer.type === "choice" && value === null) return t("trainer.answer.need_choice");
    if (answer.type === "number" && value === "") return t("trainer.answer.need_number");
    if (answer.type === "form" && Object.values(value).some((v) => v === "")) return t("trainer.answer.need_fields");
    return "";
  }

  refuse(text) {
    this.refusal.textContent = text;
    this.refusal.hidden = !text;
  }

  lock() {
    this.locked = true;
    for (const input of this.element.querySelectorAll("input, select")) input.disabled = true;
    for (const button of this.buttons) {
      button.setAttribute("aria-disabled", "true");
      // The number keys pick nothing after the verdict; their badges go, so each card's
      // name (set by mark) is all it shows and says.
      button.querySelector(".gc-card__key")?.remove();
    }
    this.checkButton.hidden = true;
  }

  /** After the verdict: mark the chosen and the correct answer. */
  mark(expected, given) {
    const answer = this.answer;
    if (answer.type === "cards") {
      const right = new Set([].concat(expected ?? []));
      for (const button of this.buttons) {
        const code = button.dataset.card;
        const chosen = this.selection.has(code);
        button.classList.toggle("gc-card--expected", right.has(code));
        button.classList.toggle("gc-card--wrong", chosen !== right.has(code));
        const name = this.naming.card(code);
        const isRight = right.has(code);
        const said = chosen
          ? isRight
            ? t("trainer.answer.card_chosen_right", { card: name })
            : t("trainer.answer.card_chosen", { card: name })
          : isRight
            ? t("trainer.answer.card_right", { card: name })
            : name;
        button.setAttribute("aria-label", said);
      }
    } else if (answer.type === "choice") {
      for (const label of this.element.querySelectorAll(".gc-quiz__choice")) {
        const value = label.dataset.value;
        const isRight = String(expected) === value;
        const isChosen = String(given) === value;
        label.classList.toggle("gc-quiz__choice--right", isRight);
        label.classList.toggle("gc-quiz__choice--wrong", isChosen && !isRight);
        const note = isRight
          ? isChosen
            ? t("trainer.answer.yours_right")
            : t("trainer.answer.the_right_one")
          : isChosen
            ? t("trainer.answer.yours_wrong")
            : "";
        if (note) label.append(el("span", { class: "gc-quiz__mark" }, note));
      }
    } else if (answer.type === "form" && expected && typeof expected === "object") {
      for (const field of answer.fields) {
        const box = this.element.querySelector(`[data-field="${CSS.escape(field.name)}"]`);
        if (!box) continue;
        const want = expected[field.name];
        const isRight = String(want) === String(given?.[field.name]);
        box.classList.toggle("gc-quiz__field--right", isRight);
        box.classList.toggle("gc-quiz__field--wrong", !isRight);
        const choice = (field.choices || []).find((c) => choiceValue(c) === want);
        const shown = choice === undefined ? number(want) : choiceLabel(choice);
        box.append(
          el("span", { class: "gc-quiz__mark" }, isRight ? "✓" : t("trainer.answer.field_wrong", { answer: shown })),
        );
      }
    } else if (answer.type === "number") {
      const box = this.element.querySelector(".gc-quiz__field");
      const isRight = String(expected) === String(given);
      box.classList.toggle(isRight ? "gc-quiz__field--right" : "gc-quiz__field--wrong", true);
      box.append(
        el(
          "span",
          { class: "gc-quiz__mark" },
          isRight ? "✓" : t("trainer.answer.field_wrong", { answer: number(expected) }),
        ),
      );
    }
  }

  /** True when `mark` writes the answer beside the field ("✗ the answer: 5"), so the
   * verdict need not say it once more. */
  get marksExpected() {
    return this.answer.type === "number" || this.answer.type === "form";
  }

  /** The expected answer in words, when the verdict has no `expected_text`. */
  describe(expected) {
    const answer = this.answer;
    if (answer.type === "cards") {
      const codes = [].concat(expected ?? []);
      return codes.length ? codes.map((c) => this.naming.card(c)).join(", ") : t("trainer.answer.no_card");
    }
    if (answer.type === "choice") {
      const choice = answer.choices.find((c) => String(c.value) === String(expected));
      return choice ? choice.label : String(expected);
    }
    if (answer.type === "form" && expected && typeof expected === "object") {
      return answer.fields
        .map((field) => {
          const choice = (field.choices || []).find((c) => choiceValue(c) === expected[field.name]);
          const value = choice === undefined ? number(expected[field.name]) : choiceLabel(choice);
          return t("trainer.answer.field", { field: field.label, answer: value });
        })
        .join("; ");
    }
    return String(expected);
  }
}
