// The evening's house rules and (Schafkopf) tariff, in words: the presets first, then each
// rule on its own with the engine's sentence for it (`describe`), never an identifier.

import { el, valueInWords } from "../quiz/dom.js";
import { message, t } from "../site/words.js";

function choiceText(option, value) {
  // each value in words, from `describe` (`words.values`, by the value as a key: true, 90, ramsch)
  const labels = option.words?.values || option.choice_labels || option.labels || {};
  const text = labels[String(value)] || valueInWords(value);
  return value === option.default ? t("sheet.rules.as_the_text", { value: text }) : text;
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
        el("legend", {}, t("sheet.rules.play_by")),
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
  const by = preset ? message("sheet.rules.by.preset", { preset: preset.label }) : message("sheet.rules.by.text");
  parts.push(
    el(
      "details",
      { class: "gc-sheet__one-rule", open: changed > 0 },
      el("summary", {}, changed ? t("sheet.rules.changed", { count: changed }) : t("sheet.rules.change_one")),
      rows,
    ),
  );
  const panel = el(
    "section",
    { class: "gc-sheet__rules", "aria-labelledby": `${uid}-h` },
    el("h3", { id: `${uid}-h` }, t("sheet.rules.heading")),
    el(
      "p",
      { class: "gc-sheet__rules-now" },
      changed ? t("sheet.rules.now_changed", { by, n: changed }) : t("sheet.rules.now", { by }),
    ),
    ...parts,
  );
  return panel;
}

/** The tariff's prices, each with its label (`sheet.tariff.<key>`). */
const TARIFF_FIELDS = ["ace_game", "solo", "step"];

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
    for (const key of TARIFF_FIELDS) {
      const v = values[key];
      if (!Number.isInteger(v) || v < 1 || v > 100000) {
        problem.textContent = t("sheet.tariff.whole_number", { field: t(`sheet.tariff.${key}`), max: 100000 });
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
  for (const key of TARIFF_FIELDS) {
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
    fields.append(el("span", { class: "gc-sheet__field" }, el("label", { for: id }, t(`sheet.tariff.${key}`)), input));
  }
  const unitId = `${uid}-unit`;
  const unit = el(
    "select",
    { id: unitId, class: "gc-sheet__select", "data-tariff": "unit" },
    ["cents", "points"].map((u) =>
      el("option", { value: u, selected: values.unit === u }, t(`sheet.tariff.unit.${u}`)),
    ),
  );
  unit.addEventListener("change", () => {
    values.unit = unit.value;
    send();
  });
  fields.append(
    el("span", { class: "gc-sheet__field" }, el("label", { for: unitId }, t("sheet.tariff.counted_in")), unit),
  );
  return el(
    "section",
    { class: "gc-sheet__tariff", "aria-labelledby": `${uid}-h` },
    el("h3", { id: `${uid}-h` }, t("sheet.tariff.heading")),
    el("p", {}, t("sheet.tariff.about")),
    el("span", { class: "gc-sheet__check" }, on, el("label", { for: onId }, t("sheet.tariff.on"))),
    fields,
    problem,
  );
}
