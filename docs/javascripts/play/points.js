// The running card points: what each side has taken in tricks so far. The tricks are
// public once played (every `state` answer lists them), so anyone at the table could
// count them; the page counts them with the engine's own `card_points` op (Tarok
// counts a pile in groups of three, so a side's pile is counted whole), never with a
// table of its own. Shown where a declarer faces the others (Schafkopf's games, Tarok);
// while a called partner is still secret, each player's own pile is shown instead.

import { el } from "../quiz/dom.js";
import { cardPoints } from "./engine.js";

/** Who holds which pile: [{label, seats}] for the sides, or one entry per player. */
export function piles(state, naming, you) {
  const declarer = state.declarer;
  if (declarer === null || declarer === undefined || state.phase !== "play") return [];
  const seats = new Set();
  for (const trick of state.tricks || []) for (const play of trick.cards) seats.add(play.seat);
  (state.hand_sizes || []).forEach((size, seat) => {
    if (size > 0) seats.add(seat);
  });
  const inPlay = [...seats].sort((a, b) => a - b);
  const name = (seat) => (seat === you ? "you" : naming.seat(seat, state.players));
  const pub = state.public || {};
  const partnerSecret = Boolean(state.contract?.called) && (pub.partner === null || pub.partner === undefined);
  if (partnerSecret) {
    return inPlay.map((seat) => ({
      label: seat === you ? "You" : naming.seat(seat, state.players),
      seats: [seat],
    }));
  }
  const side = [declarer];
  if (Number.isInteger(pub.partner) && pub.partner !== declarer) side.push(pub.partner);
  const others = inPlay.filter((seat) => !side.includes(seat));
  // "Second player, Third player and Dealer", not "… and … and …".
  const names = (list) => {
    const all = list.map(name);
    return all.length <= 2 ? all.join(" and ") : `${all.slice(0, -1).join(", ")} and ${all[all.length - 1]}`;
  };
  // Tarok's lessons say soloist (the text's solista), who plays alone against the opponents.
  const lead = naming.game === "tarok" ? "Soloist" : "Declarer's side";
  return [
    { label: `${lead} (${names(side)})`, seats: side },
    { label: `Opponents (${names(others)})`, seats: others },
  ];
}

/** The cards each pile has won in tricks so far. */
function wonBy(state, seats) {
  const cards = [];
  for (const trick of state.tricks || []) {
    if (seats.includes(trick.winner)) for (const play of trick.cards) cards.push(play.card);
  }
  return cards;
}

/** The line "Card points taken: …" for this state, or null where there are no sides. */
export async function runningPoints(deal, state, naming) {
  const groups = piles(state, naming, deal.seat);
  if (!groups.length) return null;
  const counted = await Promise.all(groups.map((group) => cardPoints(deal, wonBy(state, group.seats))));
  if (counted.some((answer) => !answer.ok)) return null;
  const parts = groups.map((group, i) => `${group.label}: ${counted[i].points}`);
  return el("p", { class: "gc-play__points" }, el("strong", {}, "Card points taken so far: "), parts.join(" · "), ".");
}
