// The engine names seats ("The second player won by a mucha", "Ramsch: Forehand took the
// most", "seat 2 won no trick"); a table names people. This module puts the names the table
// entered in place of the seat words of one deal, for every game alike, so a score line or
// a refusal reads "Ben won by a mucha". The engine's words stay the engine's: only the seat
// words are swapped, by the game's own seat names (`describe`'s `seat_names`).

const LETTER = "[\\p{L}\\p{N}]";

function literal(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The seat words of a deal dealt to `seated` (indices into `names`, engine seat 0 first)
 * replaced by the players' names. `seatNames` are the game's words for a table of that many
 * seats ("Forehand", "Second player" …; Tarok's "Ręka" …), said with or without "the" and
 * with a capital or not; "seat N" (the engine's number, in a refusal) is named too. A seat
 * word that is also a card's ("King" of Tarok's four-player table) is left where a card is
 * meant ("the King of hearts").
 */
export function nameSeats(text, seatNames, names, seated) {
  if (typeof text !== "string" || !Array.isArray(seated)) return text;
  const words = (Array.isArray(seatNames) ? seatNames : [])
    .map((word, seat) => [String(word || ""), seat])
    .filter(([word, seat]) => word && seat < seated.length)
    // Longer words first, so "Dealer (sits out)" is never cut to "Dealer".
    .sort((a, b) => b[0].length - a[0].length);
  const bySeatWord = new Map(words.map(([word, seat]) => [word.toLowerCase(), seat]));
  const alternatives = words.map(([word]) => literal(word));
  // One pass, so a name that happens to be a seat word is never replaced again.
  const seatWord = alternatives.length ? `|(?:the )?(${alternatives.join("|")})(?!${LETTER})(?! of )` : "";
  const pattern = new RegExp(`(?<!${LETTER})(?:seat (\\d)(?!${LETTER})${seatWord})`, "giu");
  return text.replace(pattern, (found, digit, word) => {
    const seat = digit !== undefined ? Number(digit) : bySeatWord.get(word.toLowerCase());
    return names[seated[seat]] ?? found;
  });
}

/** The seat names a game uses for a deal of `seated.length` seats, from `describe`. */
export function seatWords(described, seated) {
  return described?.seat_names?.[String(seated.length)] || null;
}
