// Counted words, one way everywhere: "1 trick", "2 tricks", "0 tricks". Every sentence the
// page builds around a number goes through here, so "1 answers" cannot come back
// (tests/site/test_message_templates.py renders each template with 0, 1 and 2).

/** `count` and the noun in the right number: plural(1, "answer") → "1 answer". */
export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}
