"""Rule sentences of the Tarok galicyjski text that the engine cites (one table, one place).

Each entry quotes one sentence (or clause) of our English translation on
``docs/tarok/rules.md`` exactly as it stands inside ``<span class="rule" id=...>``,
the Polish words it translates (verbatim from the source text), and the
rules-notes interpretation (T1–T20) the engine follows where the text is open.
``tests/site/test_tarok_translation.py`` keeps this table and the page in step.
"""

from trainer.rules import Rule

GAME = "tarok"

RULES: dict[str, Rule] = {
    rule.id: rule
    for rule in (
        Rule(
            id="tk-deck",
            game=GAME,
            text=(
                "A pack of 42 cards is used, consisting of 21 taroks, 1 Joker and 20 standard cards"
            ),
            original=(
                "Używa się talii 42 kart która składa się z 21 taroków, 1 Jokera, oraz 20 kart"
                " standardowych"
            ),
        ),
        Rule(
            id="tk-names",
            game=GAME,
            text="Tarok I is called the pagat, Tarok XXI the mond, and the Joker the skiz.",
            original="Tarok I nazywany jest pagatem, Tarok XXI mondem, a Joker skizem.",
        ),
        Rule(
            id="tk-players",
            game=GAME,
            text=(
                "The game is for three or four players, although Szczepański states that as"
                " many as five people can play"
            ),
            original=(
                "Gra jest trzy- lub czteroosobowa, choć Szczepański podaje, że może grać nawet"
                " pięć osób"
            ),
            note="T16",
        ),
        Rule(
            id="tk-cut",
            game=GAME,
            text=(
                "After shuffling, the dealer gives the pack to the player on his left"
                " (opposite, if four are playing) to cut (lift)"
            ),
            original=(
                "Po przetasowaniu, rozdający daję talię do przełożenia (zebrania) graczowi po"
                " swojej lewej (naprzeciwko, jeśli gra czterech)"
            ),
            note="T15",
        ),
        Rule(
            id="tk-deal",
            game=GAME,
            text=(
                'then he lays out six cards on a pile (the talon, kupno, "the buy") '
                "and then deals 12 cards to each player, six at a time."
            ),
            original=(
                "po czym wykłada sześć kart na stos (talon, kupno), a następnie rozdaje 12 kart"
                " każdemu graczowi, po sześć na raz."
            ),
        ),
        Rule(
            id="tk-pukam",
            game=GAME,
            text=(
                'The player who was given the pack to cut may instead say "Pukam" ("I knock");'
                " then, after the cards have been laid out on the talon, each player receives"
                " his 12 cards at once."
            ),
            original=(
                "Gracz, któremu podano talię do przełożenia może zamiast tego powiedzieć"
                ' "Pukam", wtedy po wyłożeniu kart na talon, każdy z graczy dostaje od razu po'
                " 12 kart."
            ),
            note="T15",
        ),
        Rule(
            id="tk-king",
            game=GAME,
            text=(
                "In the four-player game the dealer is called the king, and he takes part in"
                " the payments (see below)."
            ),
            original=(
                "W grze czteroosobowej, rozdający nazywany jest królem, i bierze udział w"
                " płatnościach (patrz niżej)."
            ),
            note="T16",
        ),
        Rule(
            id="tk-forehand",
            game=GAME,
            text=(
                'The player to the right of the dealer/king is called the "player on '
                'the hand" (gracz na ręce) or simply "the hand" (ręka), that is, the '
                "forehand."
            ),
            original=(
                "Gracz po prawej od rozdającego/króla nazywany jest graczem na ręce bądź ręką."
            ),
            note="T15",
        ),
        Rule(
            id="tk-auction-order",
            game=GAME,
            text=(
                "Each player, beginning with the person on the dealer's right, may declare a"
                " game or pass."
            ),
            original=(
                "Każdy gracz, rozpoczynając od osoby na prawo od rozdającego może zadeklarować"
                " grę lub spasować."
            ),
            note="T5",
        ),
        Rule(
            id="tk-calls-trojka",
            game=GAME,
            text=(
                "Trójka – the player declares an exchange of 3 of his cards for cards from the"
                " talon."
            ),
            original="Trójka – gracz deklaruje wymianę 3 swoich kart na karty z talonu.",
            note="T4",
        ),
        Rule(
            id="tk-calls-dwojka",
            game=GAME,
            text=(
                "Dwójka – the player declares an exchange of 2 of his cards for cards from the"
                " talon."
            ),
            original="Dwójka – gracz deklaruje wymianę 2 swoich kart na karty z talonu.",
            note="T4",
        ),
        Rule(
            id="tk-calls-jedynka",
            game=GAME,
            text=(
                "Jedynka – the player declares an exchange of 1 of his cards for a card from"
                " the talon."
            ),
            original="Jedynka – gracz deklaruje wymianę 1 swojej karty na kartę z talonu.",
            note="T4",
        ),
        Rule(
            id="tk-calls-solo",
            game=GAME,
            text=(
                "Solo – the player declares a game from the hand (without looking into the"
                " talon and without exchanging cards). The points of the cards contained in the"
                " talon go to the opponents' account."
            ),
            original=(
                "Solo – gracz deklaruje grę z ręki (bez zaglądania do talonu i wymiany kart)."
                " Punkty z kart zawartych w talonie trafiają na konto przeciwników."
            ),
            note="T20",
        ),
        Rule(
            id="tk-multipliers",
            game=GAME,
            text=(
                'Besides this, the players may bid for the game to count double ("spód" or'
                ' "druga trójka/dwójka/jedynka"), three times ("wierzch" or "trzecia..."), four'
                ' times ("czwarta...") or five times ("piąta...") if the soloist loses.'
            ),
            original=(
                "Gracze oprócz tego mogą licytować grę o to by gra liczyła się dwukrotnie"
                ' ("spód" lub "druga trójka/dwójka/jedynka"), trzykrotnie ("wierzch" lub'
                ' "trzecia..."), czterokrotnie ("czwarta...") lub pięciokrotnie ("piąta...") w'
                " przypadku przegranej solisty."
            ),
            note="T6",
        ),
        Rule(
            id="tk-solo-final",
            game=GAME,
            text="Solo is the final bid and automatically ends the auction.",
            original="Solo jest stawką ostateczną i automatycznie kończy licytację.",
            note="T5",
        ),
        Rule(
            id="tk-auction-pairs",
            game=GAME,
            text=(
                "The bidding process itself resembles the one found in skat, where two players"
                " take part at a time."
            ),
            original=(
                "Sam proces licytacji przypomina ten spotykany w skacie, gdzie na raz biorą"
                " udział dwaj gracze."
            ),
            note="T5",
        ),
        Rule(
            id="tk-auction-open",
            game=GAME,
            text=(
                "Ręka may pass or declare Trójka. If Trójka has been declared, the "
                "next player may raise the bid to druga trójka or pass."
            ),
            original=(
                "Ręka może spasować albo zadeklarować Trójkę. W przypadku zadeklarowania"
                " Trójki, następny gracz może podbić stawkę do drugiej trójki albo spasować."
            ),
            note="T5",
        ),
        Rule(
            id="tk-auction-hold",
            game=GAME,
            text=(
                'When the bid has been raised, ręka may answer "sam" or "tak", agreeing to the bid.'
            ),
            original=(
                'Gdy stawka zostanie podbita, ręka może odpowiedzieć "sam" albo "tak",'
                " zgadzając się na stawkę."
            ),
            note="T5",
        ),
        Rule(
            id="tk-auction-continue",
            game=GAME,
            text="Raising and accepting go on until one of the players passes.",
            original="Podbijanie i przystawanie trwa, dopóki któryś z graczy nie spasuje.",
            note="T5",
        ),
        Rule(
            id="tk-auction-pass-out",
            game=GAME,
            text=(
                "When a player passes, he drops out of the auction until the next deal, and the"
                " next player takes over his role."
            ),
            original=(
                "Gdy gracz spasuje, wypada z licytacji aż do następnego rozdania, a następny"
                " gracz przejmuje jego rolę."
            ),
            note="T5",
        ),
        Rule(
            id="tk-auction-contract",
            game=GAME,
            text=(
                "The last bid made becomes the contract (together with any bonuses announced"
                " after the exchange with the talon)."
            ),
            original=(
                "Ostatnia wylicytowana stawka staje się kontraktem (razem z wszelkimi"
                " zapowiedzianymi po wymianie z talonu bonusami)."
            ),
            note="T4",
        ),
        Rule(
            id="tk-all-pass",
            game=GAME,
            text=(
                "If all the players pass, the cards are gathered up and play moves on to the"
                " next deal."
            ),
            original=(
                "W przypadku, gdy wszyscy gracze spasują, karty się zbiera i przechodzi do"
                " następnego rozdania."
            ),
            note="T5",
        ),
        Rule(
            id="tk-auction-examples",
            game=GAME,
            text="Examples of bidding",
            original="Przykłady Licytacji",
            note="T4",
        ),
        Rule(
            id="tk-soloist",
            game=GAME,
            text=(
                'The player who has won the auction becomes the soloist (or the "Player",'
                " according to Szczepański), turns up the talon, exchanges cards with it"
                " according to the bid, begins the play and leads to the first trick."
            ),
            original=(
                'Gracz który wygrał licytację staje się solistą (lub "Graczem" wg'
                " Szczepańskiego), odkrywa talon, wymienia z nim karty zgodnie ze stawką,"
                " rozpoczyna rozgrywkę i wychodzi do pierwszej lewy."
            ),
        ),
        Rule(
            id="tk-exchange-parts",
            game=GAME,
            text=(
                "When exchanging cards with the talon, one may take only the cards that lie in"
                " a specified part of the talon: with trójka one may take only the first half,"
                " or the second half. With dwójka only the first two, the middle two, or the"
                " last two cards. With jedynka one may choose any card."
            ),
            original=(
                "Wymieniając karty z talonu, można brać jedynie karty, które znajdują się w"
                " określonej części talonu: przy trójce można wziąć tylko pierwszą połowę, lub"
                " drugą połowę. Przy dwójce tylko pierwsze dwie, środkowe dwie, lub ostatnie"
                " dwie karty. Przy jedynce można wybrać dowolną kartę."
            ),
            note="T19",
        ),
        Rule(
            id="tk-discard-kings",
            game=GAME,
            text=(
                "When laying cards aside after the exchange, one may not discard "
                "kings; doing so is a renons"
            ),
            original=(
                "Odkładając karty po wymianie, nie można złożyć króli, inaczej podlega to renonsowi"
            ),
            note="T14",
        ),
        Rule(
            id="tk-discard-count",
            game=GAME,
            text="Nor may one discard more or fewer cards than one has taken",
            original="Nie można także złożyć więcej lub mniej kart niż się wzięło",
            note="T13",
        ),
        Rule(
            id="tk-announcements",
            game=GAME,
            text="Before the play begins he may announce a full hand (holding 10, 11 or 12 trumps)",
            original=(
                "Przed rozpoczęciem rozgrywki może zadeklarować meldunek pełnej ręki"
                " (posiadanie 10, 11 lub 12 atutów)"
            ),
            note="T11",
        ),
        Rule(
            id="tk-announce-volat",
            game=GAME,
            text="announce the taking of all tricks (volat)",
            original="zadeklarować wzięcie wszystkich lew (volat)",
            note="T10",
        ),
        Rule(
            id="tk-announce-pagat-ultimo",
            game=GAME,
            text="announce pagat ultimo (taking the last trick with tarok I)",
            original="zadeklarować pagat ultimo (wzięcie ostatniej lewy tarokiem I)",
            note="T17",
        ),
        Rule(
            id="tk-announce-trull",
            game=GAME,
            text="announce that he will win the trull (pagat, mond and skiz) in his tricks",
            original="zadeklarować wzięcie w lewach trula (pagata, monda i skiza)",
            note="T11",
        ),
        Rule(
            id="tk-announcement-points",
            game=GAME,
            text=(
                "For the announcements he has made, the player receives extra points, added at"
                " the end of the game."
            ),
            original=(
                "Za zgłoszone meldunki gracz otrzymuje dodatkowe punkty doliczane na końcu gry."
            ),
            note="T11",
        ),
        Rule(
            id="tk-full-hand",
            game=GAME,
            text=(
                "When announcing a full hand, the soloist must reveal all the taroks that he"
                " discarded when exchanging cards; these taroks do not count towards the"
                " announcement, only the taroks held in the hand count. Points for a full hand"
                " are awarded only if it has been announced."
            ),
            original=(
                "Meldując pełną rękę, solista musi odkryć wszelkie taroki, które odrzucił"
                " wymieniając karty; te taroki się nie liczą ku meldunkowi, liczą się jedynie"
                " taroki trzymane w ręku. Punkty za pełną rękę są przyznawane jedynie gdy"
                " została ona zameldowana."
            ),
            note="T18",
        ),
        Rule(
            id="tk-contra",
            game=GAME,
            text=(
                'The opposing team ("Pomagający", the helpers) may say contra to the '
                "soloist; the game then counts double, whether the soloist wins or "
                'loses (if the bid was made as a multiple, e.g. "Druga Trójka", both '
                "multipliers count on a loss)."
            ),
            original=(
                'Drużyna przeciwna ("Pomagający") mogą dać soliście contrę, wtedy gra liczy się'
                " podwójnie zarówno przy wygranej jak i przegranej solisty (jeśli stawka"
                ' została wylicytowana kulkurotnie np. "Druga Trójka", oba mnożniki się liczą'
                " przy przegranej)."
            ),
            note="T9",
        ),
        Rule(
            id="tk-recontra",
            game=GAME,
            text=(
                "The soloist may answer with a recontra; the game then counts four times, but"
                " only if the soloist loses."
            ),
            original=(
                "Solista może odpowiedzieć recontrą, wtedy gra liczy się czterokrotnie, ale"
                " tylko gdy solista przegra."
            ),
            note="T7",
        ),
        Rule(
            id="tk-supracontra",
            game=GAME,
            text=(
                "The helpers may go on to answer with a supracontra; the game then counts eight"
                " times if the soloist loses."
            ),
            original=(
                "Pomagający mogą dalej odpowiedzieć supracontrą, wtedy gra liczy się"
                " ośmiokrotnie w przypadku przegranej solisty."
            ),
            note="T7",
        ),
        Rule(
            id="tk-aim",
            game=GAME,
            text="The object of the game is to win tricks and card points.",
            original="Celem gry jest zdobywanie lew oraz punktów za karty.",
        ),
        Rule(
            id="tk-alone",
            game=GAME,
            text="The Player (the soloist) plays alone against two opponents.",
            original="Gracz gra pojedynczo przeciwko dwójce przeciwników.",
            note="T16",
        ),
        Rule(
            id="tk-lead-any",
            game=GAME,
            text="The player who leads to a trick may lead any card.",
            original="Gracz wychodząc lewę wyrzuca dowolną kartę.",
        ),
        Rule(
            id="tk-follow",
            game=GAME,
            text="The players must follow suit, or follow with taroks.",
            original="Gracze muszą dokładać do koloru lub dokładać taroki.",
            note="T3",
        ),
        Rule(
            id="tk-void-tarok",
            game=GAME,
            text="If he has none of the suit, a player must play a tarok.",
            original="W przypadku braku koloru gracz musi wyrzucić tarok.",
            note="T3",
        ),
        Rule(
            id="tk-overtrump",
            game=GAME,
            text="There is an obligation to beat with taroks if that is possible.",
            original="Istnieje konieczność przebijania tarokami jeśli istnieje taka możliwość.",
            note="T3",
        ),
        Rule(
            id="tk-any-card",
            game=GAME,
            text=(
                "Only when a player has neither cards of the suit nor taroks may he play any card."
            ),
            original=(
                "Jedynie w sytuacji gdy gracz nie posiada kart do koloru ani taroków może"
                " wyrzucić dowolną kartę."
            ),
        ),
        Rule(
            id="tk-trick-winner",
            game=GAME,
            text=(
                "The trick is taken by the player with the highest card of the suit "
                "led or the highest tarok."
            ),
            original=(
                "Lewę przejmuje gracz z najwyższą kartą w danym kolorze lub najwyższym tarokiem."
            ),
            note="T1",
        ),
        Rule(
            id="tk-tarok-order",
            game=GAME,
            text=(
                "A tarok's rank is given by its number – the highest is the tarok "
                "numbered XXI (the mond) and the lowest the tarok numbered I (the "
                "pagat)"
            ),
            original=(
                "Wartość taroka wyznacza jego liczba - najwyższym jest tarok o numerze XXI"
                " (mond) a najniższym tarok o numerze I (pagat)"
            ),
        ),
        Rule(
            id="tk-skis",
            game=GAME,
            text="The Joker (Skiz) is the highest trump and beats even tarok XXI.",
            original="Joker (Skiz) jest najwyższym atutem i przebija nawet tarok XXI.",
            note="T2",
        ),
        Rule(
            id="tk-winner-leads",
            game=GAME,
            text="The player who has taken the trick leads to the next one.",
            original="Gracz który przejął lewę wychodzi do następnej.",
        ),
        Rule(
            id="tk-goal",
            game=GAME,
            text="The object of the game is to win at least 34 points.",
            original="Celem gry jest zdobycie co najmniej 34 punktów.",
            note="T8",
        ),
        Rule(
            id="tk-pagat-ultimo",
            game=GAME,
            text=(
                "One of the most important elements of the game is winning tarok I in the last"
                " trick (pagat ultimo) – one then receives 50 bonus points (100 if it was"
                " announced beforehand)."
            ),
            original=(
                "Jednym z najważniejszych elementów gry jest zdobycie w ostatniej lewie taroka"
                " I (pagat ultimo) - wówczas otrzymuje się 50 punktów bonusowych (100 w"
                " przypadku wcześniejszej zapowiedzi)."
            ),
            note="T17",
        ),
        Rule(
            id="tk-card-values",
            game=GAME,
            text="The card points are as follows:",
            original="Punktacja kart jest następująca:",
        ),
        Rule(
            id="tk-counting",
            game=GAME,
            text=(
                "For each trick 2 points are subtracted. This means that the maximum possible"
                " number of points to be won is 66. In the case of incomplete tricks (possible"
                " with the Dwójka and Jedynka contracts), one point is subtracted."
            ),
            original=(
                "Za każdą lewę odejmuje się 2 punkty. Oznacza to że maksymalna możliwa liczba"
                " punktów do zdobycia to 66. W przypadku niepełnych lew (możliwych przy"
                " kontraktach Dwójka i Jedynka), odejmuje się jeden punkt."
            ),
            note="T13",
        ),
        Rule(
            id="tk-formula",
            game=GAME,
            text="In the case of a win, the points for the game are calculated by the formula:",
            original="Punkty za grę w przypadku zwycięstwa są obliczane według wzoru:",
            note="T8",
        ),
        Rule(
            id="tk-loss",
            game=GAME,
            text=(
                "In the case of a defeat, the points are calculated in the same way "
                "with the number of points that were missing to reach the required "
                "number (33), and they are multiplied by the contract's loss "
                "multiplier, and count as a minus (e.g. a lost druga trójka counts as"
                " a trójka lost twice)."
            ),
            original=(
                "W przypadku porażki punkty są tak samo obliczane z liczbą punktów, których"
                " zabrakło do wymaganej liczbą (33) i są pomnażane przez mnożnik ujemny"
                " odpowiedni do kontraktu (np. przegrana druga trójka liczy się jak trójka"
                " przegrana dwa razy)."
            ),
            note="T6",
        ),
        Rule(
            id="tk-renons-penalty",
            game=GAME,
            text=(
                "Szczepański describes a penalty for deliberate or unintentional offences"
                " committed by the soloist during the game (Renons)."
            ),
            original=(
                "Szczepański opisuje karę za umyślne bądź nieumyślne przewinienia popełnione"
                " przez solistę w trakcie gry (Renons)."
            ),
            note="T14",
        ),
        Rule(
            id="tk-renons",
            game=GAME,
            text=(
                "With a renons, the soloist loses regardless of the number of points he has won"
                " and pays the helpers as if he had won exactly 33 points (so he pays 30, 40,"
                " 50 or 60 points)."
            ),
            original=(
                "Przy renonsie, solista przegrywa niezależnie od liczby ugranych punktów oraz"
                " płaci pomagającym tak, jakby ugrał dokładnie 33 punkty (więc płaci 30, 40, 50"
                " lub 60 punktów)."
            ),
            note="T14",
        ),
        Rule(
            id="tk-renons-bonuses",
            game=GAME,
            text=(
                "Whether, with a renons, the soloist receives payment for bonuses, does not"
                " receive it, or pays it to the helpers should be settled by the players before"
                " the first deal."
            ),
            original=(
                "To czy przy renonsie solista otrzymuje zapłatę za bonusy, nie otrzymuje jej,"
                " czy też ją płaci pomagającym powinno zostać ustalone przez grających przed"
                " pierwszym rozdaniem."
            ),
            note="T14",
        ),
        Rule(
            id="tk-volat",
            game=GAME,
            text="If all the tricks are won (volat), the scoring is as follows:",
            original="W przypadku ugrania wszystkich lew (volat) punktacja jest następująca:",
            note="T10",
        ),
        Rule(
            id="tk-volat-announced",
            game=GAME,
            text="A volat announced before the game scores double.",
            original="Volat zapowiedziany przed grą jest punktowany podwójnie.",
            note="T10",
        ),
        Rule(
            id="tk-volat-replaces",
            game=GAME,
            text=(
                "The points for a volat are awarded instead of the points calculated from the"
                " contract's formula."
            ),
            original=(
                "Punkty za volata są przyznawane zamiast punktów liczonych ze wzoru kontraktu."
            ),
            note="T9",
        ),
        Rule(
            id="tk-bonuses",
            game=GAME,
            text="In addition, bonuses are added to the result:",
            original="Oprócz tego do wyniku dodawane są bonusy:",
            note="T11",
        ),
        Rule(
            id="tk-settlement",
            game=GAME,
            text=(
                'The points calculated in this way are "paid" by the losers to the winner (or'
                " to the winning team) – which means that the sum of the points of all the"
                " players is always equal to 0."
            ),
            original=(
                'Wyliczone w ten sposób punkty "płacą" przegrani zwycięzcy (lub drużynie'
                " zwycięskiej) - oznacza to, że suma punktów wszystkich graczy jest zawsze"
                " równa 0."
            ),
            note="T12",
        ),
        Rule(
            id="tk-end",
            game=GAME,
            text=(
                "The game ends after an agreed number of deals has been played. The player with"
                " the most points wins."
            ),
            original=(
                "Koniec gry następuje po rozegraniu ustalonej liczby rozdań. Wygrywa gracz z"
                " największą liczbą punktów."
            ),
        ),
    )
}
