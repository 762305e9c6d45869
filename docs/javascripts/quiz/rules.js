// House rules in words: the presets first (`describe.presets`: the text's own
// rules, and for Schafkopf today's), then each rule on its own, described by the
// engine's sentence. Option identifiers are never shown; a change applies from
// the next question, and the panel says so.

import { t } from "../site/words.js";
import { el, valueInWords } from "./dom.js";

function optionLabel(option) {
  return option.label || option.doc || t("trainer.rules.a_rule");
}

function choiceText(option, value) {
  // each value in words, from `describe` (`words.values`, by the value as a key: true, 90, ramsch)
  const labels = option.words?.values || option.choice_labels || option.labels || {};
  const text = labels[String(value)] || valueInWords(value);
  return value === option.default ? t("trainer.rules.as_the_text", { value: text }) : text;
}

function sameOptions(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/** Options that differ from the text's defaults. */
export function changedOnly(config, options) {
  const out = {};
  for (const option of config.options || []) {
    if (option.name in options && options[option.name] !== option.default) out[option.name] = options[option.name];
  }
  return out;
}

/**
 * The panel. `state.options` is the learner's saved record (differences from the text);
 * `onChange(options)` saves a new set; `onApply()` asks for a question under them.
 */
export function buildRulesPanel(config, state, { onChange, onApply, uid }) {
  const presets = config.presets || [];
  const summary = el("summary", {});
  const note = el(
    "p",
    { class: "gc-quiz__rules-note", hidden: true },
    `${t("trainer.rules.next_question")} `,
    el(
      "button",
      { type: "button", class: "md-button gc-quiz__apply", onclick: () => onApply() },
      t("trainer.rules.apply"),
    ),
  );
  const selects = [];
  const presetInputs = [];

  function refresh() {
    const current = changedOnly(config, state.options);
    const preset = presets.find((p) => sameOptions(changedOnly(config, p.options || {}), current));
    const changed = Object.keys(current).length;
    summary.textContent = preset
      ? t("trainer.rules.summary.preset", { preset: preset.label })
      : changed
        ? t("trainer.rules.summary.changed", { n: changed })
        : t("trainer.rules.summary.text");
    for (const input of presetInputs) input.checked = preset ? input.value === preset.name : false;
    for (const select of selects) {
      const option = select.gcOption;
      select.value = JSON.stringify(option.name in state.options ? state.options[option.name] : option.default);
    }
  }

  function change(options) {
    onChange(changedOnly(config, options));
    note.hidden = false;
    refresh();
  }

  const parts = [summary];
  if (presets.length) {
    parts.push(
      el(
        "fieldset",
        { class: "gc-quiz__presets" },
        el("legend", {}, t("trainer.rules.play_by")),
        presets.map((preset) => {
          const input = el("input", {
            type: "radio",
            name: `gc-preset-${uid}`,
            value: preset.name,
            onchange: () => change({ ...(preset.options || {}) }),
          });
          presetInputs.push(input);
          return el(
            "label",
            { class: "gc-quiz__preset" },
            input,
            " ",
            el("strong", {}, preset.label),
            preset.description ? el("span", { class: "gc-quiz__preset-doc" }, ` ${preset.description}`) : null,
          );
        }),
      ),
    );
  }
  const rows = (config.options || []).map((option, i) => {
    const id = `gc-opt-${uid}-${i}`;
    const select = el(
      "select",
      { id, "data-option": option.name, class: "gc-quiz__select" },
      option.choices.map((choice) => el("option", { value: JSON.stringify(choice) }, choiceText(option, choice))),
    );
    select.gcOption = option;
    select.addEventListener("change", () => change({ ...state.options, [option.name]: JSON.parse(select.value) }));
    selects.push(select);
    return el("div", { class: "gc-quiz__option" }, el("label", { for: id }, optionLabel(option)), select);
  });
  parts.push(
    el("details", { class: "gc-quiz__one-rule" }, el("summary", {}, t("trainer.rules.change_one")), rows),
    el(
      "p",
      {},
      el("button", { type: "button", class: "md-button", onclick: () => change({}) }, t("trainer.rules.back")),
    ),
    note,
  );
  const panel = el("details", { class: "gc-quiz__rules" }, ...parts);
  refresh();
  return panel;
}

/** "Rules in play" for a question: only the rules that differ from the text, in words. */
export function rulesInPlay(question, config) {
  let items = question.rules_in_play;
  if (!Array.isArray(items)) {
    const differ = changedOnly(config, question.options || {});
    items = Object.entries(differ).map(([name, value]) => {
      const option = (config.options || []).find((o) => o.name === name);
      return {
        label: option ? option.words?.label || optionLabel(option) : t("trainer.rules.a_rule"),
        value: option ? choiceText(option, value) : valueInWords(value),
      };
    });
  }
  if (!items.length) return null;
  return el(
    "div",
    { class: "gc-quiz__house-rules" },
    el("p", {}, el("strong", {}, t("trainer.rules.in_play"))),
    el(
      "ul",
      {},
      items.map((item) => el("li", {}, `${item.label} `, el("em", {}, `${item.value}`))),
    ),
  );
}
