"""Where the engine's blocks are found: on their own lines, never inside fenced code.

A page that documents the notation shows ``/// example`` inside a fenced code block; that
code must come out as written, not as a rendered example (review of 2026-12-01, move 7).
"""

from __future__ import annotations

import markdown
import pytest

from docs_ext.engine_blocks import EngineBlockError

EXAMPLE = (
    '/// example | Void\n{"op": "legal_plays", "game": "schafkopf", "contract": '
    '{"type": "ace_game", "called": "S"}, "hand": ["OC", "10H"], "trick": ["AD"]}\n///'
)


def render(text: str) -> str:
    md = markdown.Markdown(extensions=["docs_ext", "attr_list", "md_in_html", "admonition",
                                       "pymdownx.superfences"])  # fmt: skip
    return md.convert(text)


@pytest.mark.parametrize("fence", ["```", "~~~", "````text", "```json"])
def test_a_block_inside_fenced_code_is_shown_as_written(fence: str) -> None:
    closing = fence[:3] if fence[3:4] != fence[0] else fence[:4]
    html = render(f"Before.\n\n{fence}\n{EXAMPLE}\n{closing}\n\nAfter.\n")
    assert "gc-example" not in html
    assert "example | Void" in html and "legal_plays" in html


def test_a_block_after_fenced_code_is_rendered() -> None:
    html = render(f"```\ncode\n```\n\n{EXAMPLE}\n")
    assert html.count('class="admonition example gc-example"') == 1


def test_a_shorter_fence_does_not_close_a_longer_one() -> None:
    html = render(f"````\n```\n{EXAMPLE}\n```\n````\n")
    assert "gc-example" not in html


def test_an_unclosed_block_outside_code_still_fails_the_build() -> None:
    with pytest.raises(EngineBlockError, match="no closing"):
        render('/// example | Open\n{"op": "describe"}\n')
