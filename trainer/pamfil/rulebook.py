"""Rule sentences of the Pamfil text that the engine cites (one table, one place).

Each entry quotes one sentence (or clause) of our English translation on
``docs/pamfil/rules.md`` exactly as it stands inside ``<span class="rule" id=...>``,
the Polish words it translates (verbatim from the source text), and the
rules-notes interpretation (P1–P16) the engine follows where the text is open.
``tests/site/test_pamfil_translation.py`` keeps this table and the page in step.
"""

from trainer.rules import rulebook

GAME = "pamfil"

RULES = rulebook(
    GAME,
    (
        "pf-pamfil",
        "Its name comes from the highest figure – the pamfil, that is, the "
        "niżnik żołędny (Unter of acorns; jack of clubs).",
        "Nazwa jej pochodzi od najstarszej figury – pamfila, czyli niżnika żołędnego"
        " (waleta treflowego).",
    ),
    (
        "pf-deck",
        "The game is played by three people with a short pack of Polish cards (32"
        " cards – the so-called piquet or skat pack), and with the whole pack (36)"
        " when there are more players.",
        "Gra się niepełną talią kart polskich (32 sztuki – tzw. talią pikietową lub"
        " skatową) w trzy osoby, całą talią (36) – przy większej liczbie graczy.",
        "P13",
    ),
    (
        "pf-rank",
        "The cards rank as follows: pamfil (niżnik żołędny, the Unter of "
        "acorns), tuz (ace), king, wyżnik (Ober; queen), the other niżniki "
        "(Unters; jacks), kralka (ten), nine, eight, seven.",
        "Starszeństwo kart jest następujące: pamfil (niżnik żołędny), tuz (as), król,"
        " wyżnik (dama), pozostałe niżniki (walety), kralka (dziesiątka), dziewiątka,"
        " ósemka, siódemka.",
        "P1",
    ),
    (
        "pf-deal",
        "Each of the players receives five cards – first three, then two",
        "Każdy z grających otrzymuje po pięć kart – najpierw trzy, potem dwie",
    ),
    (
        "pf-trump-card",
        "the last card, placed at the bottom of the talon, indicates trumps.",
        "ostatnia karta włożona pod spód talonu wskazuje na atut.",
        "P10",
    ),
    (
        "pf-forehand-must-play",
        "The player on the dealer's left is obliged to play (he must take at least two tricks)",
        "Gracz po lewej rozdającego jest zobowiązany do grania (musi zebrać min. dwie lewy)",
        "P11",
    ),
    (
        "pf-exchange",
        "he may also exchange one, several or all of the cards he holds in his hand"
        " for new ones from the talon.",
        "może też wymienić jedną, kilka lub wszystkie karty, które trzyma w ręce na nowe z talonu.",
        "P12",
    ),
    (
        "pf-declare",
        "The next players in turn may declare that they will play, or pass.",
        "Następni gracze mogą zadeklarować udział w grze albo pasować.",
        "P5",
    ),
    (
        "pf-exchange-commits",
        "However, the mere exchange of a card obliges a player to play.",
        "Jednakże sama wymiana karty zobowiązuje do grania.",
    ),
    (
        "pf-follow-beat",
        "Following suit and beating are obligatory.",
        "Obowiązuje dodawanie do koloru i przebijanie.",
        "P2",
    ),
    (
        "pf-mucha",
        "Whoever, after the deal or after the exchange of cards, holds five "
        "cards of one suit in his hand wins the deal outright, without it "
        "being played",
        "Ten kto po rozdaniu lub po wymianie kart ma w ręku pięć kart jednego koloru,"
        " wygrywa partię bez rozgrywki",
        "P8",
    ),
    (
        "pf-mucha-trump",
        "If two or more players have a mucha, the one in the trump suit has priority",
        "Jeżeli dwóch lub więcej graczy ma muchę pierwszeństwo ma ta w kolorze atutowym",
    ),
    (
        "pf-mucha-points",
        "otherwise the number of points in the cards decides (figures ten "
        "points each, pip cards – according to the number of pips).",
        "w innym wypadku decyduje ilość punktów w kartach (figury po dziesięć pkt.,"
        " blotki – stosownie do ilości oczek).",
        "P6",
    ),
    (
        "pf-score-declared",
        "Declared game:",
        "Gra deklarowana:",
        "P15",
    ),
    (
        "pf-score-undeclared",
        "Game not declared:",
        "Bez deklaracji gry:",
        "P16",
    ),
    (
        "pf-score-mucha",
        "mucha – 5 points.",
        "mucha – 5 pkt.",
        "P9",
    ),
    (
        "pf-pamfil-double",
        "In the presence of the pamfil, that is, the Unter of acorns, the points for"
        " tricks and for the mucha count double.",
        "W obecności pamfila, czyli niżnika żołędnego, punkty za lewy i muchę liczą się podwójnie.",
        "P3",
    ),
    (
        "pf-variant",
        "Łukasz Gołębiowski gives a somewhat different version of pamfil (panfil),"
        " most probably played with the so-called small pack of cards (24 cards)",
        "Łukasz Gołębiowski podaje nieco odmienną wersję pamfila (panfila),"
        " rozgrywanego najprawdopodobniej tzw. małą talią kart (24 szt.)",
    ),
    language="pl",
    items={
        "pf-score-declared": {
            "fewer_than_two": (
                "fewer than two tricks – minus 3 points.",
                "poniżej dwóch lew – minus 3 pkt.",
            ),
            "two": (
                "two tricks – 0 points.",
                "dwie lewy – 0 pkt.",
            ),
            "three": (
                "three tricks – 3 points.",
                "trzy lewy – 3 pkt.",
            ),
            "four": (
                "four tricks – 4 points.",
                "cztery lewy – 4 pkt.",
            ),
            "five": (
                "five tricks – 5 points.",
                "pięć lew – 5 pkt.",
            ),
            "all": (
                "fewer than two tricks – minus 3 points, two tricks – 0 points, three tricks – 3"
                " points, four tricks – 4 points, five tricks – 5 points.",
                "poniżej dwóch lew – minus 3 pkt., dwie lewy – 0 pkt., trzy lewy – 3 pkt., cztery"
                " lewy – 4 pkt., pięć lew – 5 pkt.",
            ),
        },
        "pf-score-undeclared": {
            "no_trick": (
                "no trick – 0 points.",
                "brak lewy – 0 pkt.",
            ),
            "each_trick": (
                "for each trick taken – 1 point.",
                "za każdą zdobytą lewę – 1 pkt",
            ),
        },
    },
)
