// Small DOM helpers, and the words and pictures for cards and seats: the one way to
// draw and name a card on the trainer, play and learn pages. Every name a learner
// reads comes from the engine (`describe`, the question, the deal's `state`); this
// module never invents a game fact, and never shows a card code as text (not even in
// a picture's alternative text or tooltip).

import * as pageWordsModule from "../site/words.js";

/** The site's root URL (this file sits in javascripts/quiz/): where the shared files are. */
export const siteBase = new URL("../../", import.meta.url);

/** The root of the page's own language build (`/pl/` for a Polish page; the site's root in
 * English), as Material says it (`__md_scope`): links to pages stay in the reader's language,
 * while scripts, styles and card pictures come from the site's root. */
export const pageBase = globalThis.__md_scope ? new URL(globalThis.__md_scope) : siteBase;

/** A page of the site by its path from the root (`schafkopf/rules/#sk-follow`), as a URL, in
 * the page's language. */
export function siteHref(path) {
  return new URL(path, pageBase).href;
}

/**
 * Build an element: `el("p", {class: "x", onclick: f}, "text", child)`.
 * Attributes that are null, undefined or false are left out.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * What the page knows about one game's cards and seats: the build's copy of
 * `describe` (config) and, once the engine is up, the live one; on the play page
 * also the deal's own seat names (`seatNames`, from `state`).
 */
export class Naming {
  constructor(config) {
    this.config = config;
    this.labels = {};
    this.seatNames = null;
    // The page's words (site/words.js): the names' fallbacks and the catalogue's nouns.
    this.words = pageWordsModule;
  }

  /** The game's id ("pamfil"), when the config names it. */
  get game() {
    return this.config.game;
  }

  /** Which way play goes round the table (`describe`'s `table.direction`): "left",
   * clockwise, or "right", counter-clockwise (Tarok). */
  get direction() {
    return this.config.table?.direction || "left";
  }

  /** What the player who plays the game against the others is called (`describe`'s
   * `declarer_role`): "declarer", or "soloist" (Tarok). */
  get declarerRole() {
    return this.config.declarer_role || "declarer";
  }

  /** What the game calls a trump (`describe`'s `trump_word`): "trump", or "tarok". */
  get trumpWord() {
    return this.config.trump_word || "trump";
  }

  /** Is the trump suit made by a turned card (Pamfil), not by a contract (`describe`'s
   * `trump_made_by`)? Then a page names the trumps where it would name the contract. */
  get trumpsTurned() {
    return this.config.trump_made_by === "turned_card";
  }

  /** A suit as a message argument: its noun (`describe`'s `suit_keys`: the deck's French or
   * German suits), or the engine's own word for it before the page's words are loaded. */
  suitNoun(suit) {
    const key = this.config.suit_keys?.[suit];
    return key && this.words ? this.words.noun(key) : this.config.suit_names?.[suit] || suit;
  }

  /** Card labels of the current question (today's shape: "King of leaves (KS)"). */
  useQuestion(question) {
    this.labels = question?.labels || {};
  }

  /** A card in words: "King of leaves". Never the code itself. */
  card(code) {
    const names = this.config.card_names || {};
    if (names[code]) return names[code];
    const label = this.labels[code];
    if (label) return label.replace(/\s*\([^()]*\)\s*$/, "");
    return this.words.t("trainer.naming.a_card");
  }

  /** A card inside a sentence, as the engine says it: its noun's own form in the page's
   * language ("the King of leaves", "tarok XXI (mond)", "the skiz"), from the catalogues once
   * the page's words are loaded; until then its label. */
  inText(code) {
    if (this.words && this.game) return this.words.named(this.words.card(this.game, code));
    return this.card(code);
  }

  /** A suit as a label ("Acorns"): its noun from the catalogues once the page's words are
   * loaded (`describe`'s `suit_keys`), else the engine's own word for it. */
  suitLabel(suit) {
    const key = this.config.suit_keys?.[suit];
    if (key && this.words) return this.words.label(this.words.noun(key));
    const word = this.config.suit_names?.[suit] || suit;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }

  /** The folder of the card pictures (`describe.deck`, a name or a list of names). */
  deckFolder() {
    const deck = this.config.deck;
    return Array.isArray(deck) ? deck[0] : deck;
  }

  /** A seat in words, by the game's own naming scheme ("Forehand", "Zadek"), never a number. */
  seat(seat, players, play) {
    if (play?.seat_name) return play.seat_name;
    const scheme = this.config.seat_names?.[String(players)];
    if (scheme?.[seat]) return scheme[seat];
    if (this.seatNames?.[seat]) return this.seatNames[seat];
    if (play?.label) return play.label;
    return this.words.t("trainer.naming.player", { number: seat + 1 });
  }

  /** The page's words (site/words.js, `pageWords`): names from the catalogues. A page whose
   * words could not be loaded passes null, and the module's own stay. */
  useWords(words) {
    if (words) this.words = words;
  }

  /** A seat's noun in the catalogues (`describe`'s `seat_keys`), as a message argument. */
  seatNoun(seat, players) {
    const key = this.config.seat_keys?.[String(players)]?.[seat];
    return key && this.words ? this.words.noun(key) : null;
  }

  /** A seat on its first mention, with its gloss where the catalogue gives one: "Zadek
   * (rearhand)", "King (the dealer, sits out)"; "Forehand" stays as it is. */
  seatGlossed(seat, players, play) {
    const noun = this.seatNoun(seat, players);
    return noun ? this.words.named(noun, "glossed", "label") : this.seat(seat, players, play);
  }

  /** Cards in a sentence: "King of hearts and Ten of bells" (the language's own list). */
  cardList(codes) {
    return this.words.label(this.words.allOf(codes.map((code) => this.card(code))));
  }
}

/** A card picture with its name as the alternative text and the tooltip. */
export function cardImage(naming, code) {
  const name = naming.card(code);
  const src = new URL(`assets/cards/${naming.deckFolder()}/${encodeURIComponent(code)}.svg`, siteBase);
  return el("img", {
    src: src.href,
    alt: name,
    title: name,
    class: "gc-card__img",
    width: 64,
    height: 96,
    draggable: "false",
  });
}

/** A card shown (not chosen): a picture in a span. */
export function cardSpan(naming, code, extraClass = "") {
  return el(
    "span",
    { class: `gc-card ${extraClass}`.trim(), "data-card": code, title: naming.card(code) },
    cardImage(naming, code),
  );
}

/** A small picture and the card's name, for a line of text. */
export function cardInline(naming, code) {
  return el(
    "span",
    { class: "gc-card-inline" },
    cardSpan(naming, code, "gc-card--inline"),
    el("span", { class: "gc-card-inline__name" }, naming.card(code)),
  );
}

/** Turn an option value into words, where the engine gives none: false → "no",
 * "each_to_each" → "each to each" (a code, the last resort). */
export function valueInWords(value) {
  if (value === true) return pageWordsModule.t("trainer.rules.yes");
  if (value === false) return pageWordsModule.t("trainer.rules.no");
  return String(value).replace(/_/g, " ");
}

/** Whether the main pointer is `kind` ("fine": a mouse; "coarse": a finger). */
export function pointerIs(kind) {
  return Boolean(window.matchMedia?.(`(pointer: ${kind})`).matches);
}

/**
 * Scroll so that everything from `top`'s top to `bottom`'s bottom is in the window, under
 * the site's fixed header: a verdict and the button that goes on after it (P19). When the
 * two do not fit together, the top wins (it is read first; the rest is one scroll away).
 */
export function showTogether(top, bottom) {
  const header = document.querySelector(".md-header")?.getBoundingClientRect().bottom || 0;
  const first = top.getBoundingClientRect().top;
  const last = bottom.getBoundingClientRect().bottom;
  const margin = 8;
  let delta = 0;
  if (last + margin > window.innerHeight) delta = last + margin - window.innerHeight;
  if (first - delta < header + margin) delta = first - header - margin;
  if (delta > 0) window.scrollBy({ top: delta });
  else if (first < header) window.scrollBy({ top: first - header - margin });
}

let wordsLoading = null;

/**
 * The page's words (site/words.js: `t`, `named`, `noun` …), loaded when a widget first needs
 * them: the module imports the compiled catalogue, which a page without a widget (the home
 * page, a rules page) must not fetch.
 */
export function pageWords() {
  wordsLoading ??= import("../site/words.js");
  return wordsLoading;
}

/** A random 32-bit seed for a new question. */
export function randomSeed() {
  const values = new Uint32Array(1);
  window.crypto.getRandomValues(values);
  return values[0];
}
