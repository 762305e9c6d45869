// Small DOM helpers for the play page: elements, card pictures named in words, and
// the game facts (card and seat names, the deck's picture folder) read from the
// engine's `describe` and `state` answers, never from tables kept here.

const siteBase = new URL("../../", import.meta.url);

export function siteHref(path) {
  return new URL(path, siteBase).href;
}

/** `el("p", {class: "x"}, "text", child)`: attributes (`on*` = listeners) and children. */
export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      element.addEventListener(name.slice(2), value);
    } else if (value === true) {
      element.setAttribute(name, "");
    } else {
      element.setAttribute(name, String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** The names the engine gives this game's cards and seats. */
export class Facts {
  constructor(game, described) {
    this.game = game;
    this.described = described || {};
    this.cardNames = this.described.card_names || {};
    this.deck = this.described.deck || null;
    this.seatNames = null;
  }

  /** "the King of hearts" → "King of hearts"; a name the engine did not give is left out. */
  cardName(code) {
    return this.cardNames[code] || "a card";
  }

  /** The seat's name as the game calls it (`describe` → seat_names, else the deal's own). */
  seatName(seat, players) {
    const byCount = this.described.seat_names?.[String(players)];
    if (byCount?.[seat]) return byCount[seat];
    const fromState = this.seatNames;
    return fromState?.[seat] ? fromState[seat] : `Player ${seat + 1}`;
  }

  /** A card picture (an <img> with the card's name as its text alternative). */
  picture(code) {
    if (!this.deck) return el("span", { class: "gc-play__cardtext" }, this.cardName(code));
    return el("img", {
      class: "gc-card__img",
      src: siteHref(`assets/cards/${this.deck}/${code}.svg`),
      alt: this.cardName(code),
      draggable: "false",
    });
  }

  /** A card shown, not chosen. */
  card(code, extraClass = "") {
    return el("span", { class: `gc-card ${extraClass}`.trim(), "data-card": code }, this.picture(code));
  }

  /** "the King of hearts and the Ten of bells" */
  cardList(codes) {
    const names = codes.map((code) => this.cardName(code));
    if (names.length <= 1) return names.join("");
    return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  }
}
