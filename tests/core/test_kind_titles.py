"""Quiz names are nouns in every game (issue 31, N10).

The trainer says "Practise next: Legal plays, level 1 (Basic)": a question as a name ("Which
cards may be played?, level 1") does not read. The same kind has the same name in each game;
the question it asks goes into its description.
"""

from __future__ import annotations

from trainer.api import handle


def test_every_quiz_kind_is_named_by_a_noun_and_alike_across_the_games() -> None:
    games = handle({"op": "describe"})["games"]
    titles: dict[str, set[str]] = {}
    for game in games.values():
        for kind in game["quiz_kinds"]:
            title = kind["title"]
            assert not title.endswith("?") and title[:1].isupper(), (kind["name"], title)
            titles.setdefault(kind["name"], set()).add(title)
    assert titles["legal_plays"] == {"Legal plays"}
    assert titles["trick_winner"] == {"Trick winner"}
