"""Rule sentences of the Tarok galicyjski text that the engine cites (one table, one place).

Each entry quotes one sentence (or clause) of our English translation on
``docs/tarok/rules.md`` exactly as it stands inside ``<span class="rule" id=...>``,
the Polish words it translates (verbatim from the source text), and the
rules-notes interpretation (T1–T20) the engine follows where the text is open.
``tests/site/test_tarok_translation.py`` keeps this table and the page in step.
"""

from trainer.rules import rulebook

GAME = "tarok"

RULES = rulebook(
    GAME,
    (
        "tk-deck",
        "A pack of 42 cards is used, consisting of 21 taroks, 1 Joker and 20 standard cards",
        "Używa się talii 42 kart która składa się z 21 taroków, 1 Jokera, oraz 20 kart"
        " standardowych",
    ),
    (
        "tk-names",
        "Tarok I is called the pagat, Tarok XXI the mond, and the Joker the skiz.",
        "Tarok I nazywany jest pagatem, Tarok XXI mondem, a Joker skizem.",
    ),
    (
        "tk-players",
        "The game is for three or four players, although Szczepański states that as"
        " many as five people can play",
        "Gra jest trzy- lub czteroosobowa, choć Szczepański podaje, że może grać nawet pięć osób",
        "T16",
    ),
    (
        "tk-cut",
        "After shuffling, the dealer gives the pack to the player on his left"
        " (opposite, if four are playing) to cut (lift)",
        "Po przetasowaniu, rozdający daję talię do przełożenia (zebrania) graczowi po"
        " swojej lewej (naprzeciwko, jeśli gra czterech)",
        "T15",
    ),
    (
        "tk-deal",
        'then he lays out six cards on a pile (the talon, kupno, "the buy") '
        "and then deals 12 cards to each player, six at a time.",
        "po czym wykłada sześć kart na stos (talon, kupno), a następnie rozdaje 12 kart"
        " każdemu graczowi, po sześć na raz.",
    ),
    (
        "tk-pukam",
        'The player who was given the pack to cut may instead say "Pukam" ("I knock");'
        " then, after the cards have been laid out on the talon, each player receives"
        " his 12 cards at once.",
        "Gracz, któremu podano talię do przełożenia może zamiast tego powiedzieć"
        ' "Pukam", wtedy po wyłożeniu kart na talon, każdy z graczy dostaje od razu po'
        " 12 kart.",
        "T15",
    ),
    (
        "tk-king",
        "In the four-player game the dealer is called the king, and he takes part in"
        " the payments (see below).",
        "W grze czteroosobowej, rozdający nazywany jest królem, i bierze udział w"
        " płatnościach (patrz niżej).",
        "T16",
    ),
    (
        "tk-forehand",
        'The player to the right of the dealer/king is called the "player on '
        'the hand" (gracz na ręce) or simply "the hand" (ręka), that is, the '
        "forehand.",
        "Gracz po prawej od rozdającego/króla nazywany jest graczem na ręce bądź ręką.",
        "T15",
    ),
    (
        "tk-auction-order",
        "Each player, beginning with the person on the dealer's right, may declare a game or pass.",
        "Każdy gracz, rozpoczynając od osoby na prawo od rozdającego może zadeklarować"
        " grę lub spasować.",
        "T5",
    ),
    (
        "tk-calls-trojka",
        "Trójka – the player declares an exchange of 3 of his cards for cards from the talon.",
        "Trójka – gracz deklaruje wymianę 3 swoich kart na karty z talonu.",
        "T4",
    ),
    (
        "tk-calls-dwojka",
        "Dwójka – the player declares an exchange of 2 of his cards for cards from the talon.",
        "Dwójka – gracz deklaruje wymianę 2 swoich kart na karty z talonu.",
        "T4",
    ),
    (
        "tk-calls-jedynka",
        "Jedynka – the player declares an exchange of 1 of his cards for a card from the talon.",
        "Jedynka – gracz deklaruje wymianę 1 swojej karty na kartę z talonu.",
        "T4",
    ),
    (
        "tk-calls-solo",
        "Solo – the player declares a game from the hand (without looking into the"
        " talon and without exchanging cards). The points of the cards contained in the"
        " talon go to the opponents' account.",
        "Solo – gracz deklaruje grę z ręki (bez zaglądania do talonu i wymiany kart)."
        " Punkty z kart zawartych w talonie trafiają na konto przeciwników.",
        "T20",
    ),
    (
        "tk-multipliers",
        'Besides this, the players may bid for the game to count double ("spód" or'
        ' "druga trójka/dwójka/jedynka"), three times ("wierzch" or "trzecia..."), four'
        ' times ("czwarta...") or five times ("piąta...") if the soloist loses.',
        "Gracze oprócz tego mogą licytować grę o to by gra liczyła się dwukrotnie"
        ' ("spód" lub "druga trójka/dwójka/jedynka"), trzykrotnie ("wierzch" lub'
        ' "trzecia..."), czterokrotnie ("czwarta...") lub pięciokrotnie ("piąta...") w'
        " przypadku przegranej solisty.",
        "T6",
    ),
    (
        "tk-solo-final",
        "Solo is the final bid and automatically ends the auction.",
        "Solo jest stawką ostateczną i automatycznie kończy licytację.",
        "T5",
    ),
    (
        "tk-auction-pairs",
        "The bidding process itself resembles the one found in skat, where two players"
        " take part at a time.",
        "Sam proces licytacji przypomina ten spotykany w skacie, gdzie na raz biorą"
        " udział dwaj gracze.",
        "T5",
    ),
    (
        "tk-auction-open",
        "Ręka may pass or declare Trójka. If Trójka has been declared, the "
        "next player may raise the bid to druga trójka or pass.",
        "Ręka może spasować albo zadeklarować Trójkę. W przypadku zadeklarowania"
        " Trójki, następny gracz może podbić stawkę do drugiej trójki albo spasować.",
        "T5",
    ),
    (
        "tk-auction-hold",
        'When the bid has been raised, ręka may answer "sam" or "tak", agreeing to the bid.',
        'Gdy stawka zostanie podbita, ręka może odpowiedzieć "sam" albo "tak",'
        " zgadzając się na stawkę.",
        "T5",
    ),
    (
        "tk-auction-continue",
        "Raising and accepting go on until one of the players passes.",
        "Podbijanie i przystawanie trwa, dopóki któryś z graczy nie spasuje.",
        "T5",
    ),
    (
        "tk-auction-pass-out",
        "When a player passes, he drops out of the auction until the next deal, and the"
        " next player takes over his role.",
        "Gdy gracz spasuje, wypada z licytacji aż do następnego rozdania, a następny"
        " gracz przejmuje jego rolę.",
        "T5",
    ),
    (
        "tk-auction-contract",
        "The last bid made becomes the contract (together with any bonuses announced"
        " after the exchange with the talon).",
        "Ostatnia wylicytowana stawka staje się kontraktem (razem z wszelkimi"
        " zapowiedzianymi po wymianie z talonu bonusami).",
        "T4",
    ),
    (
        "tk-all-pass",
        "If all the players pass, the cards are gathered up and play moves on to the next deal.",
        "W przypadku, gdy wszyscy gracze spasują, karty się zbiera i przechodzi do"
        " następnego rozdania.",
        "T5",
    ),
    (
        "tk-auction-examples",
        "Examples of bidding",
        "Przykłady Licytacji",
        "T4",
    ),
    (
        "tk-soloist",
        'The player who has won the auction becomes the soloist (or the "Player",'
        " according to Szczepański), turns up the talon, exchanges cards with it"
        " according to the bid, begins the play and leads to the first trick.",
        'Gracz który wygrał licytację staje się solistą (lub "Graczem" wg'
        " Szczepańskiego), odkrywa talon, wymienia z nim karty zgodnie ze stawką,"
        " rozpoczyna rozgrywkę i wychodzi do pierwszej lewy.",
    ),
    (
        "tk-exchange-parts",
        "When exchanging cards with the talon, one may take only the cards that lie in"
        " a specified part of the talon: with trójka one may take only the first half,"
        " or the second half. With dwójka only the first two, the middle two, or the"
        " last two cards. With jedynka one may choose any card.",
        "Wymieniając karty z talonu, można brać jedynie karty, które znajdują się w"
        " określonej części talonu: przy trójce można wziąć tylko pierwszą połowę, lub"
        " drugą połowę. Przy dwójce tylko pierwsze dwie, środkowe dwie, lub ostatnie"
        " dwie karty. Przy jedynce można wybrać dowolną kartę.",
        "T19",
    ),
    (
        "tk-discard-kings",
        "When laying cards aside after the exchange, one may not discard "
        "kings; doing so is a renons",
        "Odkładając karty po wymianie, nie można złożyć króli, inaczej podlega to renonsowi",
        "T14",
    ),
    (
        "tk-discard-count",
        "Nor may one discard more or fewer cards than one has taken",
        "Nie można także złożyć więcej lub mniej kart niż się wzięło",
        "T13",
    ),
    (
        "tk-announcements",
        "Before the play begins he may announce a full hand (holding 10, 11 or 12 trumps)",
        "Przed rozpoczęciem rozgrywki może zadeklarować meldunek pełnej ręki"
        " (posiadanie 10, 11 lub 12 atutów)",
        "T11",
    ),
    (
        "tk-announce-volat",
        "announce the taking of all tricks (volat)",
        "zadeklarować wzięcie wszystkich lew (volat)",
        "T10",
    ),
    (
        "tk-announce-pagat-ultimo",
        "announce pagat ultimo (taking the last trick with tarok I)",
        "zadeklarować pagat ultimo (wzięcie ostatniej lewy tarokiem I)",
        "T17",
    ),
    (
        "tk-announce-trull",
        "announce that he will win the trull (pagat, mond and skiz) in his tricks",
        "zadeklarować wzięcie w lewach trula (pagata, monda i skiza)",
        "T11",
    ),
    (
        "tk-announcement-points",
        "For the announcements he has made, the player receives extra points, added at"
        " the end of the game.",
        "Za zgłoszone meldunki gracz otrzymuje dodatkowe punkty doliczane na końcu gry.",
        "T11",
    ),
    (
        "tk-full-hand",
        "When announcing a full hand, the soloist must reveal all the taroks that he"
        " discarded when exchanging cards; these taroks do not count towards the"
        " announcement, only the taroks held in the hand count. Points for a full hand"
        " are awarded only if it has been announced.",
        "Meldując pełną rękę, solista musi odkryć wszelkie taroki, które odrzucił"
        " wymieniając karty; te taroki się nie liczą ku meldunkowi, liczą się jedynie"
        " taroki trzymane w ręku. Punkty za pełną rękę są przyznawane jedynie gdy"
        " została ona zameldowana.",
        "T18",
    ),
    (
        "tk-contra",
        'The opposing team ("Pomagający", the helpers) may say contra to the '
        "soloist; the game then counts double, whether the soloist wins or "
        'loses (if the bid was made as a multiple, e.g. "Druga Trójka", both '
        "multipliers count on a loss).",
        'Drużyna przeciwna ("Pomagający") mogą dać soliście contrę, wtedy gra liczy się'
        " podwójnie zarówno przy wygranej jak i przegranej solisty (jeśli stawka"
        ' została wylicytowana kulkurotnie np. "Druga Trójka", oba mnożniki się liczą'
        " przy przegranej).",
        "T9",
    ),
    (
        "tk-recontra",
        "The soloist may answer with a recontra; the game then counts four times, but"
        " only if the soloist loses.",
        "Solista może odpowiedzieć recontrą, wtedy gra liczy się czterokrotnie, ale"
        " tylko gdy solista przegra.",
        "T7",
    ),
    (
        "tk-supracontra",
        "The helpers may go on to answer with a supracontra; the game then counts eight"
        " times if the soloist loses.",
        "Pomagający mogą dalej odpowiedzieć supracontrą, wtedy gra liczy się"
        " ośmiokrotnie w przypadku przegranej solisty.",
        "T7",
    ),
    (
        "tk-aim",
        "The object of the game is to win tricks and card points.",
        "Celem gry jest zdobywanie lew oraz punktów za karty.",
    ),
    (
        "tk-alone",
        "The Player (the soloist) plays alone against two opponents.",
        "Gracz gra pojedynczo przeciwko dwójce przeciwników.",
        "T16",
    ),
    (
        "tk-lead-any",
        "The player who leads to a trick may lead any card.",
        "Gracz wychodząc lewę wyrzuca dowolną kartę.",
    ),
    (
        "tk-follow",
        "The players must follow suit, or follow with taroks.",
        "Gracze muszą dokładać do koloru lub dokładać taroki.",
        "T3",
    ),
    (
        "tk-void-tarok",
        "If he has none of the suit, a player must play a tarok.",
        "W przypadku braku koloru gracz musi wyrzucić tarok.",
        "T3",
    ),
    (
        "tk-overtrump",
        "There is an obligation to beat with taroks if that is possible.",
        "Istnieje konieczność przebijania tarokami jeśli istnieje taka możliwość.",
        "T3",
    ),
    (
        "tk-any-card",
        "Only when a player has neither cards of the suit nor taroks may he play any card.",
        "Jedynie w sytuacji gdy gracz nie posiada kart do koloru ani taroków może"
        " wyrzucić dowolną kartę.",
    ),
    (
        "tk-trick-winner",
        "The trick is taken by the player with the highest card of the suit "
        "led or the highest tarok.",
        "Lewę przejmuje gracz z najwyższą kartą w danym kolorze lub najwyższym tarokiem.",
        "T1",
    ),
    (
        "tk-tarok-order",
        "A tarok's rank is given by its number – the highest is the tarok "
        "numbered XXI (the mond) and the lowest the tarok numbered I (the "
        "pagat)",
        "Wartość taroka wyznacza jego liczba - najwyższym jest tarok o numerze XXI"
        " (mond) a najniższym tarok o numerze I (pagat)",
    ),
    (
        "tk-skis",
        "The Joker (Skiz) is the highest trump and beats even tarok XXI.",
        "Joker (Skiz) jest najwyższym atutem i przebija nawet tarok XXI.",
        "T2",
    ),
    (
        "tk-winner-leads",
        "The player who has taken the trick leads to the next one.",
        "Gracz który przejął lewę wychodzi do następnej.",
    ),
    (
        "tk-goal",
        "The object of the game is to win at least 34 points.",
        "Celem gry jest zdobycie co najmniej 34 punktów.",
        "T8",
    ),
    (
        "tk-pagat-ultimo",
        "One of the most important elements of the game is winning tarok I in the last"
        " trick (pagat ultimo) – one then receives 50 bonus points (100 if it was"
        " announced beforehand).",
        "Jednym z najważniejszych elementów gry jest zdobycie w ostatniej lewie taroka"
        " I (pagat ultimo) - wówczas otrzymuje się 50 punktów bonusowych (100 w"
        " przypadku wcześniejszej zapowiedzi).",
        "T17",
    ),
    (
        "tk-card-values",
        "The card points are as follows:",
        "Punktacja kart jest następująca:",
    ),
    (
        "tk-counting",
        "For each trick 2 points are subtracted. This means that the maximum possible"
        " number of points to be won is 66. In the case of incomplete tricks (possible"
        " with the Dwójka and Jedynka contracts), one point is subtracted.",
        "Za każdą lewę odejmuje się 2 punkty. Oznacza to że maksymalna możliwa liczba"
        " punktów do zdobycia to 66. W przypadku niepełnych lew (możliwych przy"
        " kontraktach Dwójka i Jedynka), odejmuje się jeden punkt.",
        "T13",
    ),
    (
        "tk-formula",
        "In the case of a win, the points for the game are calculated by the formula:",
        "Punkty za grę w przypadku zwycięstwa są obliczane według wzoru:",
        "T8",
    ),
    (
        "tk-loss",
        "In the case of a defeat, the points are calculated in the same way "
        "with the number of points that were missing to reach the required "
        "number (33), and they are multiplied by the contract's loss "
        "multiplier, and count as a minus (e.g. a lost druga trójka counts as"
        " a trójka lost twice).",
        "W przypadku porażki punkty są tak samo obliczane z liczbą punktów, których"
        " zabrakło do wymaganej liczbą (33) i są pomnażane przez mnożnik ujemny"
        " odpowiedni do kontraktu (np. przegrana druga trójka liczy się jak trójka"
        " przegrana dwa razy).",
        "T6",
    ),
    (
        "tk-renons-penalty",
        "Szczepański describes a penalty for deliberate or unintentional offences"
        " committed by the soloist during the game (Renons).",
        "Szczepański opisuje karę za umyślne bądź nieumyślne przewinienia popełnione"
        " przez solistę w trakcie gry (Renons).",
        "T14",
    ),
    (
        "tk-renons",
        "With a renons, the soloist loses regardless of the number of points he has won"
        " and pays the helpers as if he had won exactly 33 points (so he pays 30, 40,"
        " 50 or 60 points).",
        "Przy renonsie, solista przegrywa niezależnie od liczby ugranych punktów oraz"
        " płaci pomagającym tak, jakby ugrał dokładnie 33 punkty (więc płaci 30, 40, 50"
        " lub 60 punktów).",
        "T14",
    ),
    (
        "tk-renons-bonuses",
        "Whether, with a renons, the soloist receives payment for bonuses, does not"
        " receive it, or pays it to the helpers should be settled by the players before"
        " the first deal.",
        "To czy przy renonsie solista otrzymuje zapłatę za bonusy, nie otrzymuje jej,"
        " czy też ją płaci pomagającym powinno zostać ustalone przez grających przed"
        " pierwszym rozdaniem.",
        "T14",
    ),
    (
        "tk-volat",
        "If all the tricks are won (volat), the scoring is as follows:",
        "W przypadku ugrania wszystkich lew (volat) punktacja jest następująca:",
        "T10",
    ),
    (
        "tk-volat-announced",
        "A volat announced before the game scores double.",
        "Volat zapowiedziany przed grą jest punktowany podwójnie.",
        "T10",
    ),
    (
        "tk-volat-replaces",
        "The points for a volat are awarded instead of the points calculated from the"
        " contract's formula.",
        "Punkty za volata są przyznawane zamiast punktów liczonych ze wzoru kontraktu.",
        "T9",
    ),
    (
        "tk-bonuses",
        "In addition, bonuses are added to the result:",
        "Oprócz tego do wyniku dodawane są bonusy:",
        "T11",
    ),
    (
        "tk-settlement",
        'The points calculated in this way are "paid" by the losers to the winner (or'
        " to the winning team) – which means that the sum of the points of all the"
        " players is always equal to 0.",
        'Wyliczone w ten sposób punkty "płacą" przegrani zwycięzcy (lub drużynie'
        " zwycięskiej) - oznacza to, że suma punktów wszystkich graczy jest zawsze"
        " równa 0.",
        "T12",
    ),
    (
        "tk-end",
        "The game ends after an agreed number of deals has been played. The player with"
        " the most points wins.",
        "Koniec gry następuje po rozegraniu ustalonej liczby rozdań. Wygrywa gracz z"
        " największą liczbą punktów.",
    ),
    language="pl",
    items={
        "tk-formula": {
            "trojka": (
                "Trójka: (Difference between the number of points won and the required number"
                " (33) * 3) + 30.",
                "Trójka: (Różnica między liczbą ugranych punktów a wymaganą (33) * 3) + 30",
            ),
            "dwojka": (
                "Dwójka: (Difference between the number of points won and the required number"
                " (33) * 4) + 40.",
                "Dwójka: (Różnica między liczbą ugranych punktów a wymaganą (33) * 4) + 40",
            ),
            "jedynka": (
                "Jedynka: (Difference between the number of points won and the required number"
                " (33) * 5) + 50.",
                "Jedynka: (Różnica między liczbą ugranych punktów a wymaganą (33) * 5) + 50",
            ),
            "solo": (
                "Solo: (Difference between the number of points won and the required number (33)"
                " * 6) + 60.",
                "Solo: (Różnica między liczbą ugranych punktów a wymaganą (33) * 6) + 60",
            ),
        },
        "tk-volat": {
            "trojka": (
                "Trójka: 300 points.",
                "Trójka: 300 pkt",
            ),
            "dwojka": (
                "Dwójka: 400 points.",
                "Dwójka: 400 pkt",
            ),
            "jedynka": (
                "Jedynka: 500 points.",
                "Jedynka: 500 pkt",
            ),
            "solo": (
                "Solo: 600 points.",
                "Solo: 600 pkt",
            ),
        },
        "tk-bonuses": {
            "full_hand_10": (
                "Holding 10 trumps – 50 points.",
                "Posiadanie 10 atutów - 50 pkt",
            ),
            "full_hand_11": (
                "Holding 11 trumps – 100 points.",
                "Posiadanie 11 atutów - 100 pkt",
            ),
            "full_hand_12": (
                "Holding 12 trumps – 150 points.",
                "Posiadanie 12 atutów - 150 pkt",
            ),
            "trull": (
                "Collecting the trull in tricks – 50 points (announced: 100 points).",
                "Zgromadzenie trula w lewach - 50 pkt (zapowiedziany 100 pkt)",
            ),
            "kings": (
                "Collecting four kings in tricks – 100 points (announced: 200 points).",
                "Zgromadzenie czterech króli w lewach - 100 pkt (zapowiedziane 200 pkt)",
            ),
            "pagat_ultimo": (
                "Pagat ultimo – 50 points (announced: 100 points).",
                "Pagat ultimo - 50 pkt (zapowiedziany 100 pkt)",
            ),
        },
    },
)
