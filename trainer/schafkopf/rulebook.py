"""Rule sentences of the Schafkopf text that the engine cites (one table, one place).

Each entry pairs the English sentence of ``docs/schafkopf/rules.md`` (the text of the
``<span class="rule" id=...>`` with the same id) with the Belarusian sentence of the source
text it translates, so a quiz explanation can quote both and link to the anchor. ``note`` names
the interpretation in ``rules-notes.md`` (S1-S20) that the engine follows where the sentence is
ambiguous. ``tests/site/test_schafkopf_translation.py`` keeps this table, the page and the seed
in agreement.
"""

from __future__ import annotations

from trainer.rules import rulebook

GAME = "schafkopf"

RULES = rulebook(
    GAME,
    # --- Players and cards -------------------------------------------------------------
    (
        "sk-players",
        "It is a game for 4 players, although it can also be played by five (the "
        "dealer, after dealing the pack, takes no part in the play, but waits for"
        " his turn to play in the next deal).",
        "Гэта гульня для 4-х асобаў, хаця можа гуляцца і пяццю асобамі (раздатчык пасля "
        "раздання калоды не прымае ўдзел у гульні, але чакае сваёй чаргі згуляць у "
        "наступнай раздачы).",
    ),
    (
        "sk-deck",
        "Such a pack consists of 36 cards (sixes low), but for playing Schafkopf "
        "the sixes are taken out, which reduces the pack to 32 cards (sevens "
        "low).",
        "Такая тальля складаецца з 36 карт (малодшыя шосткі), але для гульні ў Шафкопф "
        "шосткі выймаюцца, гэтым самым тальля скарачаецца да 32 карт (малодшыя сёмкі).",
    ),
    (
        "sk-ober-unter",
        "Instead of the Queen and the Jack this pack has the Senior Officer and "
        "the Junior Officer, or for short the vyshnik (Ober) and the nizhnik "
        "(Unter) respectively.",
        "Замест Дамы і Валета тут ёсць Старэйшы афіцэр і Малодшы афіцэр, або скарочана "
        "Вышнік (Ober) і Ніжнік (Unter) адпаведна.",
    ),
    (
        "sk-card-points",
        "Here is the table of card values:",
        "Вось табліца вартасці карт:",
    ),
    (
        "sk-deck-total",
        "The whole pack, which consists of four suits, accordingly has 120 points in all.",
        "Уся тальля, якая складаецца з чатырох фарбаў, мае адпаведна ўсяго 120 пунктаў.",
    ),
    # --- Trumps ----------------------------------------------------------------------------
    (
        "sk-trumps",
        "This card valuation is used in Schafkopf too, but the very idea of the game is "
        "defined by a large number of trump cards, most often 14 of them. That is almost "
        "half the pack! This is achieved by promoting the 4 Obers and the 4 Unters from "
        "their usual place to the rank of eight trumps.",
        "Гэта вартасць карт выкарыстоўваецца і Шафкопфе, але сама ідэя гульні вызначаецца "
        "вялікай колькасцю казырных карт, найчасцей іх 14. Гэта амаль палова тальлі! Гэта "
        "ажыццяўляецца шляхам павышэння 4 Вышнікаў і 4 Ніжнікаў з іх звычайнага месца да "
        "ранга васьмі козыраў.",
    ),
    (
        "sk-trump-suit-ranks",
        "The rest – 6 trumps – are the cards that remain in the trump suit. Their rank is "
        "determined in the usual way – by the number of pips on their faces (not to be "
        "confused with their value).",
        "Рэшта – 6 козыраў – гэта карты, якія засталіся ў казырнай фарбе. Іх ранг "
        "вызначаецца звычайна – колькасцю вочак на іх тварах (не блытаць з іх вартасцю).",
        "S18",
    ),
    (
        "sk-ober-unter-belong",
        "It must be stressed that the Obers and Unters, being trumps, no longer belong to "
        "their usual suits, but to the trump suit.",
        "Трэба падкрэсліць, што Вышнікі і Ніжнікі, будучы козырамі, ужо не належаць да "
        "сваіх звычайных фарбаў, але да фарбы козыра.",
    ),
    (
        "sk-hearts-trump",
        "Most often in Schafkopf hearts shine (that is, hearts are the standing trump suit).",
        "Часцей за ўсё ў Шафкопфе свеціць Чэрва (г.зн. Чэрва з'яўляецца сталым козырам).",
    ),
    (
        "sk-trump-table",
        "Below is a table with an example of the ranks of the trumps when hearts shine:",
        "Ніжэй дадзена табліца з прыкладам ступеняў козыраў, калі свеціць Чэрва:",
    ),
    # --- Dealing and bidding ---------------------------------------------------------------
    (
        "sk-deal",
        "The first dealer shuffles the pack, gives it to the player on his right to cut, and "
        "then deals each player eight cards, four cards at a time, in the clockwise "
        "direction.",
        "Першы раздатчык картуе тальлю, дае гульцу справа сняць і потым раздае кожнаму "
        "гульцу па восем карт, па чатыры карты за раз згодна з кірункам гадзіннікавай "
        "стрэлкі.",
    ),
    (
        "sk-auction-open",
        "The auction is begun by the player on the dealer's left, who says “I play” or “pass”.",
        "Гандаль пачынае асоба злева ад раздатчыка, які гаворыць «гуляю» або «пас».",
    ),
    (
        "sk-auction-pass-final",
        "Once he has said “pass”, a player may make no more bids in this deal.",
        "Аднойчы сказаўшы «пас» гулец не можа болей у дадзенай раздачы рабіць заявак.",
    ),
    (
        "sk-auction-higher",
        "If the player on the dealer's left “plays”, the next player (in the "
        "clockwise direction) may say “I play too” (which means that he "
        "undertakes to play a higher contract than the previous one).",
        "Калі асоба злева ад раздатчыка «гуляе», то наступны гулец (згодна з рухам "
        "гадзіннікавай стрэлкі) можа сказаць «гуляю таксама» (гэта азначае, што ён "
        "абавязваецца згуляць вышэйшы ад папярэдняга кантракт).",
    ),
    (
        "sk-auction-highest",
        "If two or more players want to “play”, then the player who has announced"
        " the highest contract becomes the “declarer” (заяўнік).",
        "Калі два або больш гульцоў жадаюць «гуляць», тады асоба, якая заявіла вышэйшы "
        "кантракт, робіцца «заяўнікам».",
        "S2",
    ),
    (
        "sk-auction-tie",
        "If two or more players want to play the same contract, the player who "
        "received cards first during the deal has priority.",
        "Калі дзве ці болей асоб жадаюць гуляць той самы кантракт, то перавагу мае асоба, "
        "якая першая атрымоўвала карты падчас раздачы.",
        "S2",
    ),
    (
        "sk-auction-repeat",
        "Once the declarer has been determined, he repeats his contract aloud once more.",
        "Калі заяўнік вызначаны, то ён яшчэ раз уголас паўтарае свой кантракт.",
    ),
    (
        "sk-all-pass-garbled",
        "If all the players pass, then the first round is played, after which the next "
        "dealer deals for the next round of play.",
        "Калі ўсе гульцы пасуюць, то гуляецца першы раўнд, пасля якога чарговы раздатчык "
        "робіць раздачу на наступнае кола гульні.",
        "S3",
    ),
    (
        "sk-all-pass",
        "It can happen that nobody makes a bid for a contract (all the players pass). In "
        "that case the cards are collected, shuffled and dealt anew.",
        "Бывае сітуацыя, калі ніхто не робіць заяўкі на кантракт (усе гульцы пасуюць). У "
        "такім выпадку карты збіраюцца, картуюцца і раздаюцца па новаму.",
        "S3",
    ),
    # --- Contracts -------------------------------------------------------------------------
    (
        "sk-contracts",
        "In the table below you can find the available types of contract, from "
        "the lowest to the highest, with a description and base value for each.",
        "У ніжэй пададзенай табліцы можна знайсці даступныя тыпы кантрактаў, пачынаючы ад "
        "самага нізкага да самага высокага; разам з імі пададзены іх апісанне і іх "
        "падставовы кошт.",
        "S1",
    ),
    (
        "sk-ace-game",
        "Hearts shine. The declarer names (calls) any ace (except the ace of "
        "hearts). The player who holds that ace becomes the declarer's partner "
        "for this deal.",
        "Свеціць Чырва. Заяўнік называе (кліча) любога туза (акрамя чырвонага). Асоба якая "
        "мае такога туза робіцца партнёрам заяўніка на час кола гульні.",
    ),
    (
        "sk-wenz",
        "Only the 4 Unters remain trumps. The Obers are lowered to their usual rank between "
        "the kings and the 9. In this contract there are thus 4 plain (non-trump) suits in "
        "play, 7 cards in each.",
        "Толькі 4 ніжнікі застаюцца козырамі. Вышнікі паніжаюцца да іх звычайнай ступені "
        "паміж каралямі і 9. У гэтым кантракце гуляюць такім чынам 4 простых (не "
        "казырных) фарбы, 7 карт у кожнай.",
        "S14",
    ),
    (
        "sk-solo-alone",
        "The declarer plays alone – just as in the rest of the contracts.",
        "Заяўнік гуляе сам – падобна як ў рэшце кантрактаў.",
    ),
    (
        "sk-suit-solo",
        "The declarer names any suit, which becomes trump. The trumps are thus "
        "the 8 Obers and Unters together with the cards of the named suit.",
        "Заяўнік называе любую фарбу, якая робіцца козырам. Такім чынам у гульне 8 козыраў "
        "(вышнікі і ніжнікі) разам з картамі названай фарбы.",
    ),
    (
        "sk-wenz-tout",
        "The same as the “Small Wreath”, but all the tricks must be won.",
        "Тое ж, што «Малы венчык», але трэба здабыць усе ўзяткі.",
        "S9",
    ),
    (
        "sk-suit-solo-tout",
        "The same as the “Small Suit”, but all the tricks must be won.",
        "Тое ж, што «Малая фарба», але трэба здабыць усе ўзяткі.",
        "S9",
    ),
    (
        "sk-sie",
        "The declarer has 8 trumps. He lays them out on the table and takes a new pack!",
        "Заяўнік мае 8 козыраў. Ён выкладвае іх на стол і бярэ новую тальлю!",
        "S12",
    ),
    # --- The Ace contract ------------------------------------------------------------------
    (
        "sk-ace-game-condition",
        "Namely, the declarer must hold at least 1 card of the called suit (not the ace). "
        "If he has no such card, he cannot play the “Ace contract”!",
        "Вось жа, заяўнік павінен мець прынамсі 1 карты пакліканай фарбы (не туза). Калі "
        "ён такой карты не мае, то не можа гуляць «Тузовую кантрак»!",
        "S4",
    ),
    (
        "sk-ace-game-partner-secret",
        "After the declarer calls an ace (usually he says: “with the acorn /leaf,"
        " bell/ ace”), the player who holds the ace of the specified suit becomes"
        " his partner for this deal, but may not let him know of his status, "
        "either by word or by gesture.",
        "Пасля таго як заяўнік кліча туза (звычайна гаворыць: «з жалудовым /віновым, "
        "званковым/ тузам»), асоба якая мае туза ў вызначанай фарбе робіцца яго партнёрам "
        "на гэта кола гульні, але не можа даць яму знаць пра свой статус, а ні словам, а ні "
        "жэстам.",
    ),
    (
        "sk-called-ace-no-lead",
        "The called ace may not be played (led) just like that!",
        "Пакліканага туза нельга проста так задаць (пайсці ім)!",
    ),
    (
        "sk-called-ace-must-play",
        "When someone leads a card in the suit of the called ace for the first time, the "
        "partner must play the ace, even if he has other cards in that suit!",
        "Калі нехта першы раз задасць карту ў фарбе пакліканага туза, тады партнёр павінен "
        "задаць туза, нават калі ён мае іншыя карты ў гэтай фарбе!",
    ),
    (
        "sk-called-ace-lead",
        "If the holder of the ace wishes to lead a card in the ace's suit "
        "himself, he too must lead the ace, unless he holds at least 3 cards of "
        "that suit – then he may lead the lowest of them. This is called the "
        "“running away” (уцёкі) of the ace.",
        "Калі ўладальнік туза жадае сам задаць карту ў фарбе туза, ён павінен гэта зрабіць "
        "таксама тузам, хіба толькі ён мае прынамсі 3 карты ў гэтай фарбе – тады ён можа "
        "задаць самую малодшую з іх. Гэта называецца «уцёкі» туза.",
        "S5",
    ),
    (
        "sk-called-ace-free",
        "If the suit has been led in this way, the ace is free to be played at will.",
        "Калі фарба будзе зададзена такім чынам, то туз будзе вольны быць зададзеным па жаданню.",
        "S7",
    ),
    (
        "sk-called-ace-last-trick",
        "If the ace's suit is never led, the ace itself may be played only in the last trick.",
        "Калі фарба туза ніколі не будзе зададзена, тады сам туз можа быць зададзены толькі "
        "ў апошняй узятке.",
        "S6",
    ),
    # --- Play ------------------------------------------------------------------------------
    (
        "sk-first-lead",
        "When the Ace contract has been announced (if that is possible), the player on the "
        "dealer's left leads to the first trick with any card from his hand – he lays it "
        "face up in the middle of the table.",
        "Калі аб'яўлены Тузовы кантракт (калі гэта магчыма), гулец злева ад раздатчыка "
        "задае першую ўзятку любой картай са сваёй рукі – кладзе яе тварам ўверх на "
        "сярэдзіну стала.",
        "S13",
    ),
    (
        "sk-contra",
        "Until the second player has played his card, one of the defending team, "
        "if he judges that the declarer is doomed to defeat in this deal, may "
        "“double” the stakes, which is called “contra”.",
        "Пакуль другі гулец не задаў сваю карту, то адзін з каманды абаронцаў, калі "
        "мяркуе, што заяўнік асуджаны на паразу ў гэтым раўндзе, можа «падвоіць» стаўкі, "
        "што называецца «контра».",
        "S19",
    ),
    (
        "sk-re",
        "The declarer in turn (or his partner, where there is one), being sure of"
        " victory, may double the value of the contract once more, which is "
        "called “recontra”.",
        "У сваю чаргу заяўнік (або яго партнёр, калі магчыма), будучы ўпэўненым у "
        "перамозе, можа яшчэ раз падвоіць кошт кантракта, што называецца «рэконтра».",
        "S19",
    ),
    (
        "sk-contra-rounds",
        "The “official” rules allow one “contra” and one “recontra”, but in some "
        "groups the players may make as many as two rounds of contras and "
        "recontras.",
        "«Афіцыйныя» правілы дазваляюць на адну «контру» і адну «рэконтру», але ў "
        "некаторых кампаніях гульцы могуць рабіць нават два кола контр і рэконтр.",
    ),
    (
        "sk-contra-reveals",
        "It should be noted that contra and recontra during an Ace contract will show the "
        "players which of them is allied with the declarer and which is not.",
        "Трэба зазначыць, што контра і рэконтра падчас гульні Тузовага кантракту пакажа "
        "гульцам хто з іх у хаўрусе з заяўнікам, а хто не.",
    ),
    (
        "sk-follow-suit",
        "Every player MUST play a card of the suit that was determined by the previous "
        "card. This is called “following suit” (задаваць у фарбу). Remember that the Obers "
        "and Unters belong to the trump suit, NOT to the suits printed on them!",
        "Кожны гулец ПАВІНЕН задаваць карту той фарбы, якая была вызначана папярэдняй "
        "картай. Гэта называецца «задаваць у фарбу». Трэба памятаць, што Вышнікі і Ніжнікі "
        "належаць да казырнай фарбы, А НЕ да тых фарбаў, якія надрукаваны на іх!",
    ),
    (
        "sk-no-trump-duty",
        "If it is not possible to follow suit, the player may play any card. He is not "
        "obliged to play a trump (as long as, of course, no trump card has been led).",
        "Калі не магчыма задаваць у фарбу, то гулец можа задаць любую карту. Ён не "
        "абавязаны задаваць козыр (пакуль, канечне, не будзе зададзена казырная карта).",
    ),
    (
        "sk-trick-winner",
        "When every player has played a card, the player who played the highest "
        "card wins the trick – takes it from the centre of the table and lays it "
        "face down in front of himself. He then leads to the next trick.",
        "Калі кожны гулец задаў карту, то асоба якая задала вышэйшую карту здабывае ўзятку "
        "– забірае яе з цэнтра стала і кладзе тварам уніз перад сабой. Далей ён "
        "распачынае наступны раўнд гульні.",
    ),
    # --- Scoring and settlement ------------------------------------------------------------
    (
        "sk-scoring-table",
        "Settlement for the Ace contract, the Small Wreath and the Small Suit (without the "
        "“big” contracts)",
        "Разлік для Тузавага кантракту, Малога венчыка і Малой фарбы (без «вялікіх» кантрактаў)",
        "S8",
    ),
    (
        "sk-contra-scoring",
        "If there was a contra (recontra), the result is increased accordingly.",
        "Калі была контра (рэконтра), то вынік адпаведна павялічваецца.",
        "S10",
    ),
    (
        "sk-solo-payment",
        "In the “small” contracts, when the player plays without a partner, he pays all "
        "three opponents, or takes payment from all three opponents.",
        "У «малых» кантрактах, калі гулец гуляе без партнёра, ён плаціць усім тром "
        "апанентам, або бярэ плату ад усіх трох апанентаў.",
    ),
    (
        "sk-ace-game-payment",
        "If it was an Ace contract, the declarer and his partner, each from his "
        "own account, pay the corresponding amount to each of their opponents, or"
        " conversely receive payment from their opponents (which is debited from "
        "the opponents' separate accounts).",
        "Калі быў Тузовы кантракт, то заяўнік і яго партнёр плацяць адпаведную плату "
        "кожнаму з сваіх апанентаў са свайго рахунку, або наадварот прымаюць плату ад "
        "сваіх апанентаў (якая спісваецца з паасобных рахункаў апанентаў).",
        "S11",
    ),
    # --- Variants --------------------------------------------------------------------------
    (
        "sk-ramsch",
        "If all the players have passed after the deal, ramsch may be played. The aim of "
        "such a game is to take as few points as possible. In ramsch hearts shine and each "
        "plays for himself.",
        "У выпадку, калі ўсе гульцы спасавалі пасля раздачы, можна гуляць рамш. Мэта такой "
        "гульні здабыць як мага менш пунктаў. У рамшы свеціць чырва і кожны гуляе сам за "
        "сябе.",
    ),
    (
        "sk-ramsch-loser",
        "The player who has taken the most points pays two stakes to each opponent.",
        "Асоба, якая здабыла больш за ўсіх пунктаў плаціць дзве стаўкі кожнаму апаненту.",
    ),
    (
        "sk-ramsch-ties",
        "If two players have taken an equal number of points, the one who took "
        "more tricks has lost; if it is a tie again, the numbers of trump cards "
        "are compared; if these are equal too, the one holding the higher trump "
        "loses.",
        "Калі дзве асобы здабылі роўную колькасць пунктаў, то прагуляў той, хто здабыў "
        "больш узятак; калі зноў нічыя, то параўноўваюць колькасць казырных карт, калі і "
        "іх пароўну, то параза таго, хто мае старэйшы козыр.",
        "S16",
    ),
    (
        "sk-kettle",
        "In such a situation everyone puts 1 stake into the kettle. This kettle is won by "
        "whoever first wins an Ace contract (the declarer, not his partner). The sum in the "
        "kettle is added to the declarer's ordinary winnings.",
        "У такой сітуацыі кожны кладзе ў кацёл 1 стаўку. Гэта кацёл здабывае той, хто "
        "першы выйграе Тузовы кантракт (заяўнік, не яго партнёр). Сума катла дадаецца да "
        "звычайнага выйгрышу заяўніка.",
        "S17",
    ),
    (
        "sk-kettle-loss",
        "If the contract is lost, the declarer alone must double the sum of the stakes in "
        "the kettle.",
        "Калі кантракт прагерцаны, то заяўнік самастойна павінен падвоіць суму ставак у катле.",
        "S17",
    ),
    (
        "sk-matadors",
        "After the deal, during or after the settlement, either side (the "
        "attackers, that is the declarer's side, or the defenders) may claim "
        "payment for a combination of cards (which they received in the deal), "
        "for at least the 3 highest trumps (or at least for the 2 highest trumps "
        "in the case of the Small Wreath [Wenz Solo]). These cards are called "
        "Matadors. 1 stake is paid for each matador in an unbroken sequence of "
        "trumps.",
        "Пасля раўнда, падчас або пасля разліку, любы бок (нападнікі ці абаронцы) можа "
        "запатрабаваць сабе аплату за камбінацыю карт (якую яны атрымалі падчас раздачы), "
        "па меншай меры за 3 старэйшых козыра (ці, прынамсі, за 2 старэйшых козыра у "
        "выпадку Малога венчыка [Wenz Solo]). Гэтыя карты і называюцца Матадоры. Належыць "
        "заплаціць 1 стаўку за кожнага матадора ў неперарванай паслядоўнасці козыраў.",
        "S15",
    ),
    (
        "sk-matadors-doubling",
        "Moreover, most people count this bonus in the doubling.",
        "Акрамя таго, большасць гуляюць так, што гэты бонус падлягае падваенню.",
        "S15",
    ),
    (
        "sk-matadors-losers-pay",
        "Most now also play so that if a team has lost while holding matadors in their "
        "hands, they pay the team that won.",
        "Большасць цяпер гуляе таксама так, што калі нейкая каманда прайграла маючы на "
        "руках матадоры, то яны плацяць камандзе, якая перамагла.",
        "S15",
    ),
    (
        "sk-matadors-claim-expires",
        "Nevertheless, if the pack has been cut before the next deal and there was no claim "
        "for payment for matadors, that means it is now too late to make one!",
        "Тым не менш, калі адбыўся зрэз тальлі перад наступнай раздачай і не было "
        "патрабавання платы за матадоры, то гэта значыць, што ўжо цяпер позна гэта рабіць!",
    ),
    (
        "sk-matadors-examples",
        "(Examples of matadors: O♣, O♠, O♥, O♦ = 4 stakes; O♣, O♠ = 2 stakes (in the case "
        "of the Small Wreath); A♥, 10♥, 9♥, 8♥, 7♥ = 5 stakes, and so on. Note that, for "
        "example, the set of cards A♥, 9♥, 7♥ does not form matadors, because the sequence "
        "is broken).",
        "(Прыклады матадораў: В♣, В♠, В♥, В♦ = 4 стаўкі; В♣, В♠ = 2 стаўкі (у выпадку "
        "Малога венчыка); Т♥, 10♥, 9♥, 8♥, 7♥ = 5 ставак і г. д. Заўважце, што, напрыклад, "
        "набор карт Т♥, 9♥, 7♥ не ўтварае матадораў, бо паслядоўнасць перарываецца).",
        "S15",
    ),
    language="be",
    items={
        "sk-scoring-table": {
            "won_simple": (
                "If the declarer took 61-90 points, then he has won and wins the stake.",
                "Калі заяўнік здабыў 61-90 пунктаў, то ён выйграў і здабыў стаўку.",
            ),
            "won_schneider": (
                "If the declarer took 91 points or more, then he has won schneider and wins the"
                " stake +1.",
                "Калі заяўнік здабыў 91 пункт ці больш, то ён выйграў Шнайдер і здабыў стаўку +1.",
            ),
            "won_schwarz": (
                "If the declarer took all the tricks, then he has won schwarz and wins the stake"
                " +2.",
                "Калі заяўнік здабыў усе ўзяткі, то ён выйграў Шварц і здабыў стаўку +2.",
            ),
            "lost_simple": (
                "If the declarer took 31-60 points, then he has lost and pays the stake.",
                "Калі заяўнік здабыў 31-60 пунктаў, то ён прагуляў і плаціць стаўку.",
            ),
            "lost_schneider": (
                "If the declarer took 30 points or less, then he has lost schneider and pays the"
                " stake +1.",
                "Калі заяўнік здабыў 30 пунктаў ці менш, то ён прагуляў Шнайдер і плаціць стаўку"
                " +1.",
            ),
            "lost_schwarz": (
                "If the declarer took not a single trick, then he has lost schwarz and pays the"
                " stake +2.",
                "Калі заяўнік здабыў ніводнай узяткі, то ён прагуляў Шварц і плаціць стаўку +2.",
            ),
        },
        "sk-card-points": {
            "all": (
                "Ace – 11, 10 (ten) – 10, King – 4, Ober – 3, Unter – 2, 9, 8 and 7 – 0 points.",
                "Туз – 11, 10 (дзесятка) – 10, Кароль – 4, Вышнік – 3, Ніжнік – 2, 9, 8 і 7 – 0"
                " пунктаў.",
            ),
        },
    },
)
