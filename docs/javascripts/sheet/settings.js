// The evening's house rules and (Schafkopf) tariff, in words: the presets first, then each
// rule on its own with the engine's sentence for it (`describe`), never an identifier.

import { el, valueInWords } from "../quiz/dom.js";

function choiceText(option, value) {
  const labels = option.choice_labels || option.labels || {};
  const text = labels[String(value)] || valueInWords(value);
  return value === option.default ? `${text} (as the text says)` : text;
}

/**
 * House rules: `rules` is {preset, options} (options: single changes over the preset);
 * `onChange(next)` gets the new {preset, options}.
 */
export function rulesPanel(described, rules, uid, onChange) {
  // Drawn again after each change (the changed rules decide what the other choices mean),
  // with the focus kept on the control that changed.
  const redraw = (next) => {
    const focused = document.activeElement?.id;
    onChange(next);
    if (panel.isConnected) {
      panel.replaceWith(rulesPanel(described, next, uid, onChange));
      if (focused) document.getElementById(focused)?.focus();
    }
  };
  const presets = described.presets || [];
  const preset = presets.find((p) => p.name === rules.preset) || null;
  const base = { ...(preset?.options || {}) };
  const current = { ...base, ...(rules.options || {}) };
  const parts = [];
  if (presets.length) {
    parts.push(
      el(
        "fieldset",
        { class: "gc-sheet__presets" },
        el("legend", {}, "Play by"),
        presets.map((p, i) => {
          const id = `${uid}-preset-${i}`;
          const input = el("input", {
            type: "radio",
            id,
            name: `${uid}-preset`,
            value: p.name,
            checked: p.name === rules.preset,
          });
          input.addEventListener("change", () => {
            if (input.checked) redraw({ preset: p.name, options: {} });
          });
          return el(
            "span",
            { class: "gc-sheet__preset" },
            input,
            el(
              "label",
              { for: id },
              el("strong", {}, p.label),
              p.description ? el("span", { class: "gc-sheet__preset-doc" }, ` ${p.description}`) : null,
            ),
          );
        }),
      ),
    );
  }
  const changed = Object.keys(rules.options || {}).length;
  const rows = (described.options || []).map((option, i) => {
    const id = `${uid}-opt-${i}`;
    const value = option.name in current ? current[option.name] : option.default;
    const select = el(
      "select",
      { id, class: "gc-sheet__select", "data-option": option.name },
      option.choices.map((choice) =>
        el("option", { value: JSON.stringify(choice), selected: choice === value }, choiceText(option, choice)),
      ),
    );
    select.addEventListener("change", () => {
      const chosen = JSON.parse(select.value);
      const options = { ...(rules.options || {}) };
      const under = option.name in base ? base[option.name] : option.default;
      if (chosen === under) delete options[option.name];
      else options[option.name] = chosen;
      redraw({ preset: rules.preset, options });
    });
    return el("div", { class: "gc-sheet__option" }, el("label", { for: id }, option.label || option.doc), select);
  });
  // The preset's name quoted, as it is a title ("Playing by “As the source text has it”").
  const words = preset ? `“${preset.label}”` : "the text's own rules";
  parts.push(
    el(
      "details",
      { class: "gc-sheet__one-rule", open: changed > 0 },
      el("summary", {}, changed ? `Single rules changed: ${changed}` : "Change one rule"),
      rows,
    ),
  );
  const panel = el(
    "section",
    { class: "gc-sheet__rules", "aria-labelledby": `${uid}-h` },
    el("h3", { id: `${uid}-h` }, "House rules"),
    el(
      "p",
      { class: "gc-sheet__rules-now" },
      `Playing by ${words}${changed ? `, with ${changed} ${changed === 1 ? "rule" : "rules"} changed` : ""}. A change applies to every deal of the evening.`,
    ),
    ...parts,
  );
  return panel;
}

const TARIFF_FIELDS = [
  ["ace_game", "Ace game"],
  ["solo", "Solo (Wenz, Suit Solo)"],
  ["step", "Each step (Laufende, Schneider, Schwarz)"],
];

/** The tariff: null plays in the text's stakes; else {ace_game, solo, step, unit}. */
export function tariffPanel(tariff, uid, onChange) {
  const onId = `${uid}-on`;
  const on = el("input", { type: "checkbox", id: onId, checked: Boolean(tariff) });
  const fields = el("div", { class: "gc-sheet__tariff-fields", hidden: !tariff });
  const values = { ace_game: 10, solo: 50, step: 10, unit: "cents", ...(tariff || {}) };
  const problem = el("p", { class: "gc-sheet__refusal", role: "alert", hidden: true });
  const send = () => {
    if (!on.checked) {
      onChange(null);
      return;
    }
    for (const [key, words] of TARIFF_FIELDS) {
      const v = values[key];
      if (!Number.isInteger(v) || v < 1 || v > 100000) {
        problem.textContent = `${words}: enter a whole number from 1 to 100000.`;
        problem.hidden = false;
        return;
      }
    }
    problem.hidden = true;
    onChange({ ...values });
  };
  on.addEventListener("change", () => {
    fields.hidden = !on.checked;
    send();
  });
  for (const [key, words] of TARIFF_FIELDS) {
    const id = `${uid}-${key}`;
    const input = el("input", {
      type: "text",
      id,
      inputmode: "numeric",
      pattern: "[0-9]*",
      class: "gc-sheet__number",
      value: String(values[key]),
      "data-tariff": key,
    });
    input.addEventListener("change", () => {
      values[key] = /^\d{1,6}$/.test(input.value.trim()) ? Number(input.value.trim()) : null;
      send();
    });
    fields.append(el("span", { class: "gc-sheet__field" }, el("label", { for: id }, words), input));
  }
  const unitId = `${uid}-unit`;
  const unit = el(
    "select",
    { id: unitId, class: "gc-sheet__select", "data-tariff": "unit" },
    ["cents", "points"].map((u) => el("option", { value: u, selected: values.unit === u }, u)),
  );
  unit.addEventListener("change", () => {
    values.unit = unit.value;
    send();
  });
  fields.append(el("span", { class: "gc-sheet__field" }, el("label", { for: unitId }, "Counted in"), unit));
  return el(
    "section",
    { class: "gc-sheet__tariff", "aria-labelledby": `${uid}-h` },
    el("h3", { id: `${uid}-h` }, "Tariff"),
    el(
      "p",
      {},
      "Without a tariff the sheet counts in the text's stakes (an ace game 1, a solo 5, each step 1). " +
        "With one, every game is priced by it, and a plain stake at the price of an ace game: " +
        "a Ramsch costs its loser two ace games to each other player (the text's 2 stakes).",
    ),
    el("span", { class: "gc-sheet__check" }, on, el("label", { for: onId }, "Play at a tariff")),
    fields,
    problem,
  );
}
