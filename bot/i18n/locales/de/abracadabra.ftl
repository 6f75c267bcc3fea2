# Abracadabra: Ereigniszeilen, Knöpfe, Aufforderungen, Bildbeschriftungen, Ablehnungen, Regeln.
# Begriffe: Stich, Trumpf, Farbe, Runde (ein Geben), Geber, Gebot/bieten/passen, Spielführer (Höchstbietender),
# Ansage (Zahl der angesagten Stiche), Ansagefarbe/Ansagekarten (Karten, die Stiche benennen), Stapel,
# aufdecken, Mitte, Strohmann, aufgedeckte Karte. Kartencodes (Q♥, A 4 9) bleiben unverändert.

## Wörter

abracadabra-title = Abracadabra
abracadabra-someone = Jemand
abracadabra-player = Spieler { $letter }
abracadabra-joker = Joker
abracadabra-joker-as = Joker ({ $card })
abracadabra-no-ranks = keine
abracadabra-list-sep = {", "}
abracadabra-and-sep = {" & "}
abracadabra-number = { NUMBER($n, useGrouping: 0) }
abracadabra-suit-S = Pik
abracadabra-suit-H = Herz
abracadabra-suit-D = Karo
abracadabra-suit-C = Kreuz
abracadabra-suit-title-S = Pik
abracadabra-suit-title-H = Herz
abracadabra-suit-title-D = Karo
abracadabra-suit-title-C = Kreuz
abracadabra-trick-ordinal = { $n }. Stich

## Ereigniszeilen

abracadabra-deal = **Runde { $deal }** — { $dealer } gibt; { $trump }.
abracadabra-deal-turnup = aufgedeckt **{ $card }**, { $trump }
abracadabra-deal-trump = Trumpf **{ $symbol }**
abracadabra-deal-no-trump = ohne Trumpf
abracadabra-deal-trump-later = Trumpf wird noch bestimmt
abracadabra-hand = Deine Hand: { $cards }
abracadabra-suit-chosen = { $who } nimmt **{ $symbol } { $suit }** als Ansagefarbe.
abracadabra-bid = { $who } bietet **{ $tricks }**.
abracadabra-pass = { $who } passt.
abracadabra-dummy-exposed = Beide haben gepasst: der Strohmann wird aufgedeckt — { $cards }. Noch eine Bietrunde.
abracadabra-thrown-in = Alle haben gepasst: die Runde wird neu gegeben.
abracadabra-declarer = { $who } ist **Spielführer** mit { $contract }.
abracadabra-place = { $count ->
    [one] { $who } legt { $count } Ansagekarte verdeckt aus.
   *[other] { $who } legt { $count } Ansagekarten verdeckt aus.
  }
abracadabra-placed = Du sagst die Stiche { $ranks } an.
abracadabra-trump-named = { $who } bestimmt **{ $symbol } { $suit }** als Trumpf.
abracadabra-right-none = { $who } lässt alle Ansagekarten links liegen.
abracadabra-right = { $who } legt **{ $ranks }** offen nach rechts (doppelt, ob gewonnen oder verloren).
abracadabra-expose = { $who } deckt den Stapel auf: { $ranks }.
abracadabra-dummy-shown = Der Strohmann liegt offen: { $cards }.
abracadabra-trick = Stich { $trick }: { $cards } — **{ $who }** gewinnt.
abracadabra-trick-dummy = Stich { $trick }: { $cards } — **{ $who }** gewinnt mit dem Strohmann.
abracadabra-abracadabra = ✨ **Abrakadabra!** { $who } hat den { $ordinal } angesagt und gewonnen (+{ $points }).
abracadabra-centre = Die Karte von { $who } für den { $ordinal } wandert in die Mitte.
abracadabra-right-kept = Die rechte Karte { $rank } von { $who } bleibt offen (+{ $points }).
abracadabra-right-down = Die rechte Karte { $rank } von { $who } wird umgedreht (−{ $points }).
abracadabra-deal-scored = **Runde { $deal } gewertet** — { $scores } · Stand { $totals }
abracadabra-score-gain = { $who } +{ $points }
abracadabra-score-loss = { $who } -{ $points }
abracadabra-play = { $who }: **{ $card }**
abracadabra-play-dummy = { $who } aus dem Strohmann: **{ $card }**
# Die Punkte einer Runde erklärt, eine Zeile je Spieler: „wer gesamt: Posten · Posten · …“.
abracadabra-deal-seat = { $who } **{ $points }**: { $terms }
abracadabra-term-sep = {" · "}
abracadabra-term-declarer = Spielführer mit { $contract }, { $won } gewonnen — { $result }
abracadabra-term-contract = Ansage { $contract }, { $won } gewonnen — { $result }
abracadabra-term-made = erfüllt (+{ $points })
abracadabra-term-missed = { $at-least ->
    [yes] nicht erfüllt (mindestens { $contract } nötig), kein Bonus
   *[no] nicht erfüllt (genau { $contract } nötig), kein Bonus
  }
abracadabra-term-named = angesagte Stiche { $ranks } gewonnen (+{ $points })
abracadabra-term-right-kept = rechts { $ranks } behalten (+{ $points }, doppelt)
abracadabra-term-right-lost = rechts { $ranks } verloren (−{ $points }, doppelt)
abracadabra-term-tricks = { $won ->
    [one] { $won } Stich (+{ $won })
   *[other] { $won } Stiche (+{ $won })
  }
abracadabra-term-suit = { $count ->
    [one] { $count } Karte der Ansagefarbe (+{ $points })
   *[other] { $count } Karten der Ansagefarbe (+{ $points })
  }
abracadabra-term-suit-exposed = { $count ->
    [one] { $count } Karte der Ansagefarbe (+{ $points }, je 4: Stapel offen)
   *[other] { $count } Karten der Ansagefarbe (+{ $points }, je 4: Stapel offen)
  }
## Knöpfe und Menüs

abracadabra-label-suit = { $symbol } { $suit }
abracadabra-label-trump = Trumpf { $symbol } { $suit }
abracadabra-label-bid = { $tricks } bieten
abracadabra-label-pass = Passen
abracadabra-label-place-none = Keine Stiche ansagen
abracadabra-label-place = Stiche { $ranks } ansagen
abracadabra-label-right-none = Nichts nach rechts
abracadabra-label-right = Rechts: { $ranks }
abracadabra-label-expose = Stapel aufdecken (Karten der Ansagefarbe zählen 4)
abracadabra-label-keep = Stapel verdeckt lassen
abracadabra-label-dummy = Strohmann: { $card }
abracadabra-group-suit = { $symbol } { $suit }
abracadabra-group-joker = 🃏 Joker
abracadabra-group-place = { $count ->
    [one] { $count } Karte auslegen
   *[other] { $count } Karten auslegen
  }
abracadabra-group-right = { $count ->
    [one] { $count } Karte nach rechts
   *[other] { $count } Karten nach rechts
  }
abracadabra-group-suit-step = Ansagefarbe
abracadabra-group-bid = Gebot
abracadabra-group-pass = Passen
abracadabra-group-trump = Trumpf
abracadabra-group-expose = Aufdecken
abracadabra-group-keep = Verdeckt lassen
abracadabra-pick-exactly = Wähle genau { $count } Ansagekarten: die Stiche, die du gewinnst
abracadabra-pick-range = Wähle { $low }–{ $high } Ansagekarten: die Stiche, die du gewinnst
abracadabra-pick-right = Wähle Karten, die offen nach rechts kommen (doppelt, ob gewonnen oder verloren)
abracadabra-rank-option = { $card } · { $trick }

## Aufforderungen: auf wen gewartet wird

abracadabra-prompt-over = { $count ->
    [one] Das Spiel ist vorbei: 🏆 **{ $winners }** gewinnt mit { $points } Punkten.
   *[other] Das Spiel ist vorbei: 🏆 **{ $winners }** gewinnen mit { $points } Punkten.
  }
abracadabra-prompt-suit = { $who } wählt eine Ansagefarbe.
abracadabra-prompt-bid = { $who } bietet oder passt (höchstes Gebot { $high }).
abracadabra-prompt-bid-first = { $who } bietet oder passt (noch kein Gebot).
abracadabra-prompt-place-declarer = { $who }, Spielführer, legt { $count } Ansagekarten aus.
abracadabra-prompt-place = { $who } legt 0 bis { $most } Ansagekarten aus.
abracadabra-prompt-trump = { $who }, Spielführer, bestimmt Trumpf.
abracadabra-prompt-right = { $who }, Spielführer, darf ausgelegte Karten nach rechts legen.
abracadabra-prompt-expose = { $who } deckt den Stapel auf oder lässt ihn verdeckt.
abracadabra-prompt-play-dummy = { $who } spielt die Karte des Strohmanns zu Stich { $trick }.
abracadabra-prompt-play = { $who } spielt zu Stich { $trick }.
abracadabra-prompt-lead = { $who } eröffnet Stich { $trick }.
abracadabra-prompt-lead-dummy = { $who } eröffnet Stich { $trick } mit dem Strohmann.

## Aufforderungen an den, der entscheidet

abracadabra-you-suit = wähle deine Ansagefarbe: ihre Karten benennen die Stiche, die du gewinnen willst.
abracadabra-you-bid-higher = biete mehr als { $high } Stiche (bis { $most }) oder passe.
abracadabra-you-bid = biete eine Zahl von Stichen (1 bis { $most }) oder passe.
abracadabra-you-place-declarer = du bist Spielführer mit { $count }: wähle genau { $count } deiner { $symbol }-Ansagekarten — die Stiche, die du gewinnen willst (A = 1. Stich … J = 11., { $tricks ->
    [12] Q = 12.
   *[other] Q = 12., K = 13.
  }).
abracadabra-you-place = { $most ->
    [1] wähle eine deiner { $symbol }-Ansagekarten — den Stich, den du gewinnen willst — oder sage keine Stiche an.
   *[other] wähle bis zu { $most } deiner { $symbol }-Ansagekarten — die Stiche, die du gewinnen willst — oder sage keine Stiche an.
  }
abracadabra-you-trump = bestimme als Spielführer den Trumpf.
abracadabra-you-right = du darfst beliebige deiner Ansagekarten { $ranks } offen nach rechts legen: sie zählen doppelt, ob gewonnen oder verloren.
abracadabra-you-expose = decke deinen Stapel auf (er verrät deine angesagten Stiche; gewonnene Karten der Ansagefarbe zählen dann 4 statt 2) oder lass ihn verdeckt.
abracadabra-you-play-dummy = spiele die Karte des **Strohmanns** zu Stich { $trick }.
abracadabra-you-play = spiele zu Stich { $trick }.
abracadabra-you-lead = eröffne Stich { $trick }.
abracadabra-you-lead-dummy = eröffne Stich { $trick } mit dem **Strohmann**.

## Bilder

abracadabra-img-deal = Runde { $deal }
abracadabra-img-stage-suit = Ansagefarben
abracadabra-img-stage-bid = Bieten
abracadabra-img-stage-place = Ansagen
abracadabra-img-stage-right = Rechte Seite
abracadabra-img-stage-expose = Stapel
abracadabra-img-trick-of = Stich { $trick }/{ $tricks }
abracadabra-img-trump = Trumpf { $symbol }
abracadabra-img-no-trump = Ohne Trumpf
abracadabra-img-trump-later = Trumpf folgt
abracadabra-img-turnup = aufgedeckt
abracadabra-img-joker-card = JOKER
abracadabra-img-joker-as = Joker = { $card }
abracadabra-img-over = { $count ->
    [one] Spiel vorbei — { $winners } gewinnt
   *[other] Spiel vorbei — { $winners } gewinnen
  }
abracadabra-img-status-suit = { $who } wählt eine Ansagefarbe
abracadabra-img-status-bid = { $who } bietet oder passt
abracadabra-img-status-place = { $who } legt Ansagekarten aus
abracadabra-img-status-trump = { $who } bestimmt Trumpf
abracadabra-img-status-right = { $who } wählt Karten für rechts
abracadabra-img-status-expose = { $who }: Stapel aufdecken oder nicht
abracadabra-img-status-play = { $who } ist am Zug
abracadabra-img-status-play-dummy = { $who } spielt vom Strohmann
abracadabra-img-yours-suit = Du bist dran: wähle eine Ansagefarbe
abracadabra-img-yours-bid = Du bist dran: biete oder passe
abracadabra-img-yours-place = Du bist dran: lege deine Ansagekarten aus
abracadabra-img-yours-trump = Du bist dran: bestimme Trumpf
abracadabra-img-yours-right = Du bist dran: wähle Karten für rechts
abracadabra-img-yours-expose = Du bist dran: Stapel aufdecken oder nicht
abracadabra-img-yours-play = Du bist dran: spiele eine Karte
abracadabra-img-yours-play-dummy = Du bist dran: spiele vom Strohmann
abracadabra-img-you = { $name } (du)
abracadabra-img-dealer = Geber
abracadabra-img-points = { $points } Pkt.
abracadabra-img-bid-suit = Ansagefarbe { $symbol }
abracadabra-img-declarer = SPIELFÜHRER { $contract }
abracadabra-img-contract = Ansage { $contract }
abracadabra-img-bid = Gebot { $tricks }
abracadabra-img-passed = gepasst
abracadabra-img-tricks = Stiche { $won }
abracadabra-img-void = blank { $suits }
abracadabra-img-left-mark = L
abracadabra-img-right-mark = R
abracadabra-img-centre = Mitte
abracadabra-img-centre-empty = Mitte —
abracadabra-img-stack = Stapel { $count }
abracadabra-img-stack-exposed = Stapel { $count } OFFEN
abracadabra-img-dummy = Strohmann
abracadabra-img-played-by = gespielt von { $letter }
abracadabra-img-dummy-down = { $count } Karten, verdeckt
abracadabra-img-dummy-cards = { $count } Karten
abracadabra-img-dummy-tag = Strohmann
abracadabra-img-trick-won = Stich { $trick } an { $letter }
abracadabra-img-winners = Gewinner: { $letters }
abracadabra-img-auction-bid = { $letter }: { $tricks }
abracadabra-img-auction-pass = { $letter }: passt
abracadabra-img-auction-none = Noch kein Gebot
abracadabra-img-declarer-for = Spielführer { $letter } mit { $contract }
abracadabra-img-choosing-suits = Ansagefarben werden gewählt
abracadabra-img-your-hand = { $name } — deine Hand
abracadabra-img-hand-trump = Trumpf { $symbol } ★
abracadabra-img-hand-no-trump = ohne Trumpf
abracadabra-img-hand-contract = Ansage { $contract }, gewonnen { $won }
abracadabra-img-no-cards = Keine Karten mehr
abracadabra-img-dummy-yours = Strohmann — du spielst jetzt seine Karte
abracadabra-img-dummy-leader = Strohmann — gespielt vom Ausspieler des Stichs
abracadabra-img-your-bid-cards = Deine Ansagekarten:
abracadabra-img-bid-card-key = { $tricks ->
    [13] (A = 1. Stich … K = 13.)
   *[other] (A = 1. Stich … Q = 12.)
}
abracadabra-img-named-tricks = Deine angesagten Stiche:
abracadabra-img-right = rechts:
abracadabra-img-lost = verloren:
abracadabra-img-stack-ranks = Stapel: { $ranks }
abracadabra-img-stack-ranks-exposed = Stapel (offen): { $ranks }
abracadabra-img-final-title = Abracadabra — Endstand
abracadabra-img-place = { $place }.
abracadabra-img-wins = ★ gewinnt
abracadabra-img-points-per-deal = Punkte je Runde
abracadabra-img-running-totals = Punktestand nach jeder Runde

## Ablehnungen

err-abracadabra-unreadable = `{ $text }` ist nicht lesbar: schreib z. B. `bid 4`, `pass`, `place A 4 9`, `right none`, `expose`, `keep` oder `play QH`.
err-abracadabra-wrong-step = `{ $action }` geht jetzt nicht: { $phase ->
    [suit] wähle deine Ansagefarbe (`suit S`)
    [bid] biete oder passe
    [place] lege deine Ansagekarten aus (`place A 4 9` oder `place none`)
    [trump] bestimme Trumpf (`trump H`)
    [right] wähle deine Karten für rechts (`right J` oder `right none`)
    [expose] Stapel aufdecken (`expose`) oder verdeckt lassen (`keep`)
    [play] spiele eine Karte
   *[other] das Spiel ist vorbei
  }.
err-abracadabra-suit-taken = `{ $action }` abgelehnt: { $suit ->
    [S] Pik
    [H] Herz
    [D] Karo
   *[C] Kreuz
  } ist schon vergeben.
err-abracadabra-bid-range = `{ $action }` abgelehnt: ein Gebot muss mindestens { $low } und höchstens { $high } sein.
err-abracadabra-right-not-placed = `{ $action }` abgelehnt: du kannst nur Ansagekarten nach rechts legen, die links von dir liegen.
err-abracadabra-rank-range = `{ $action }` abgelehnt: diese Runde hat { $tricks } Stiche, die Ansagekarten gehen also von A bis { $tricks ->
    [12] Q
   *[other] K
  }.
err-abracadabra-declarer-count = `{ $action }` abgelehnt: als Spielführer legst du genau { $contract } Karten aus, nicht { $count }.
err-abracadabra-too-many = `{ $action }` abgelehnt: du darfst höchstens { $most } Karten auslegen (weniger als die Ansage des Spielführers).
err-abracadabra-must-follow = `{ $action }` abgelehnt: du musst { $suit ->
    [S] Pik
    [H] Herz
    [D] Karo
   *[C] Kreuz
  } bedienen.
err-abracadabra-dummy-turn = `{ $action }` abgelehnt: diese Karte wird vom Strohmann gespielt (`dummy …`).
err-abracadabra-own-turn = `{ $action }` abgelehnt: diese Karte wird aus deiner eigenen Hand gespielt (`play …`).
err-abracadabra-not-in-hand = `{ $action }` abgelehnt: { $card } ist nicht in der Hand, aus der du spielst.

## Rules summary (/abracadabra rules): one phone screen a page, each page's tab; numbers and option names
## are placeholders filled from the engine (cogs/rules.py)
abracadabra-rules-1-tab = Geben und Bieten
abracadabra-rules-1 =
    {"**"}Abracadabra** — biete auf *bestimmte* Stiche ({ $players-min }–{ $players-max } Spieler). Jede Entscheidung kommt als Tasten oder Menü in deine DM.
    {"**"}Geben**: zu viert je { $tricks-4 } Karten aus { $cards-4 } + Joker; zu dritt (oder zu zweit mit Strohmann) je { $tricks-3 } aus { $cards-3 } + Joker. Die nächste Karte wird **aufgedeckt**: ihre Farbe ist Trumpf, der Joker gilt als diese Karte (aufgedeckter Joker: ohne Trumpf).
    {"**"}1. Ansagefarbe**: ab links vom Geber drückt jeder eine Farbe (♠ ♥ ♦ ♣) und nimmt ihre Ansagekarten; eine Ansagekarte mit Rang r benennt Stich r (A = 1. … K = 13.).
    {"**"}2. Bieten**: eine Runde ab links vom Geber: eine **… bieten**-Taste (mehr Stiche als bisher geboten) oder **{ abracadabra-label-pass }**. Gebote und Ansagekarten reichen bis { $tricks-4 } (A–{ $top-bid-4 }), zu zweit oder dritt bis { $tricks-3 } (A–{ $top-bid-3 }). Der Höchstbietende ist **Spielführer**, sein Gebot die Ansage D. Alle passen: neu geben (mit Strohmann: er wird aufgedeckt, neue Bietrunde).
abracadabra-rules-2-tab = Ansagen und Spiel
abracadabra-rules-2 =
    {"**"}3. Ansagen**: wähle im Menü die Ansagekarten der Stiche, die du gewinnen willst; sie liegen verdeckt. Der Spielführer wählt genau D, die anderen bis D−1 oder drücken **{ abracadabra-label-place-none }**. Dann darf der Spielführer ausgelegte Karten offen nach rechts legen (doppelt, gewonnen oder verloren) oder **{ abracadabra-label-right-none }** drücken. Danach drückt jeder **{ abracadabra-label-expose }** oder **{ abracadabra-label-keep }**.
    {"**"}4. Spiel**: drücke eine Karte; angeboten werden nur die erlaubten. Der Spieler links vom Geber spielt zum 1. Stich aus (zu zweit: der Nicht-Geber). Farbe bedienen, sonst beliebig; höchster Trumpf, sonst höchste Karte der ausgespielten Farbe gewinnt; der Gewinner spielt aus. Nach Stich t dreht der Gewinner seine Karte t um (**Abrakadabra!**); die Karte t der anderen in die Mitte; die rechte Karte t des Spielführers wird umgedreht, bei verlorenem Stich.
    {"**"}Zu zweit** mit Strohmann: eine dritte Hand, offen nach den Ansagen. Er spielt als Dritter: der Ausspieler drückt eine seiner **Strohmann**-Karten. Gewinnt sie, spielt dieser Spieler den nächsten Stich aus dem Strohmann aus, sein Gegner spielt als Zweiter, er selbst als Dritter.
abracadabra-rules-3-tab = Wertung, Optionen, Ende
abracadabra-rules-3 =
    {"**"}Wertung je Runde**: Erfolg (Stiche = Ansage) { $success-4 } bei { $successful-4 } Erfolgreichen (3 Sp. { $success-3 }, 2 Sp. { $success-2 }) + gewonnene angesagte Stiche (Rang) ± 2× rechte Karten + 1 je Stich + 2 (aufgedeckt 4) je Karte der Ansagefarbe in eigenen Stichen.
    {"**"}Optionen** von `/abracadabra { DISCORD("cmd-new-name") }`: `{ $opt-joker }` { $opt-joker-with }/{ $opt-joker-without } (ohne: der Spielführer drückt nach dem Auslegen eine Trumpffarbe); `{ $opt-success }` { $opt-success-exact }/{ $opt-success-at-least }; zu zweit ohne Strohmann: `{ $opt-dummy }: { $opt-dummy-no }` ({ $cards-2 } Karten).
    {"**"}Ende**: nach der Runde, in der jemand `{ $opt-target }` Punkte erreicht (Standard { $target-default }), oder nach `{ $opt-deals }` Runden, falls gesetzt. Die höchste Summe gewinnt; bei Gleichstand teilen sich die Besten den Sieg.
abracadabra-img-legend-left = L: angesagte Stiche (verdeckt; offen, sobald gewonnen)
abracadabra-img-legend-right = R: rechte Seite des Spielführers (zählt doppelt)
abracadabra-img-legend-centre = Mitte: verlorene angesagte Stiche
abracadabra-img-legend-star = ★ Trumpf
abracadabra-img-centre-count = { $count } Karten
