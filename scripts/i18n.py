#!/usr/bin/env python3
"""The message catalogues: compile them into the engine and the page, update, report.

Sources (``i18n/``, see ``docs-dev/i18n.md``):

- ``i18n/engine/<domain>.pot``: the engine's messages in English, one gettext template per area
  (``core``, ``tarok`` …); ``msgctxt`` is the key the code names, ``msgid`` (and
  ``msgid_plural``) the English. ``<domain>.<lang>.po`` holds a language's translation.
- ``i18n/site/<domain>.pot`` and ``.<lang>.po``: the same for the page's JavaScript.
- ``i18n/nouns/<lang>.toml``: the names the messages decline (cards, seats, suits, contracts),
  each with its gender and forms.
- ``i18n/engine/rules.pot`` is made here, by ``compile``, from the rulebooks
  (``trainer/<game>/rulebook.py``, read as data, not imported): one message ``rule.<id>`` per
  rule sentence (and ``rule.<id>.<row>`` per row of a headed list or table), its English the
  rulebook's, so the English of a rule is written once. A language's rule sentences come from
  its rules page, ``i18n/pages/<lang>/<game>/rules.md``: the text of each ``<span class="rule"
  id="…">`` it translates (a row's span has the id ``<id>.<row>``), so a translated sentence
  lives once, on its page. (The engine quotes Pamfil's and Tarok's rules in Polish from the
  rulebooks' originals.) A row the page shows as table cells has no span: Polish quotes the
  source's own row where the source is Polish, and the other rows are in ``rules.<lang>.po``,
  in the page's words (:func:`language_rules`).

``compile`` writes ``trainer/locale/_<lang>.py`` (imported by ``trainer.i18n`` when the engine
loads, so the catalogues are inside Pyodide's memory snapshot) and ``docs/generated/i18n/
<lang>.js`` (imported by the page's ``site/words.js``). Both are generated files, ignored by git:
``scripts/setup``, ``scripts/build`` and the test session compile them. The pseudo-locale
``en-XA`` is made from the English here.

``update`` carries a changed English text into every language's PO file, marking the
translation fuzzy (Babel's ``Catalog.update``): a fuzzy or empty translation is not used.
``stats`` prints what each language still lacks.

Babel (a build-time tool, as MkDocs Material needs it anyway) reads and writes the PO files; the
engine itself never imports it.
"""

from __future__ import annotations

import argparse
import ast
import html
import json
import pprint
import re
import sys
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from docs_ext.pseudo import ACCENTED  # noqa: E402 (the pseudo-language's letters, one table)

I18N = ROOT / "i18n"
ENGINE_OUT = ROOT / "trainer" / "locale"
SITE_OUT = ROOT / "docs" / "generated" / "i18n"
RULES_POT = I18N / "engine" / "rules.pot"
"""Generated from the rulebooks by :func:`write_rules_template` (git-ignored)."""
PAGES = I18N / "pages"

LANGUAGES = ("pl", "de")
"""The translated languages (English is the source; ``en-XA`` is made from it)."""
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
NPLURALS = {"en": 2, "de": 2, "pl": 3, "en-XA": 2}
PLURAL_RULE = {"en": "en", "de": "de", "pl": "pl", "en-XA": "en"}
CONJUNCTIONS = {
    "en": {"and": "and", "or": "or"},
    "en-XA": {"and": "and".translate(ACCENTED), "or": "or".translate(ACCENTED)},
    "pl": {"and": "i", "or": "lub"},
    "de": {"and": "und", "or": "oder"},
}
"""The words that join a list, as CLDR has them (the page's ``Intl.ListFormat`` in en-GB, pl and
de says the same: "a, b i c", "a, b oder c"; the test of the page's renderer checks it). The
pseudo-language accents English's, in the engine and on the page (which has no ``Intl`` language
for it: its catalogue carries them, ``site/words.js``)."""


@dataclass(frozen=True)
class Entry:
    """One message of a template: its key, English text(s) and the comments for translators."""

    key: str
    english: tuple[str, ...]
    """One text, or the singular and the plural."""
    comments: tuple[str, ...]
    domain: str


def templates(part: str) -> Iterator[Path]:
    yield from sorted((I18N / part).glob("*.pot"))


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale, abort_invalid=True)


def entries(part: str) -> dict[str, Entry]:
    """Every message of one part (``engine`` or ``site``) by key, from its templates."""
    found: dict[str, Entry] = {}
    for path in templates(part):
        domain = path.stem
        for message in read(path):
            if not message.id:
                continue
            if not message.context:
                raise SystemExit(f"{path}: {message.id!r} has no msgctxt (its key)")
            if message.context in found:
                raise SystemExit(f"{path}: the key {message.context} is defined twice")
            english = message.id if isinstance(message.id, tuple) else (message.id,)
            found[message.context] = Entry(
                message.context, tuple(english), tuple(message.auto_comments), domain
            )
    return found


def translations(part: str, lang: str) -> dict[str, str | tuple[str, ...]]:
    """A language's usable translations by key: neither empty nor fuzzy, and for the English
    text of today's template (a translation of an older English text is not used)."""
    english = entries(part)
    found: dict[str, str | tuple[str, ...]] = {}
    for template in templates(part):
        path = template.with_suffix(f".{lang}.po")
        if not path.exists():
            continue
        for message in read(path, lang):
            if not message.id or message.fuzzy or not message.context:
                continue
            source = english.get(message.context)
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            if source is None or tuple(ids) != source.english:
                continue
            if isinstance(message.string, tuple):
                forms = tuple(message.string)
                if all(forms):
                    found[message.context] = forms
            elif message.string:
                found[message.context] = message.string
    return found


def english_messages(part: str) -> dict[str, str | tuple[str, ...]]:
    return {
        key: entry.english[0] if len(entry.english) == 1 else entry.english
        for key, entry in entries(part).items()
    }


def nouns(lang: str) -> dict[str, tuple[str, dict[str, str]]]:
    """A language's nouns: key → (gender, forms), the default form under ``""``."""
    path = I18N / "nouns" / f"{lang}.toml"
    if not path.exists():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    found: dict[str, tuple[str, dict[str, str]]] = {}
    for key, table in _flatten(data):
        gender = str(table.get("gender", ""))
        forms = {name: str(text) for name, text in table.items() if name != "gender"}
        default = forms.pop("default", None) or forms.get("nom")
        if default is None:
            raise SystemExit(f"{path}: the noun {key} has no default (or nom) form")
        forms[""] = default
        found[key] = (gender, forms)
    return found


def _flatten(
    data: Mapping[str, object], prefix: str = ""
) -> Iterator[tuple[str, Mapping[str, object]]]:
    """TOML tables to (dotted key, table) for every table whose values are all text."""
    for name, value in data.items():
        if not isinstance(value, dict):
            continue
        key = f"{prefix}{name}"
        if all(isinstance(v, str) for v in value.values()):
            yield key, value
        else:
            yield from _flatten(value, key + ".")


# -- the rules: the rulebooks' sentences, and each language's from its rules page ----------------


@dataclass(frozen=True)
class RuleSentence:
    """One sentence of a rulebook (or one row under a heading), as its catalogue message."""

    key: str
    """``rule.<id>``, or ``rule.<id>.<row>`` for a row."""
    english: str
    original: str
    game: str
    language: str
    """The source text's language (the engine quotes it there)."""


def _rulebook_call(path: Path) -> tuple[dict[str, object], ast.Call]:
    """A rulebook module's literal assignments and its one ``rulebook(...)`` call."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names: dict[str, object] = {}
    call: ast.Call | None = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            value = node.value
            if isinstance(value, ast.Call) and getattr(value.func, "id", None) == "rulebook":
                call = value
            elif isinstance(target, ast.Name) and isinstance(value, ast.Constant):
                names[target.id] = value.value
    if call is None:
        raise SystemExit(f"{path}: no rulebook(...) call")
    return names, call


def _literal(node: ast.expr, names: Mapping[str, object], path: Path) -> object:
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    try:
        return ast.literal_eval(node)
    except ValueError:
        raise SystemExit(f"{path}:{node.lineno}: a rulebook is plain literals") from None


def rule_sentences(root: Path = ROOT) -> list[RuleSentence]:
    """Every rule sentence and row of every rulebook, in the rulebooks' order.

    The rulebooks are read as data (their one ``rulebook(game, *rows, language=…, items=…)``
    call, plain literals), not imported: the engine cannot load before its catalogues exist.
    """
    found: list[RuleSentence] = []
    for path in sorted((root / "trainer").glob("*/rulebook.py")):
        names, call = _rulebook_call(path)
        game = str(_literal(call.args[0], names, path))
        keywords = {k.arg: _literal(k.value, names, path) for k in call.keywords if k.arg}
        language = str(keywords["language"])
        for node in call.args[1:]:
            rule_id, english, original, *_ = _literal(node, names, path)  # a literal tuple
            found.append(RuleSentence(f"rule.{rule_id}", english, original, game, language))
        items = keywords.get("items") or {}
        assert isinstance(items, dict)
        for rule_id, rows in items.items():
            for row, (english, original) in rows.items():
                key = f"rule.{rule_id}.{row}"
                found.append(RuleSentence(key, english, original, game, language))
    return found


def _po_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _template(text: str) -> str:
    """A quoted sentence as a message template: its braces doubled (it has no placeholders)."""
    return text.replace("{", "{{").replace("}", "}}")


def rules_template(root: Path = ROOT) -> str:
    """``i18n/engine/rules.pot``: a message per rule sentence, its English the rulebook's."""
    parts = [
        "# The rule sentences the engine quotes, made by scripts/i18n.py from the rulebooks\n"
        "# (trainer/<game>/rulebook.py): do not edit, and do not translate here. A language's\n"
        "# sentences are its rules page's (i18n/pages/<lang>/<game>/rules.md, each in a\n"
        '# <span class="rule" id="<id>"> or, for a row, id="<id>.<row>").\n'
        'msgid ""\nmsgstr ""\n'
        '"Project-Id-Version: three-old-card-games\\n"\n'
        '"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Content-Transfer-Encoding: 8bit\\n"\n'
    ]
    for rule in rule_sentences(root):
        anchor = rule.key.removeprefix("rule.")
        parts.append(
            f"#. {rule.game.capitalize()}: the rule sentence {anchor} of the rules page, as the\n"
            f"#. engine quotes it. The source text ({rule.language}): {rule.original}\n"
            "#. args:\n"
            f"msgctxt {_po_string(rule.key)}\n"
            f"msgid {_po_string(_template(rule.english))}\n"
            'msgstr ""\n'
        )
    return "\n".join(parts)


def write_rules_template() -> bool:
    text = rules_template()
    if RULES_POT.exists() and RULES_POT.read_text(encoding="utf-8") == text:
        return False
    RULES_POT.write_text(text, encoding="utf-8")
    return True


RULE_SPAN = re.compile(r'<span class="rule" id="(?P<id>[^"]+)">(?P<text>.*?)</span>', re.S)
"""A rule sentence on a rules page, as ``tests/site/test_*_translation.py`` read them."""


def page_rules(lang: str, pages: Path | None = None, root: Path = ROOT) -> dict[str, str]:
    """A language's rule sentences from its rules pages, by key (``rule.<id>``): each span's
    text as plain text (tags dropped, entities read, white space collapsed), as a template.

    A span whose id is no rule (or row) of that game's rulebook is refused: a translator's typo
    would otherwise leave the sentence unused, silently."""
    known: dict[str, set[str]] = {}
    for rule in rule_sentences(root):
        known.setdefault(rule.game, set()).add(rule.key)
    found: dict[str, str] = {}
    for page in sorted(((pages or PAGES) / lang).glob("*/rules.md")):
        game = page.parent.name
        for match in RULE_SPAN.finditer(page.read_text(encoding="utf-8")):
            key = f"rule.{match['id']}"
            if key not in known.get(game, set()):
                raise SystemExit(f"{page}: the span {match['id']!r} is no rule of {game}")
            text = html.unescape(re.sub(r"<[^>]+>", "", match["text"]))
            found[key] = _template(" ".join(text.split()))
    return found


def language_rules(lang: str, root: Path = ROOT) -> dict[str, str]:
    """A language's rule sentences: its rules pages' spans (:func:`page_rules`), and each row of
    a table the page shows as cells (``rule.<id>.<row>``, no span of its own) in the source
    text's own words where the source is in this language (Pamfil's and Tarok's Polish rows:
    "where a verdict quotes a rule of Pamfil or Tarok it quotes the Polish original")."""
    found = page_rules(lang, root=root)
    for rule in rule_sentences(root):
        if rule.key not in found and rule.key.count(".") > 1 and rule.language == lang:
            found[rule.key] = _template(rule.original)
    return found


# -- the pseudo-locale --------------------------------------------------------------------------


def pseudo(template: str) -> str:
    """English made visibly foreign, placeholders untouched: "[Ŷöû ĥöļð {n} çåŕðš]".

    Chromium's and Android's ``en-XA``: a text in a page that is not accented and bracketed did
    not come from a catalogue."""
    out: list[str] = []
    depth = 0
    for char in template:
        if char == "{":
            depth += 1
        elif char == "}":
            depth = max(0, depth - 1)
        out.append(char if depth else char.translate(ACCENTED))
    return "[" + "".join(out) + "]"


def pseudo_messages(english: Mapping[str, str | tuple[str, ...]]) -> dict[str, object]:
    return {
        key: pseudo(text) if isinstance(text, str) else tuple(pseudo(t) for t in text)
        for key, text in english.items()
    }


def pseudo_nouns(english: Mapping[str, tuple[str, dict[str, str]]]) -> dict[str, object]:
    return {
        key: (gender, {form: "[" + text.translate(ACCENTED) + "]" for form, text in forms.items()})
        for key, (gender, forms) in english.items()
    }


# -- compile ------------------------------------------------------------------------------------


def engine_catalogues() -> dict[str, dict[str, object]]:
    """Each locale's compiled engine catalogue: messages, nouns, plural rule, conjunctions."""
    english = english_messages("engine")
    english_nouns = nouns("en")
    out: dict[str, dict[str, object]] = {
        "en": {"messages": english, "nouns": english_nouns},
        "en-XA": {"messages": pseudo_messages(english), "nouns": pseudo_nouns(english_nouns)},
    }
    for lang in LANGUAGES:
        messages = {**translations("engine", lang), **language_rules(lang)}
        out[lang] = {"messages": messages, "nouns": nouns(lang)}
    for locale, data in out.items():
        data["plural"] = PLURAL_RULE[locale]
        data["conjunctions"] = CONJUNCTIONS[locale]
    return out


def write_engine(catalogues: Mapping[str, Mapping[str, object]]) -> list[Path]:
    ENGINE_OUT.mkdir(exist_ok=True)
    written = []
    for locale, data in catalogues.items():
        path = ENGINE_OUT / f"_{locale.replace('-', '_')}.py"
        text = (
            f'"""The {locale} catalogue, compiled by scripts/i18n.py from i18n/: do not edit."""'
            "\n\n"
            f"LOCALE = {locale!r}\n"
            f"PLURAL = {data['plural']!r}\n"
            f"CONJUNCTIONS: dict[str, str] = {data['conjunctions']!r}\n"
            "MESSAGES: dict[str, str | tuple[str, ...]] = "
            f"{pprint.pformat(data['messages'], width=100, sort_dicts=True)}\n"
            "NOUNS: dict[str, tuple[str, dict[str, str]]] = "
            f"{pprint.pformat(data['nouns'], width=100, sort_dicts=True)}\n"
        )
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def site_catalogues() -> dict[str, dict[str, object]]:
    english = english_messages("site")
    out: dict[str, dict[str, object]] = {"en": {"messages": english}}
    out["en-XA"] = {"messages": pseudo_messages(english)}
    for lang in LANGUAGES:
        out[lang] = {"messages": translations("site", lang)}
    return out


def write_site(catalogues: Mapping[str, Mapping[str, object]]) -> list[Path]:
    """One ES module per language: ``export default {messages, nouns, plural}``; the page's
    ``site/words.js`` imports the one its ``<html lang>`` names (English as the fallback)."""
    SITE_OUT.mkdir(parents=True, exist_ok=True)
    engine = engine_catalogues()
    written = []
    for locale, data in catalogues.items():
        payload = {
            "locale": locale,
            "plural": PLURAL_RULE[locale],
            "messages": data["messages"],
            "nouns": {k: [g, f] for k, (g, f) in engine[locale]["nouns"].items()},  # type: ignore[attr-defined]
        }
        if locale == "en-XA":  # no Intl language of its own: its lists' words (CONJUNCTIONS)
            payload["conjunctions"] = CONJUNCTIONS[locale]
        body = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        text = (
            f"// The {locale} words of the page, compiled by scripts/i18n.py: do not edit.\n"
            f"export default {body};\n"
        )
        path = SITE_OUT / f"{locale}.js"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def compile_all(quiet: bool = False) -> None:
    written = [RULES_POT] if write_rules_template() else []
    written += write_engine(engine_catalogues())
    written += write_site(site_catalogues())  # the names, even before the page has messages
    if not quiet:
        for path in written:
            print(f"compiled {path.relative_to(ROOT)}")


# -- update and stats ---------------------------------------------------------------------------


def update() -> None:
    """Carry the English templates into every language's PO files (new keys added empty,
    changed English marked fuzzy, keys gone made obsolete)."""
    for part in ("engine", "site"):
        for template_path in templates(part):
            if template_path == RULES_POT:
                continue  # translated on the rules pages, not in PO files
            template = read(template_path)
            for lang in LANGUAGES:
                path = template_path.with_suffix(f".{lang}.po")
                if path.exists():
                    catalog = read(path, lang)
                else:
                    catalog = Catalog(locale=lang, domain=template_path.stem)
                catalog.update(template, update_header_comment=False)
                catalog.plural_forms  # noqa: B018 (Babel derives it from the locale)
                with path.open("wb") as handle:
                    write_po(handle, catalog, width=100, omit_header=False, sort_output=False)
                print(f"updated {path.relative_to(ROOT)}")


def stats() -> int:
    missing_total = 0
    for part in ("engine", "site"):
        english = entries(part)
        if not english:
            continue
        for lang in LANGUAGES:
            rules = language_rules(lang) if part == "engine" else {}
            done = {**translations(part, lang), **rules}
            missing = [key for key in english if key not in done]
            missing_total += len(missing)
            print(f"{part} {lang}: {len(done)} of {len(english)} translated")
            for key in missing[:40]:
                print(f"  missing {key}")
    return 1 if missing_total else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("compile", "update", "stats"))
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "compile":
        compile_all(args.quiet)
        return 0
    if args.command == "update":
        update()
        compile_all(args.quiet)
        return 0
    return stats()


if __name__ == "__main__":
    sys.exit(main())
