"""The extension's own words: messages of the engine's catalogues (``i18n/engine/build.pot``),
said in the build's language.

The extension writes HTML at build time, in the language ``docs_ext`` was given (each processor
works inside :func:`trainer.i18n.in_locale`), so :func:`say` needs no language of its own. A
sentence that holds a picture (a card drawn inline) is still one message: :func:`say_html`
puts the picture where the language's template puts its placeholder, and escapes the rest.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

from trainer.i18n import Text, msg

__all__ = ["Html", "Text", "say", "say_html", "yes_no"]


@dataclass(frozen=True)
class Html:
    """Markup to put into a sentence as it is (a card picture), not as words."""

    html: str


def say(key: str, /, **args: object) -> str:
    """The message ``key`` in the build's language, as plain text (escape it for HTML)."""
    return msg(key, **args).render()


_BOLD = re.compile(r"\*\*(.+?)\*\*")


def say_html(key: str, /, **args: object) -> str:
    """The message ``key`` as HTML: its words escaped, its :class:`Html` arguments as they are,
    and what the message marks ``**so**`` in bold (the part of a sentence an example stresses:
    "**The soloist wins the game.**")."""
    markers: dict[str, str] = {}
    plain: dict[str, object] = {}
    for name, value in args.items():
        if isinstance(value, Html):
            marker = f"\ue000{len(markers)}\ue001"  # private-use characters: never in a message
            markers[marker] = value.html
            plain[name] = Text(marker)
        else:
            plain[name] = value
    text = _BOLD.sub(r"<strong>\1</strong>", escape(say(key, **plain), quote=False))
    for marker, html in markers.items():
        text = text.replace(marker, html)
    return text


def yes_no(value: object) -> str:
    """ "yes" or "no" (a fact's value in a worked example)."""
    return say("build.yes" if value else "build.no")
