// The page's words: every sentence it shows is a key and its arguments, said from the catalogue
// of the page's language (`<html lang>`), with the browser's own Intl.PluralRules and
// Intl.ListFormat. The catalogues are compiled from i18n/site/*.po by scripts/i18n.py into
// generated/i18n/<lang>.js, together with the names (cards, suits, seats) and their forms.
//
// The template language is the engine's (trainer/i18n.py), so a translator learns one:
//   {arg}               the argument in its default form
//   {arg:form}          a named form of a noun ("acc", "label"), or "signed" for a number
//   {arg!u}             first letter upper case (a sentence start); {arg!u:acc}
//   {arg!l}             first letter lower case (a label inside running text)
//   {arg?m=…|f=…|*=…}   a word chosen by the noun's gender
//   {{ }}               literal braces
// A plural entry chooses its form by the argument `n`.

import { locale } from "./locale.js";

export { locale };

// -- arguments ------------------------------------------------------------------------------------

/** A name from the noun tables, declined by the template's form: noun("seat.forehand"). */
export function noun(key, code = undefined) {
  return { noun: key, code };
}

/** A card by its game and code: card("tarok", "T21") names "tarok XXI (mond)". */
export function card(game, code) {
  const table = game.startsWith("pamfil") ? "pamfil" : game;
  return noun(`card.${table}.${code}`, code);
}

/** A list said as one phrase: "a, b and c". */
export function allOf(items) {
  return { items: [...items], conjunction: "and" };
}

/** A list of choices: "a, b or c". */
export function anyOf(items) {
  return { items: [...items], conjunction: "or" };
}

/** A result with its sign: "+2", "−2" (a true minus), "0". */
export function signed(value) {
  return { signed: value };
}

/** A nested message: its key and arguments, said in the same language. */
export function message(key, args = {}) {
  return { key, args };
}

// -- rendering ------------------------------------------------------------------------------------

const INTL = { en: "en-GB", "en-XA": "en-GB", pl: "pl", de: "de" };
const PLURAL_INDEX = {
  en: { one: 0, other: 1 },
  de: { one: 0, other: 1 },
  pl: { one: 0, few: 1, many: 2, other: 2 },
};

function parseField(body) {
  let choices = null;
  let rest = body;
  const question = body.indexOf("?");
  if (question >= 0) {
    rest = body.slice(0, question);
    choices = body
      .slice(question + 1)
      .split("|")
      .map((option) => {
        const eq = option.indexOf("=");
        return [option.slice(0, eq).trim(), option.slice(eq + 1)];
      });
  }
  const [head, form = ""] = rest.split(":");
  const [name, conversion = ""] = head.split("!");
  return { name, conversion, form, choices };
}

const parsed = new Map();

function parse(template) {
  const found = parsed.get(template);
  if (found) return found;
  const parts = [];
  let text = "";
  for (let i = 0; i < template.length; ) {
    const char = template[i];
    if ((char === "{" || char === "}") && template[i + 1] === char) {
      text += char;
      i += 2;
    } else if (char === "{") {
      const end = template.indexOf("}", i);
      if (end < 0) throw new Error(`unclosed '{' in ${template}`);
      if (text) parts.push(text);
      text = "";
      parts.push(parseField(template.slice(i + 1, end)));
      i = end + 1;
    } else {
      text += char;
      i += 1;
    }
  }
  if (text) parts.push(text);
  parsed.set(template, parts);
  return parts;
}

/** A list joined as the language joins it ("a, b and c"). The pseudo-language has no Intl
 * language of its own: it joins as en-GB does, with its catalogue's own word for "and"/"or". */
function listFormat(intl, type, word) {
  const format = new Intl.ListFormat(intl, { type });
  if (!word) return format;
  return {
    format: (items) =>
      format
        .formatToParts(items)
        .map((part) => (part.type === "literal" ? part.value.replace(/[A-Za-z]+/g, word) : part.value))
        .join(""),
  };
}

/** The words of one language: `t(key, args)` and `label(noun)`, from its compiled catalogue
 * (with the English one for what it lacks). The page uses the instance for its own language;
 * the tests make one per language. */
export function wordsFor(catalogue, english) {
  const intl = INTL[catalogue.locale];
  // by the rule of the catalogue a text comes from (an untranslated one is English)
  const pluralRules = {
    en: new Intl.PluralRules("en-GB"),
    de: new Intl.PluralRules("de"),
    pl: new Intl.PluralRules("pl"),
  };
  const lists = {
    and: listFormat(intl, "conjunction", catalogue.conjunctions?.and),
    or: listFormat(intl, "disjunction", catalogue.conjunctions?.or),
  };

  function entry(key) {
    const own = catalogue.messages[key];
    if (own !== undefined) return [own, catalogue];
    const fallback = english.messages[key];
    if (fallback === undefined) throw new Error(`no message ${key} in the catalogues`);
    return [fallback, english];
  }

  function nounEntry(key) {
    const found = catalogue.nouns[key] ?? english.nouns[key];
    if (!found) throw new Error(`no noun ${key} in the catalogues`);
    return found;
  }

  function number(value) {
    let text = String(value);
    if (catalogue.plural === "pl" || catalogue.plural === "de") text = text.replace(".", ",");
    return text.replace("-", "−");
  }

  function signedText(value) {
    if (value === 0) return "0";
    return value > 0 ? `+${number(value)}` : number(value);
  }

  function format(value, form) {
    if (value === null || value === undefined) throw new Error("a message argument is missing");
    if (typeof value === "number") return form === "signed" ? signedText(value) : number(value);
    if (typeof value === "string") return value;
    if (value.key !== undefined) return say(value.key, value.args);
    if (value.noun !== undefined) {
      const forms = nounEntry(value.noun)[1];
      return forms[form] || forms[""];
    }
    if (value.items !== undefined) {
      return lists[value.conjunction].format(value.items.map((item) => format(item, form)));
    }
    if (value.signed !== undefined) return signedText(value.signed);
    throw new Error(`cannot say ${JSON.stringify(value)} in a message`);
  }

  function choose(value, choices) {
    // A list of one is that one name: the words agree with it, not with a plural.
    if (value?.items !== undefined && value.items.length === 1) return choose(value.items[0], choices);
    let gender = "*";
    if (value?.noun !== undefined) gender = nounEntry(value.noun)[0] || "*";
    else if (value?.items !== undefined) gender = "pl";
    const found = choices.find(([option]) => option === gender) ?? choices.find(([option]) => option === "*");
    return found ? found[1] : "";
  }

  function say(key, args = {}) {
    const [found, source] = entry(key);
    let template = found;
    if (Array.isArray(found)) {
      const n = args.n;
      if (typeof n !== "number") throw new Error(`the plural message ${key} needs a number 'n'`);
      // a fraction takes the second form in every language here ("2.5 tricks", "2,5 lewy")
      const rule = source.plural;
      const index = Number.isInteger(n) ? PLURAL_INDEX[rule][pluralRules[rule].select(Math.abs(n))] : 1;
      template = found[Math.min(index, found.length - 1)];
    }
    let out = "";
    for (const part of parse(template)) {
      if (typeof part === "string") {
        out += part;
        continue;
      }
      if (!(part.name in args)) throw new Error(`message ${key} has no argument ${part.name}`);
      const value = args[part.name];
      let text = part.choices ? choose(value, part.choices) : format(value, part.form);
      if (part.conversion === "u") text = text.charAt(0).toUpperCase() + text.slice(1);
      else if (part.conversion === "l") text = text.charAt(0).toLowerCase() + text.slice(1);
      out += text;
    }
    return out;
  }

  return {
    locale: catalogue.locale,
    /** The message `key` with `args`, said in this language. */
    t: say,
    /** A noun alone, as a label (a card picture's name, a seat on the table). */
    label: (value) => format(value, "label"),
    /** A noun alone in the first of `forms` its entry has, else its default form:
     * named(noun("seat.tarok.zadek"), "glossed", "label") → "Zadek (rearhand)". */
    named: (value, ...forms) => {
      const entry = nounEntry(value.noun)[1];
      const form = forms.find((name) => entry[name]);
      return form ? entry[form] : entry[""];
    },
  };
}

const base = new URL("../../generated/i18n/", import.meta.url);
const english = (await import(new URL("en.js", base).href)).default;
const own = locale === "en" ? english : (await import(new URL(`${locale}.js`, base).href)).default;
const words = wordsFor(own, english);

/** The message `key` with `args`, said in the page's language: t("play.your_turn"). */
export const t = words.t;

/** A noun alone, in the page's language: label(card("tarok", "SK")) → "Skiz". */
export const label = words.label;

/** A noun alone in a chosen form (the first its entry has), in the page's language. */
export const named = words.named;
