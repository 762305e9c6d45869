"""Every sentence the Pamfil engine writes for a learner, proofread by a test.

The refusals (a card, a declaration, an exchange), the score lines and the mucha's words
are rendered over real positions and, where a number is said, with 1 and with 2; none may
show a card code, a seat number or an identifier (``tests.learner_words``), a plural
after 1, a doubled article ("the higher the …", "the trump the …") or a double full stop.
"""

from __future__ import annotations

import random
import re

import pytest

from tests.learner_words import CODE_LIKE
from trainer.i18n import Message
from trainer.pamfil import auction, mucha, play, scoring
from trainer.pamfil.auction import Declaration, DeclarationRound
from trainer.pamfil.game import GAME
from trainer.pamfil.options import PamfilOptions
from trainer.pamfil.ranking import ranking_for
from trainer.pamfil.simulate import random_declarations

from .helpers import cards

SLIPS = [
    (re.compile(r"\b1 (?:cards|tricks|points|trumps)\b"), "plural after 1"),
    (re.compile(r"\b(?:[02-9]|\d\d+) (?:card|trick|point|trump)\b(?! a trick)"), "singular"),
    (re.compile(r"\bthe (?:\w+ )?the\b", re.IGNORECASE), "doubled article"),
    (re.compile(r"\.\.|  |\s[,.;:]|[.!?] [a-z]"), "sentence slip"),
]


def proofread(said: str | Message) -> None:
    """An English sentence (a message rendered in English) reads as one."""
    text = said.render("en") if isinstance(said, Message) else said
    for pattern, what in [*CODE_LIKE, *SLIPS]:
        found = pattern.search(text)
        assert not found, f"{what} {found.group()!r} in {text!r}"
    assert text[:1].isupper() and text.endswith("."), text


OPTIONS = [
    PamfilOptions(),
    PamfilOptions(beat_obligation="trump_only", pamfil_mode="top_club"),
    PamfilOptions(beat_obligation="none"),
]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.beat_obligation)
def test_play_refusals_read_as_sentences(options):
    codes = set()
    for seed in range(120):
        rng = random.Random(seed)
        state = GAME.new_state(options, seed, 3 + seed % 5)
        random_declarations(state, rng)
        while not state.is_terminal:
            position = state.position()
            for card in [*position.hand, state.deck.cards[0]]:
                refusal = play.why_not_play(position, card)
                if refusal is not None:
                    proofread(str(refusal.message))
                    codes.add(refusal.code)
            state.play_card(rng.choice(play.legal_plays(position)))
    if options.beat_obligation == "head_and_trump":
        assert {"not_in_hand", "follow_suit", "must_head", "must_trump", "must_overtrump"} <= codes


def test_the_pamfil_is_named_in_the_refusal():
    hearts = ranking_for("H")
    position = play.PlayPosition(cards("UC 7C 9S"), cards("KC"), hearts)
    refusal = play.why_not_play(position, cards("UC")[0])
    assert refusal is not None and str(refusal.message) == (
        "The Unter of acorns (the pamfil) does not follow acorns, the suit led, and you hold "
        "the Seven of acorns. The pamfil counts as a trump here, not as an acorn."
    )
    position = play.PlayPosition(cards("UC 9S"), cards("KC"), hearts)
    refusal = play.why_not_play(position, cards("9S")[0])
    assert refusal is not None and str(refusal.message) == (
        "You hold no acorns, so you must play a trump, and the Nine of leaves is not a trump. "
        "The pamfil is a trump here, not an acorn."
    )


@pytest.mark.parametrize("left", [0, 1, 2])
def test_declaration_refusals_read_as_sentences(left):
    players = 6
    rnd = DeclarationRound(players, 5 + left)
    rnd.apply(Declaration(0, auction.EXCHANGE, 5))
    texts = [
        rnd.why_not(Declaration(1, auction.EXCHANGE, left + 1)),
        rnd.why_not(Declaration(1, auction.EXCHANGE, 6)),
        rnd.why_not(Declaration(2, auction.PLAY)),
        DeclarationRound(players, 6).why_not(Declaration(0, auction.PASS)),
    ]
    for refusal in texts:
        assert refusal is not None
        proofread(str(refusal.message))
    short = texts[0]
    assert short is not None and short.code == "talon_short"
    wanted = {0: "no card is left", 1: "only 1 is left", 2: "only 2 are left"}[left]
    assert wanted in str(short.message) and f"{left + 1} card" in str(short.message)


def test_exchange_refusals_read_as_sentences():
    rnd = DeclarationRound(3, 17)
    hand = cards("AS KS OS 7D 8D")
    for discard in (cards("AH"), cards("AS AS")):
        refusal = auction.why_not_exchange(rnd, hand, 0, discard)
        assert refusal is not None
        proofread(str(refusal.message))


@pytest.mark.parametrize("double_penalty", [True, False])
@pytest.mark.parametrize("payout", ["five", "with_tricks"])
def test_every_score_line_reads_as_a_sentence(double_penalty, payout):
    options = PamfilOptions(double_penalty=double_penalty, mucha_payout=payout)
    for declared in (False, True):
        for tricks in range(6):
            for doubled in (False, True):
                for is_mucha in (False, True):
                    if is_mucha and tricks:
                        continue
                    score = scoring.score_player(declared, tricks, doubled, is_mucha, options)
                    proofread(score.line.text)
                    assert score.line.value == score.points


def test_mucha_texts_read_as_sentences():
    hearts = ranking_for("H")
    tables = [
        ["AS KS OS US 10S", "AD KD OD UD 10D", "UC AC KC 9C 7C"],
        ["AS KS OS US 10S", "AD KD OD UD 9H", "UC AC KC 9C 7C"],
        ["AS KS OS 7S 8S", "AH 8H 7D 8D 9C", "AD KD OD 9S 9H"],
        ["AH KH OH UH 10H", "AD KD OD UD 10D", "UC AC KC 9C 7C"],
    ]
    for tie in ("seat", "both", "redeal"):
        for table in tables:
            hands = [cards(h) for h in table]
            result = mucha.resolve(hands, hearts, PamfilOptions(mucha_tie=tie))
            proofread(str(result.explanation))


def test_the_score_lines_of_played_deals_read_as_sentences():
    for seed in range(40):
        state = GAME.new_state(PamfilOptions(), seed, 3 + seed % 5)
        rng = random.Random(seed)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        for line in state.score_lines():
            proofread(line.text)
