// Counted words, one way everywhere: "1 trick", "2 tricks", "0 tricks". Every sentence the
// page builds around a number goes through here, so "1 answers" cannot come back
// (tests/site/test_message_templates.py renders each template with 0, 1 and 2).

/** `count` and the noun in the right number: plural(1, "answer") → "1 answer". */
export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/** A number as the site prints it, with a true minus sign: number(-6) → "−6" (as the
 * engine's `naming.number`; a hyphen is not a minus). */
export function number(value) {
  return String(value).replace("-", "−");
}

/** A result with its sign: signed(2) → "+2", signed(-3) → "−3", signed(0) → "0". */
export function signed(value) {
  return value > 0 ? `+${value}` : number(value);
}
