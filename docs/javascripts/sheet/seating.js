// Who sits in which of the engine's seats in a deal of the score sheet, from the game's
// `describe` (`table`: the direction of play and who sits out), so the sheet keeps no rule of
// seating of its own: the forehand sits next to the dealer in the direction of play (on his
// left, clockwise; on his right in Tarok, T15), the others follow, and the dealer comes last,
// unless at this table size he takes no part in the deal (Schafkopf's fifth player). Tarok's
// king with four is the dealer in the last seat: he plays no card but pays and receives.

/**
 * The names' indices (into `names`) in the engine's seats for a deal dealt by `names[dealer]`:
 * `seated[seat]` is the player in engine seat `seat`.
 */
export function seated(table, names, dealer) {
  const n = names.length;
  const step = table?.direction === "right" ? -1 : 1;
  const order = [];
  for (let i = 1; i <= n; i++) order.push((((dealer + step * i) % n) + n) % n);
  return table?.sits_out?.[String(n)] === "dealer" ? order.slice(0, -1) : order;
}
