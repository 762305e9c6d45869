#!/usr/bin/env python3
"""Build the site in English at the root and in each other language below it: one build per
language, as Material for MkDocs advises ("one project in a subfolder per language"), with
Material's own language switch (``extra.alternate``).

    build_language.py [--site DIR] [--tool mkdocs|zensical] [CODE ...]
    build_language.py [--site DIR] --pseudo OUT

Without a CODE it builds what ships: English into ``DIR`` (default ``site/``), then every
language of ``i18n/languages.toml`` with ``ship = true`` into ``DIR/<code>/``
(``scripts/build`` and ``scripts/build_zensical`` call it so). With codes it builds those
languages only, into an English site built before. ``--pseudo OUT`` makes the
pseudo-language's test site that the browser sweep reads (``site-pseudo/``: the English site
linked in, ``en-XA/`` built beside it; never deployed).

How a language is built (the same for MkDocs and Zensical):

- **its pages**: ``i18n/pages/<code>/`` holds the translated pages, at the same paths as
  ``docs/``; a page not translated yet is the English page, marked ``untranslated`` (the theme
  says so at its top, in the language, and marks its text English). The pseudo-language has
  no pages of its own: its text is the English, accented by ``docs_ext`` (``docs_ext.pseudo``).
  Nothing else of ``docs/`` is copied: the JavaScript, the styles, the card pictures, the
  engine's runtime (``generated/``) and the service worker are the English build's,
  referenced as ``../`` (the service worker keeps the reader's language: ``precache.py``).
- **its configuration**: a complete file written from ``mkdocs.yml``, not one that
  ``INHERIT``\\ s it, since Zensical (0.0.73) appends the inherited lists (nav, scripts,
  languages) where MkDocs replaces them. It differs from ``mkdocs.yml`` in: ``theme.language``
  (Material's words, ``<html lang>``, the search index's language); the site's name,
  description, nav titles and colour switch from the site catalogue (``i18n/site/nav.pot`` and
  its PO files; a nav title is looked up by its English text); ``docs_ext`` told the locale;
  the shared scripts and styles as ``../``; ``site_url`` with the language's folder; and
  ``extra.alternate``, the language switch (``overrides/partials/alternate.html`` opens the
  same page in the other language).
- **the switch** lists English, every language that ships, and the language being built.
  The English site gets it too, once a language ships; until then English is built from
  ``mkdocs.yml`` as it is.
"""

from __future__ import annotations

import argparse
import copy
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import csp
import precache
from languages import Language, languages, shipped

import i18n as catalogues

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = ROOT / "i18n" / "pages"
MKDOCS_YML = ROOT / "mkdocs.yml"
OVERRIDES = ROOT / "overrides"
SHARED = ("assets/", "javascripts/", "stylesheets/", "generated/")
"""The folders of ``docs/`` a language build does not copy: it uses the English build's."""
ENGLISH = "en"
NAV_DOMAIN = "nav"
"""The site catalogue's domain of the configuration's words (i18n/site/nav.pot)."""


# -- mkdocs.yml ---------------------------------------------------------------------------------


class _Loader(yaml.SafeLoader):
    """mkdocs.yml as data: ``!ENV NAME`` is read from the environment (as MkDocs does)."""


def _env(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    if isinstance(node, yaml.SequenceNode):
        names = loader.construct_sequence(node)
    else:
        names = [loader.construct_scalar(node)]
    for name in names:
        if os.environ.get(str(name)):
            return os.environ[str(name)]
    return None


_Loader.add_constructor("!ENV", _env)


def english_config() -> dict[str, Any]:
    with MKDOCS_YML.open(encoding="utf-8") as handle:
        data = yaml.load(handle, Loader=_Loader)
    if not isinstance(data, dict):
        raise SystemExit(f"{MKDOCS_YML} is not a mapping")
    return data


# -- the site's words ---------------------------------------------------------------------------


class SiteWords:
    """The site catalogue's words in one language, found by key, or (those of the nav domain,
    the words mkdocs.yml says in English: its nav titles, name, colour switch) by their
    English text."""

    def __init__(self, code: str) -> None:
        english = catalogues.english_messages("site")
        if code == ENGLISH:
            own: Mapping[str, object] = english
        elif languages()[code].pseudo:
            own = catalogues.pseudo_messages(english)
        else:
            own = catalogues.translations("site", code)
        self.code = code
        self._by_key = {key: str(own.get(key, text)) for key, text in english.items()}
        self._by_english: dict[str, str] = {}
        for key, entry in catalogues.entries("site").items():
            if entry.domain == NAV_DOMAIN and len(entry.english) == 1:
                if entry.english[0] in self._by_english:
                    raise SystemExit(f"i18n/site/nav.pot says {entry.english[0]!r} twice")
                self._by_english[entry.english[0]] = key

    def key(self, key: str) -> str:
        try:
            return self._by_key[key]
        except KeyError:
            raise SystemExit(f"no message {key} in i18n/site/*.pot") from None

    def english(self, text: str) -> str:
        """The words whose English is ``text`` (a nav title, the site's name)."""
        key = self._by_english.get(text.strip())
        if key is None:
            raise SystemExit(
                f"mkdocs.yml says {text!r}, which no message of i18n/site/nav.pot says: add it "
                "there, so every language can say it"
            )
        return self._by_key[key]


def _nav(items: list[Any], words: SiteWords) -> list[Any]:
    out: list[Any] = []
    for item in items:
        if isinstance(item, dict):
            out.append(
                {
                    words.english(title): _nav(value, words) if isinstance(value, list) else value
                    for title, value in item.items()
                }
            )
        else:
            out.append(item)
    return out


def nav_titles(items: list[Any]) -> Iterator[str]:
    """Every title of a nav (for the test that each has its message)."""
    for item in items:
        if isinstance(item, dict):
            for title, value in item.items():
                yield title
                if isinstance(value, list):
                    yield from nav_titles(value)


# -- the configurations -------------------------------------------------------------------------


def alternates(current: str) -> list[dict[str, str]]:
    """The language switch of the build ``current``: English, every language that ships, and
    ``current``; each link relative to ``current``'s root (``pl/``, ``../``, ``../pl/``; ``""``
    for ``current`` itself)."""
    offered = [Language(ENGLISH, "English"), *shipped()]
    if current != ENGLISH and all(lang.code != current for lang in offered):
        offered.append(languages()[current])

    def link(code: str) -> str:
        if code == current:
            return ""
        if current == ENGLISH:
            return f"{code}/"
        return "../" if code == ENGLISH else f"../{code}/"

    return [{"name": lang.name, "link": link(lang.code), "lang": lang.code} for lang in offered]


def config_for(code: str, *, docs_dir: str, site_dir: str, custom_dir: str) -> dict[str, Any]:
    """The complete configuration of one language's build (English with the switch when
    ``code`` is ``en``), paths as given (relative to where the file is written, for Zensical)."""
    config = copy.deepcopy(english_config())
    config.update(docs_dir=docs_dir, site_dir=site_dir)
    if config.get("site_url") is None:
        config.pop("site_url", None)
    config["theme"]["custom_dir"] = custom_dir
    extra = config.setdefault("extra", {})
    extra["alternate"] = alternates(code)
    if code == ENGLISH:
        return config
    words = SiteWords(code)
    config["site_name"] = words.english(config["site_name"])
    config["site_description"] = words.english(config["site_description"])
    site_url = config.get("site_url")
    if site_url:
        config["site_url"] = site_url.rstrip("/") + f"/{code}/"
    else:
        config.pop("site_url", None)
    theme = config["theme"]
    theme["language"] = code
    for palette in theme.get("palette") or []:
        toggle = palette.get("toggle")
        if toggle and "name" in toggle:
            toggle["name"] = words.english(toggle["name"])
    config["markdown_extensions"] = [
        _extension(item, code, words) for item in config["markdown_extensions"]
    ]
    config["extra_css"] = [f"../{path}" for path in config.get("extra_css") or []]
    config["extra_javascript"] = [
        {**item, "path": f"../{item['path']}"} if isinstance(item, dict) else f"../{item}"
        for item in config.get("extra_javascript") or []
    ]
    extra["shared_root"] = "../"
    extra["untranslated"] = words.key("site.page.untranslated")
    config["nav"] = _nav(config["nav"], words)
    return config


def _extension(item: Any, code: str, words: SiteWords) -> Any:
    """A Markdown extension of mkdocs.yml as a language's build configures it: ``docs_ext``
    told the locale, the tooltips of the heading links (``toc``) and of the footnotes' links
    back (``footnotes``, which puts the number where its ``%d`` stands) in words."""
    if item == "docs_ext":
        return {"docs_ext": {"locale": code}}
    if isinstance(item, dict) and "toc" in item:
        return {"toc": {**item["toc"], "permalink_title": words.key("site.permalink")}}
    if item == "footnotes":
        back = words.key("site.footnote_back").replace("{number}", "%d")
        return {"footnotes": {"BACKLINK_TITLE": back}}
    return item


def write_config(config: Mapping[str, Any], path: Path) -> None:
    path.write_text(
        "# Written by scripts/build_language.py from mkdocs.yml: do not edit.\n"
        + yaml.safe_dump(dict(config), allow_unicode=True, sort_keys=False, width=100),
        encoding="utf-8",
    )


# -- the pages ----------------------------------------------------------------------------------

_FRONT = re.compile(r"\A---\n(.*?)\n---\n", re.S)
_URL = re.compile(r"""(\b(?:src|href)=")(?![a-z]+:|/|#|\.\./)([^"]+)(")""")


def english_pages() -> list[Path]:
    """The pages of ``docs/`` (paths relative to it), the staged runtime left out."""
    return sorted(
        path.relative_to(DOCS)
        for path in DOCS.rglob("*.md")
        if not path.relative_to(DOCS).as_posix().startswith(SHARED)
    )


def _with_meta(text: str, line: str) -> str:
    found = _FRONT.match(text)
    if found:
        return f"---\n{found.group(1)}\n{line}\n---\n" + text[found.end() :]
    return f"---\n{line}\n---\n\n{text}"


def _accent_title(text: str) -> str:
    from docs_ext.pseudo import accent

    found = _FRONT.match(text)
    if not found:
        return text
    head = re.sub(
        r"^(title|description):[ \t]*(.+)$",
        lambda m: f"{m.group(1)}: {accent(m.group(2))}",
        found.group(1),
        flags=re.M,
    )
    return f"---\n{head}\n---\n" + text[found.end() :]


def _shared_urls(text: str, page: Path) -> str:
    """Raw HTML's relative links into a shared folder (``<img src="assets/cards/…">`` on the
    home page), which in a language build live one folder up."""
    here = page.parent.as_posix()

    def fix(match: re.Match[str]) -> str:
        target = os.path.normpath(os.path.join(here, match.group(2))).replace(os.sep, "/")
        if target.startswith(SHARED) and (DOCS / target.split("#")[0]).exists():
            return f"{match.group(1)}../{match.group(2)}{match.group(3)}"
        return match.group()

    return _URL.sub(fix, text)


def stage_pages(lang: Language, docs: Path) -> list[Path]:
    """Write a language's pages into ``docs`` (its build's docs_dir); returns the pages that
    are not translated yet."""
    own = PAGES / lang.code
    english = english_pages()
    if own.exists():
        strays = sorted(
            p.relative_to(own) for p in own.rglob("*.md") if p.relative_to(own) not in set(english)
        )
        if strays:
            raise SystemExit(
                f"{own}: {', '.join(map(str, strays))} has no English page in docs/ "
                "(a translated page keeps the English page's path)"
            )
    untranslated = []
    for page in english:
        translated = own / page
        if translated.exists():
            text = translated.read_text(encoding="utf-8")
        else:
            text = (DOCS / page).read_text(encoding="utf-8")
            if lang.pseudo:
                text = _accent_title(text)
            else:
                text = _with_meta(text, "untranslated: true")
                untranslated.append(page)
        target = docs / page
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(_shared_urls(text, page), encoding="utf-8")
    return untranslated


# -- building -----------------------------------------------------------------------------------


def _run(command: list[str], cwd: Path) -> None:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    env.setdefault("NO_MKDOCS_2_WARNING", "1")
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"{' '.join(command[:2])} failed in {cwd}")


def _command(tool: str, config: str) -> list[str]:
    if tool == "zensical":
        return [
            str(ROOT / ".venv-zensical" / "bin" / "zensical"),
            "build",
            "--strict",
            "-f",
            config,
        ]
    return [str(ROOT / ".venv" / "bin" / "mkdocs"), "build", "--strict", "--quiet", "-f", config]


def build_english(site: Path, tool: str) -> None:
    """English into ``site``: from mkdocs.yml as it is, or, once a language ships, from a copy
    with the language switch. Zensical wants its pages and output inside its project folder,
    so its build runs in a copy of the project (the runtime staged in docs/generated/ too)."""
    switch = bool(shipped())
    with tempfile.TemporaryDirectory(prefix="build-en-") as work:
        project = Path(work)
        if tool == "zensical":
            shutil.copytree(DOCS, project / "docs")
            shutil.copytree(OVERRIDES, project / "overrides")
            paths = {"docs_dir": "docs", "site_dir": "site", "custom_dir": "overrides"}
        else:
            paths = {
                "docs_dir": str(DOCS),
                "site_dir": str(project / "site"),
                "custom_dir": str(OVERRIDES),
            }
        if switch:
            write_config(config_for(ENGLISH, **paths), project / "mkdocs.yml")
        elif tool == "zensical":
            shutil.copy2(MKDOCS_YML, project / "mkdocs.yml")
        else:
            _run([*_command(tool, str(MKDOCS_YML)), "--site-dir", str(site)], ROOT)
            return
        _run(_command(tool, str(project / "mkdocs.yml")), project)
        _move(project / "site", site)


def build_language(lang: Language, site: Path, tool: str) -> list[Path]:
    """One language into ``site/<code>/``; returns the pages it has not translated yet."""
    with tempfile.TemporaryDirectory(prefix=f"build-{lang.code}-") as work:
        project = Path(work)
        untranslated = stage_pages(lang, project / "docs")
        shutil.copytree(OVERRIDES, project / "overrides")
        config = config_for(lang.code, docs_dir="docs", site_dir="site", custom_dir="overrides")
        write_config(config, project / "mkdocs.yml")
        _run(_command(tool, str(project / "mkdocs.yml")), project)
        _move(project / "site", site / lang.code)
    return untranslated


def _move(source: Path, target: Path) -> None:
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(source), str(target))


def test_site(site: Path, out: Path, langs: list[Language], tool: str = "mkdocs") -> Path:
    """A test site at ``out``: the English site built in ``site`` (every file and folder of its
    root linked, not copied, but the service worker, whose list here has the languages) with
    each of ``langs`` built beside it, so they are served as a shipped language would be,
    while ``site/`` itself stays the site that ships. Returns ``out``."""
    if not (site / "index.html").exists():
        raise SystemExit(f"{site} has no English build: run scripts/build first")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    codes = {lang.code for lang in langs}
    for entry in site.iterdir():
        if entry.name not in codes and entry.name != "sw.js":
            (out / entry.name).symlink_to(entry.resolve(), target_is_directory=entry.is_dir())
    for lang in langs:
        build_language(lang, out, tool)
        # What scripts/build does last, for this site: every page's policy.
        for page in (out / lang.code).rglob("*.html"):
            csp.apply(page)
    # A service worker whose list has the languages (the English site's own lists none yet).
    shutil.copy2(DOCS / "sw.js", out / "sw.js")
    precache.apply(out)
    return out


def pseudo_site(site: Path, out: Path, tool: str = "mkdocs") -> Path:
    """The pseudo-language's test site at ``out`` (:func:`test_site`); returns the ``en-XA``
    folder."""
    pseudo = next(lang for lang in languages().values() if lang.pseudo)
    return test_site(site, out, [pseudo], tool) / pseudo.code


def preview_languages() -> list[Language]:
    """The languages a translator or a test previews: every one of languages.toml that is not
    the pseudo-language, shipped or not."""
    return [lang for lang in languages().values() if not lang.pseudo]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "codes", nargs="*", help="languages to build into an English site built before"
    )
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--tool", choices=("mkdocs", "zensical"), default="mkdocs")
    parser.add_argument(
        "--pseudo",
        type=Path,
        metavar="OUT",
        help="build the pseudo-language's test site into OUT (the English site linked in)",
    )
    parser.add_argument(
        "--preview",
        type=Path,
        metavar="OUT",
        help="build every language of i18n/languages.toml, shipped or not, into a test site "
        "at OUT (the English site linked in), to read or test a language before it ships",
    )
    args = parser.parse_args(argv)
    site: Path = args.site.resolve()
    known = languages()
    if args.pseudo:
        built = pseudo_site(site, args.pseudo.resolve(), args.tool)
        print(f"==> built the pseudo-language's test site into {built}")
        return 0
    if args.preview:
        langs = preview_languages()
        built = test_site(site, args.preview.resolve(), langs, args.tool)
        print(f"==> built {', '.join(lang.code for lang in langs)} into the test site {built}")
        return 0
    unknown = [code for code in args.codes if code not in known]
    if unknown:
        raise SystemExit(
            f"unknown language {', '.join(unknown)}: i18n/languages.toml has {', '.join(known)}"
        )
    if args.codes:
        if not (site / "index.html").exists():
            raise SystemExit(f"{site} has no English build: run scripts/build first")
        chosen = [known[code] for code in args.codes]
    else:
        # The pages' catalogues (generated/i18n/<lang>.js): scripts/stage_runtime.py has just
        # replaced docs/generated/ whole, the catalogues compiled before it with it.
        catalogues.write_site(catalogues.site_catalogues())
        build_english(site, args.tool)
        chosen = shipped()
    for lang in chosen:
        untranslated = build_language(lang, site, args.tool)
        note = (
            f", {len(untranslated)} of {len(english_pages())} pages in English"
            if untranslated
            else ""
        )
        print(f"==> built {lang.name} ({lang.code}) into {site / lang.code}{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
