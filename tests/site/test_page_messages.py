"""The page's own sentences are messages of its catalogues (``i18n/site/*.pot``), as
docs-dev/i18n.md asks: every key the page's scripts name is in a template, every template's
message is named by a script, each names its arguments, and each renders through the page's own
renderer (``docs/javascripts/site/words.js``): in English with the counts 0, 1, 2 and 5, and in
Polish and German, each the language's own, with 0, 1, 2, 5, 12, 22 and 25 in the count's CLDR
plural form."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import i18n as catalogues  # (scripts/i18n.py: the catalogues' reader)

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "docs" / "javascripts"
SITE = catalogues.entries("site")
# t("play.skip", …), message("play.you"), words.t(`play.headline.his_${won}`, …)
NAMED = re.compile(r"""\b(?:t|message)\(\s*(["'`])([a-z][a-z0-9_.]*)(\$\{)?""")


def _named_in_scripts() -> tuple[set[str], set[str]]:
    literal: set[str] = set()
    prefixes: set[str] = set()
    for path in JS.rglob("*.js"):
        if "generated" in path.parts or path.parent.name == "site":
            continue
        for match in NAMED.finditer(path.read_text(encoding="utf-8")):
            key = match.group(2)
            if "." not in key:
                continue
            (prefixes if match.group(3) else literal).add(key)
    return literal, prefixes


def test_every_key_the_page_names_is_in_a_template_and_every_message_is_named() -> None:
    literal, prefixes = _named_in_scripts()
    missing = sorted(key for key in literal if key not in SITE)
    missing += [f"{p}*" for p in sorted(prefixes) if not any(k.startswith(p) for k in SITE)]
    assert not missing, f"named in docs/javascripts/ but in no i18n/site/*.pot: {missing}"
    # The site's own words (i18n/site/nav.pot, keys "site.…": the nav, the colour switch, the
    # notices) are said by the build (scripts/build_language.py matches mkdocs.yml's English
    # to them), not by a page's script.
    unused = [
        key
        for key in SITE
        if key not in literal
        and not any(key.startswith(p) for p in prefixes)
        and not key.startswith("site.")
    ]
    assert not unused, f"in i18n/site/*.pot but named nowhere in docs/javascripts/: {unused}"


def _kinds(entry: catalogues.Entry) -> dict[str, str]:
    kinds: dict[str, str] = {}
    for comment in entry.comments:
        if comment.startswith("args:"):
            for pair in comment.removeprefix("args:").split():
                name, _, kind = pair.partition("=")
                kinds[name] = kind
    return kinds


def test_every_message_names_its_arguments_and_says_what_it_is() -> None:
    wrong = []
    for key, entry in SITE.items():
        used = {m.group(1) for text in entry.english for m in re.finditer(r"\{(\w+)", text)}
        if len(entry.english) > 1:
            used.add("n")
        if set(_kinds(entry)) != used:
            wrong.append(f"{key}: '#. args:' must name exactly {sorted(used)}")
        if not [c for c in entry.comments if not c.startswith("args:")]:
            wrong.append(f"{key}: no comment says what it is")
    assert not wrong, "\n".join(wrong)


def _sample(kind: str, count: int) -> object:
    base, _, detail = kind.partition("/")
    if base in ("count", "signed"):
        return count
    if base == "text":
        return "Anna"
    if base == "seat":
        seats = {"tarok": "seat.tarok.zadek", "schafkopf": "seat.dealer"}
        return {"noun": seats[detail]}
    if base == "card":
        return {"noun": f"card.{detail}.AC", "code": "AC"}
    if base in ("nouns", "nouns-or") and detail == "seat":
        keys = ["seat.forehand", "seat.second", "seat.third", "seat.dealer", "seat.tarok.zadek"]
        items = [{"noun": k} for k in keys[: max(count, 1)]]
        return {"items": items, "conjunction": "or" if base == "nouns-or" else "and"}
    if base in ("nouns", "nouns-or"):
        codes = ["C", "S", "H", "D"][: max(count, 1)]
        items = [{"noun": f"{detail}.{c}"} for c in codes]
        return {"items": items, "conjunction": "or" if base == "nouns-or" else "and"}
    if base in ("cards", "cards-or"):
        # Tarok's deck has no aces (its cards: taroks, the skiz, the court and the pips)
        tarok = ["T21", "KC", "T1", "SK", "QH"]
        codes = tarok if detail == "tarok" else ["AC", "KC", "9C", "7C", "10C"]
        items = [{"noun": f"card.{detail}.{c}", "code": c} for c in codes[: max(count, 1)]]
        return {"items": items, "conjunction": "or" if base == "cards-or" else "and"}
    if base == "suit":
        return {"noun": f"suit.{detail}.{'CSHD'[count % 4]}"}
    if base == "noun":
        keys = sorted(k for k in catalogues.nouns("en") if k.startswith(detail))
        return {"noun": keys[count % len(keys)]}
    if base == "message":
        if detail in SITE:  # one message, with arguments of its own kinds
            nested = _kinds(SITE[detail])
            return {"key": detail, "args": {n: _sample(k, count) for n, k in nested.items()}}
        key = next(
            k for k in sorted(SITE) if k.startswith(detail) and not set(_kinds(SITE[k])) - {"value"}
        )
        return {"key": key, "args": {"value": count}}
    raise AssertionError(f"no sample for the kind {kind}")


def test_every_message_renders_in_english_with_every_count(tmp_path: Path) -> None:
    vectors = [
        {"key": key, "args": {n: _sample(k, count) for n, k in _kinds(entry).items()}}
        for key, entry in SITE.items()
        for count in (0, 1, 2, 5)
    ]
    data = tmp_path / "vectors.json"
    data.write_text(json.dumps(vectors, ensure_ascii=False), encoding="utf-8")
    words = (JS / "site" / "words.js").as_uri()
    script = tmp_path / "render.mjs"
    script.write_text(
        f"""
import {{ readFileSync }} from "node:fs";
import {{ t }} from "{words}";
const out = [];
for (const v of JSON.parse(readFileSync(process.argv[2], "utf8"))) out.push(t(v.key, v.args));
console.log(JSON.stringify(out));
""",
        encoding="utf-8",
    )
    result = subprocess.run(
        ["node", str(script), str(data)], capture_output=True, text=True, check=True
    )
    said = json.loads(result.stdout)
    assert len(said) == len(vectors)
    for text in said:
        assert text and "{" not in text and "}" not in text and "  " not in text, text
        assert not re.search(r"\b1 (?:points|tricks|questions|decisions)\b", text), text
        assert not re.search(r"\b[025] (?:point|trick|question)\b(?!s)", text), text
    assert "Review 1 missed question" in said and "Review 2 missed questions" in said
    assert "You won, +2" in " ".join(said)


COUNTS = (0, 1, 2, 5, 12, 22, 25)
"""Issues 34 and 35, "Done when": Polish one (1), few (2, 22), many (0, 5, 12, 25); German's
0, 1, 2, 12 among them."""
CLDR_FORMS = {"pl": ("one", "few", "many"), "de": ("one", "other")}
"""A language's plural categories for whole numbers (CLDR), in the order of its PO forms."""


def _cldr_index(lang: str, n: int) -> int:
    """The PO form of a whole number's CLDR category, from CLDR's rules written out here (the
    page asks Intl.PluralRules): one (1); Polish few (2–4, 22–24, … not 12–14), many (the rest);
    German other (the rest)."""
    if n == 1:
        return 0
    if lang == "de":
        return 1
    return 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2


def test_every_message_renders_in_polish_and_german_in_its_cldr_plural_form(
    tmp_path: Path,
) -> None:
    """Every message of the page's catalogues, through the page's renderer with the language's
    compiled catalogue: its own (none falls back to English), no field left, and a plural in
    the form of the count's CLDR category (the same text as a catalogue holding that form
    alone says)."""
    vectors = [
        {
            "lang": lang,
            "key": key,
            "form": _cldr_index(lang, count),
            "args": {n: _sample(k, count) for n, k in _kinds(entry).items()},
        }
        for lang in CLDR_FORMS
        for key, entry in SITE.items()
        for count in COUNTS
    ]
    data = tmp_path / "vectors.json"
    data.write_text(json.dumps(vectors, ensure_ascii=False), encoding="utf-8")
    generated = ROOT / "docs" / "generated" / "i18n"
    script = tmp_path / "render.mjs"
    script.write_text(
        f"""
import {{ readFileSync }} from "node:fs";
import {{ wordsFor }} from "{(JS / "site" / "words.js").as_uri()}";
const load = async (code) => (await import(`{generated.as_uri()}/${{code}}.js`)).default;
const english = await load("en");
const own = {{ pl: await load("pl"), de: await load("de") }};
const words = {{}};
const alone = {{}};  // per language and form: every plural message holding that form alone
for (const [lang, catalogue] of Object.entries(own)) {{
  words[lang] = wordsFor(catalogue, english);
  alone[lang] = [0, 1, 2].map((form) => wordsFor({{ ...catalogue, messages: Object.fromEntries(
    Object.entries(catalogue.messages).map(([k, m]) => [k, Array.isArray(m) ? m[form] : m])) }},
    english));
}}
const wrong = [];
for (const v of JSON.parse(readFileSync(process.argv[2], "utf8"))) {{
  const where = `${{v.lang}} ${{v.key}} (n=${{v.args.n}})`;
  const found = own[v.lang].messages[v.key];
  if (found === undefined) {{
    wrong.push(`${{where}}: English (no translation)`);
    continue;
  }}
  const forms = {{ pl: 3, de: 2 }}[v.lang];
  if (Array.isArray(found) && found.length !== forms) {{
    wrong.push(`${{where}}: ${{found.length}} forms, not ${{forms}}`);
  }}
  const said = words[v.lang].t(v.key, v.args);
  const expected = alone[v.lang][v.form].t(v.key, v.args);
  if (said !== expected) wrong.push(`${{where}}: ${{said}} | not ${{expected}}`);
  if (/\\{{\\w[^}}]*\\}}|undefined|NaN|\\[object/.test(said)) wrong.push(`${{where}}: ${{said}}`);
}}
console.log(JSON.stringify(wrong.slice(0, 40)));
""",
        encoding="utf-8",
    )
    result = subprocess.run(
        ["node", str(script), str(data)], capture_output=True, text=True, check=True
    )
    wrong = json.loads(result.stdout)
    assert not wrong, "\n".join(wrong)
