// The score sheet's form parts, one way for the three games: a group of choices drawn as
// large buttons (radio inputs, so the arrow keys move between them), a whole-number field
// (a numeric keypad on a phone) and a select. Every input has a label; every part carries
// `data-field` so a refusal can be shown beside the field it concerns and focus sent there.

import { el } from "../quiz/dom.js";
import { t } from "../site/words.js";

/** Radio buttons as large buttons. `choices` is [[value, words], ...]; values compare as text. */
export function choiceGroup({ legend, name, choices, value, field, onChange }) {
  const inputs = choices.map(([choice, words], i) => {
    const id = `${name}-${i}`;
    const input = el("input", {
      type: "radio",
      name,
      id,
      value: String(choice),
      checked: value !== null && value !== undefined && String(value) === String(choice),
    });
    input.addEventListener("change", () => {
      if (input.checked) onChange(choice);
    });
    return el("span", { class: "gc-sheet__choice" }, input, el("label", { for: id }, words));
  });
  return el(
    "fieldset",
    { class: "gc-sheet__choices", "data-field": field },
    el("legend", {}, legend),
    el("div", { class: "gc-sheet__choice-row" }, inputs),
  );
}

/** A whole number (or empty: null). The keypad of a phone shows digits only. */
export function numberField({ label, id, value, min, max, field, onChange }) {
  const input = el("input", {
    type: "text",
    id,
    inputmode: "numeric",
    pattern: "[0-9]*",
    autocomplete: "off",
    class: "gc-sheet__number",
    value: value === null || value === undefined ? "" : String(value),
    "data-field": field,
    "aria-describedby": `${id}-range`,
  });
  input.addEventListener("input", () => {
    const text = input.value.trim();
    const number = /^\d{1,4}$/.test(text) ? Number(text) : null;
    onChange(number);
  });
  return el(
    "span",
    { class: "gc-sheet__field" },
    el("label", { for: id }, label),
    input,
    el("span", { class: "gc-sheet__hint", id: `${id}-range` }, t("sheet.form.range", { min, max })),
  );
}

/** A select with a label. `choices` is [[value, words], ...] (values as text). */
export function selectField({ label, id, choices, value, field, onChange }) {
  const select = el(
    "select",
    { id, class: "gc-sheet__select", "data-field": field },
    choices.map(([choice, words]) =>
      el("option", { value: choice, selected: String(choice) === String(value) }, words),
    ),
  );
  select.addEventListener("change", () => onChange(select.value));
  return el("span", { class: "gc-sheet__field" }, el("label", { for: id }, label), select);
}
