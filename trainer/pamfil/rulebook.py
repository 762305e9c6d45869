"""Rule sentences of the Pamfil text that the engine cites (one table, one place).

Each entry quotes one sentence (or clause) of our English translation on
``docs/pamfil/rules.md`` exactly as it stands inside ``<span class="rule" id=...>``,
the Polish words it translates (verbatim from the source text), and the
rules-notes interpretation (P1–P16) the engine follows where the text is open.
``tests/site/test_pamfil_translation.py`` keeps this table and the page in step.
"""

from trainer.rules import Rule

GAME = "pamfil"

RULES: dict[str, Rule] = {
    rule.id: rule
    for rule in (
        Rule(
            id="pf-pamfil",
            game=GAME,
            text=(
                "Its name comes from the highest figure – the pamfil, that is, the "
                "niżnik żołędny (Unter of acorns; jack of clubs)."
            ),
            original=(
                "Nazwa jej pochodzi od najstarszej figury – pamfila, czyli niżnika żołędnego"
                " (waleta treflowego)."
            ),
        ),
        Rule(
            id="pf-deck",
            game=GAME,
            text=(
                "The game is played by three people with a short pack of Polish cards (32"
                " cards – the so-called piquet or skat pack), and with the whole pack (36)"
                " when there are more players."
            ),
            original=(
                "Gra się niepełną talią kart polskich (32 sztuki – tzw. talią pikietową lub"
                " skatową) w trzy osoby, całą talią (36) – przy większej liczbie graczy."
            ),
            note="P13",
        ),
        Rule(
            id="pf-rank",
            game=GAME,
            text=(
                "The cards rank as follows: pamfil (niżnik żołędny, the Unter of "
                "acorns), tuz (ace), king, wyżnik (Ober; queen), the other niżniki "
                "(Unters; jacks), kralka (ten), nine, eight, seven."
            ),
            original=(
                "Starszeństwo kart jest następujące: pamfil (niżnik żołędny), tuz (as), król,"
                " wyżnik (dama), pozostałe niżniki (walety), kralka (dziesiątka), dziewiątka,"
                " ósemka, siódemka."
            ),
            note="P1",
        ),
        Rule(
            id="pf-deal",
            game=GAME,
            text="Each of the players receives five cards – first three, then two",
            original="Każdy z grających otrzymuje po pięć kart – najpierw trzy, potem dwie",
        ),
        Rule(
            id="pf-trump-card",
            game=GAME,
            text="the last card, placed at the bottom of the talon, indicates trumps.",
            original="ostatnia karta włożona pod spód talonu wskazuje na atut.",
            note="P10",
        ),
        Rule(
            id="pf-forehand-must-play",
            game=GAME,
            text=(
                "The player on the dealer's left is obliged to play (he must take at least two"
                " tricks)"
            ),
            original=(
                "Gracz po lewej rozdającego jest zobowiązany do grania (musi zebrać min. dwie lewy)"
            ),
            note="P11",
        ),
        Rule(
            id="pf-exchange",
            game=GAME,
            text=(
                "he may also exchange one, several or all of the cards he holds in his hand"
                " for new ones from the talon."
            ),
            original=(
                "może też wymienić jedną, kilka lub wszystkie karty, które trzyma w ręce na"
                " nowe z talonu."
            ),
            note="P12",
        ),
        Rule(
            id="pf-declare",
            game=GAME,
            text="The next players in turn may declare that they will play, or pass.",
            original="Następni gracze mogą zadeklarować udział w grze albo pasować.",
            note="P5",
        ),
        Rule(
            id="pf-exchange-commits",
            game=GAME,
            text="However, the mere exchange of a card obliges a player to play.",
            original="Jednakże sama wymiana karty zobowiązuje do grania.",
        ),
        Rule(
            id="pf-follow-beat",
            game=GAME,
            text="Following suit and beating are obligatory.",
            original="Obowiązuje dodawanie do koloru i przebijanie.",
            note="P2",
        ),
        Rule(
            id="pf-mucha",
            game=GAME,
            text=(
                "Whoever, after the deal or after the exchange of cards, holds five "
                "cards of one suit in his hand wins the deal outright, without it "
                "being played"
            ),
            original=(
                "Ten kto po rozdaniu lub po wymianie kart ma w ręku pięć kart jednego koloru,"
                " wygrywa partię bez rozgrywki"
            ),
            note="P8",
        ),
        Rule(
            id="pf-mucha-trump",
            game=GAME,
            text="If two or more players have a mucha, the one in the trump suit has priority",
            original=(
                "Jeżeli dwóch lub więcej graczy ma muchę pierwszeństwo ma ta w kolorze atutowym"
            ),
        ),
        Rule(
            id="pf-mucha-points",
            game=GAME,
            text=(
                "otherwise the number of points in the cards decides (figures ten "
                "points each, pip cards – according to the number of pips)."
            ),
            original=(
                "w innym wypadku decyduje ilość punktów w kartach (figury po dziesięć pkt.,"
                " blotki – stosownie do ilości oczek)."
            ),
            note="P6",
        ),
        Rule(
            id="pf-score-declared",
            game=GAME,
            text="Declared game:",
            original="Gra deklarowana:",
            note="P15",
        ),
        Rule(
            id="pf-score-undeclared",
            game=GAME,
            text="Game not declared:",
            original="Bez deklaracji gry:",
            note="P16",
        ),
        Rule(
            id="pf-score-mucha",
            game=GAME,
            text="mucha – 5 points.",
            original="mucha – 5 pkt.",
            note="P9",
        ),
        Rule(
            id="pf-pamfil-double",
            game=GAME,
            text=(
                "In the presence of the pamfil, that is, the Unter of acorns, the points for"
                " tricks and for the mucha count double."
            ),
            original=(
                "W obecności pamfila, czyli niżnika żołędnego, punkty za lewy i muchę liczą"
                " się podwójnie."
            ),
            note="P3",
        ),
        Rule(
            id="pf-variant",
            game=GAME,
            text=(
                "Łukasz Gołębiowski gives a somewhat different version of pamfil (panfil),"
                " most probably played with the so-called small pack of cards (24 cards)"
            ),
            original=(
                "Łukasz Gołębiowski podaje nieco odmienną wersję pamfila (panfila),"
                " rozgrywanego najprawdopodobniej tzw. małą talią kart (24 szt.)"
            ),
        ),
    )
}
