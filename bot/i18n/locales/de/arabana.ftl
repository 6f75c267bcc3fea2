# Arabana-Opodopo. Insel- und Götternamen sind Eigennamen und bleiben, wie sie sind.
# Begriffe der deutschen Regel: Inselkarten, Brücken, Inselsteine, Auslage, Beutel, Götter/Götterstein.

## Shared words

arabana-someone = Jemand
arabana-nobody = niemand
arabana-empty = leer
arabana-and = {" & "}
arabana-plus = {" + "}
arabana-class-main = Hauptinsel
arabana-class-large = groß
arabana-class-small = klein

## Event lines (Discord, Markdown)

arabana-ev-setup-choice = { $who } hat eine Karte für die Auslage gewählt.
arabana-ev-setup-card = Du legst **{ $card }** in die Auslage.
arabana-ev-display-revealed = Die Auslage: { $cards }.
arabana-ev-display-revealed-bag = Die Auslage: { $cards } und **{ $card }** aus dem Beutel.
arabana-ev-discard = { $who } wirft eine Karte verdeckt ab.
arabana-ev-discard-card = Du wirfst **{ $card }** verdeckt ab.
arabana-ev-chooser = { $chooser } hat die wenigsten Punkte und bestimmt, wer den zweiten Durchgang beginnt.
arabana-ev-final-round = ⏳ Die Karten sind aufgebraucht: **Schlussrunde**, jeder hat noch einen letzten Zug.
arabana-ev-pass = { $who } wartet ab und hebt sich den letzten Zug auf.
arabana-ev-end = { $who } beendet den Zug.
arabana-ev-bridge = { $who } baut eine Brücke auf **{ $spot }** ({ $card }).
arabana-ev-exchange = { $who } übernimmt die Brücke von { $owner } auf **{ $spot }** ({ $cards }).
arabana-ev-takeback = { $who } nimmt die Brücke auf **{ $spot }** zurück.
arabana-ev-control = 🏝️ { $who } beherrscht jetzt **{ $island }**.
arabana-ev-bridges-returned = Brücken an { $island } gehen an ihre Besitzer zurück: { $bridges }.
arabana-ev-bridge-of = { $spot } ({ $owner })
arabana-ev-control-lost = { $who } verliert die Herrschaft über **{ $island }**.
arabana-ev-god-taken = { $who } nimmt den Gott **{ $god }** von { $island }.
arabana-ev-god-taken-points = { $who } nimmt den Gott **{ $god }** von { $island } (+{ $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }).
arabana-ev-relative-choice = { $who } hat die meisten Brücken an **{ $island }** und entfernt eine der anderen.
arabana-ev-relative-remove = Relative Mehrheit an **{ $island }**: Die Brücke von { $owner } auf { $spot } wird entfernt.
arabana-ev-draw-bag = { $who } zieht aus dem Beutel.
arabana-ev-draw-bag-lono = { $who } zieht mit **Lono** aus dem Beutel.
arabana-ev-draw-display = { $who } nimmt **{ $card }** aus der Auslage.
arabana-ev-draw-display-refill = { $who } nimmt **{ $card }** aus der Auslage; **{ $refill }** wird nachgelegt.
arabana-ev-draw-display-lono = { $who } nimmt mit **Lono** **{ $card }** aus der Auslage.
arabana-ev-draw-display-lono-refill = { $who } nimmt mit **Lono** **{ $card }** aus der Auslage; **{ $refill }** wird nachgelegt.
arabana-ev-drew = Du ziehst **{ $card }**.
arabana-ev-scoring-small = 📊 **Kleine Wertung**: { $parts }.
arabana-ev-scoring-big = 📊 **Große Wertung**: { $parts }.
arabana-ev-scoring-part = { $who } +{ $points } ({ $total })
arabana-ev-reshuffle = Der Ablagestapel wird zum Beutel ({ $bag } Karten). Neue Auslage: { $display }.
arabana-ev-ku = { $who } ruft **Ku** an und sieht sich die Hand von { $target } an.
arabana-ev-ku-hand = Ku zeigt dir die Hand von { $target }: { $cards }.
arabana-ev-ku-take = { $who } nimmt { $target } eine Karte weg.
arabana-ev-ku-card = Ku: **{ $card }** geht von { $target } an { $who }.
arabana-ev-pele = { $who } ruft **Pele** an und zieht je eine Karte von { $from }.
arabana-ev-pele-drew = Pele: **{ $card }** geht von { $from } an { $who }.
arabana-ev-pele-give = { $who } gibt { $to } eine Karte.
arabana-ev-pele-card = Pele: { $who } gibt **{ $card }** an { $to }.
arabana-ev-instant-win = ⚡ { $who } erobert eine 11. Insel (**{ $island }**) und gewinnt sofort!

## Action labels (buttons, select options, autocomplete; at most 80 characters)

arabana-act-bridge = Brücke { $spot } ({ $card })
arabana-act-bridge-done = Brücke { $spot }
arabana-act-exchange = { $spot } übernehmen ({ $cards })
arabana-act-exchange-from = { $spot } von { $owner } übernehmen ({ $cards })
arabana-act-display = { $card } in die Auslage legen
arabana-act-discard = { $card } verdeckt abwerfen
arabana-act-discard-done = { $card } abwerfen
arabana-act-draw-bag = Blind aus dem Beutel ziehen (noch { $left })
arabana-act-draw-card = { $card } ziehen (Auslage { $slot })
arabana-act-draw-bag-done = Aus dem Beutel ziehen
arabana-act-draw-slot-done = Aus Auslage { $slot } ziehen
arabana-act-lono-bag = Lono: Extrakarte blind aus dem Beutel (noch { $left })
arabana-act-lono-card = Lono: Extrakarte { $card } (Auslage { $slot })
arabana-act-lono-bag-done = Lono: Extrakarte aus dem Beutel
arabana-act-lono-slot-done = Lono: Extrakarte aus Auslage { $slot }
arabana-act-remove = { $spot } entfernen
arabana-act-remove-of = { $spot } entfernen ({ $owner })
arabana-act-takeback = { $spot } zurücknehmen
arabana-act-end = Zug beenden
arabana-act-end-last = Meinen letzten Zug beenden
arabana-act-pass = Passen (letzten Zug aufheben)
arabana-act-next = { $player } beginnt Durchgang 2
arabana-act-ku = Ku: Hand von { $player } ansehen
arabana-act-take = { $card } nehmen
arabana-act-pele = Pele: von allen ziehen, zurückgeben
arabana-act-give = { $card } geben
arabana-act-give-to = { $card } an { $player } geben

## Action groups (first step of a DM menu; at most 60 characters)

arabana-grp-bridge = Brücke mit { $card }
arabana-grp-exchange = Brücke übernehmen
arabana-grp-display = Karte für die Auslage
arabana-grp-discard = Verdeckt abwerfen
arabana-grp-draw = Ziehen
arabana-grp-remove = Brücke entfernen
arabana-grp-takeback = Brücke zurücknehmen
arabana-grp-end = Beenden
arabana-grp-next = Wer beginnt
arabana-grp-god = Gott einsetzen
arabana-grp-take = Karte nehmen
arabana-grp-give = Karte geben

## Turn prompts

arabana-prompt-over = Das Spiel ist vorbei: 🏆 **{ $winners }** { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $points } Punkten.
arabana-prompt-setup = Alle wählen eine Karte für die Auslage (es fehlen noch: { $waiting }).
arabana-prompt-next = { $chooser } bestimmt, wer den zweiten Durchgang beginnt.
arabana-prompt-remove = { $who } wählt, welche Brücke an { $island } entfernt wird.
arabana-prompt-ku = { $who } nimmt eine Karte aus der Hand von { $target } (Ku).
arabana-prompt-pele = { $who } gibt { $to } eine Karte (Pele).
arabana-prompt-final = { $who } macht den letzten Zug: Karten spielen, dann beenden (Schlussrunde).
arabana-prompt-turn = { $who } ist am Zug: Karten spielen, dann eine ziehen (Durchgang { $pass }).
arabana-prompt-limit = Du hast { $held } Karten: spiele oder wirf bis auf 4 ab, um zu ziehen.
arabana-you-next = du hast die wenigsten Punkte: Wähle, wer den zweiten Durchgang beginnt.
arabana-you-remove = du hast die meisten Brücken an { $island }: Wähle, welche gegnerische Brücke fällt.
arabana-you-ku = nimm eine Karte aus der Hand von { $target } (Ku).
arabana-you-pele = gib { $to } eine Karte (Pele).
arabana-you-final = dein letzter Zug: Karten spielen, dann beenden (Schlussrunde).
arabana-you-turn = Karten spielen, dann eine ziehen (Durchgang { $pass }).

## Board image: status, display, players' table, last move

arabana-img-over = Spiel vorbei
arabana-img-wins = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }
arabana-img-wins-instant = { $winners } gewinnt mit einer 11. Insel
arabana-img-tie = (Gleichstand: früherer letzter Zug)
arabana-img-pass = Durchgang { $pass }
arabana-img-pass-final = Durchgang { $pass } · Schlussrunde
arabana-img-setup = Vorbereitung: Karten für die Auslage
arabana-img-waiting = es fehlen noch: { $names }
arabana-img-chooser = { $chooser } bestimmt, wer Durchgang 2 beginnt
arabana-img-remove = { $who } entfernt eine Brücke
arabana-img-remove-at = an { $island } (relative Mehrheit)
arabana-img-ku = { $who } nimmt eine Karte (Ku)
arabana-img-pele = { $who } gibt Karten (Pele)
arabana-img-to-play = { $who } ist am Zug
arabana-img-last-turns = letzte Züge offen: { $names }
arabana-img-display = Auslage
arabana-img-piles = Beutel { $bag } · Ablage { $discard }
arabana-img-col-points = Pkt
arabana-img-col-bridges = Br
arabana-img-col-stones = St
arabana-img-col-cards = Ka
arabana-img-col-now = Jetzt
arabana-img-legend = Pkt Punkte · Br Brücken · St Inselsteine · Ka Karten
arabana-img-legend-now = Jetzt: Punkte, wenn das Spiel jetzt endete
arabana-img-note-pass1 = 1. Hälfte: +{ $points }
arabana-img-note-chosen = gewählt
arabana-img-note-choosing = wählt noch
arabana-img-note-done = fertig
arabana-img-last = Zuletzt: { $who } { $move }

## The last move in a few words (after a player's name)

arabana-mv-bridge = baute eine Brücke auf { $spot }
arabana-mv-bridge-kanaloa = baute mit Kanaloa eine Brücke auf { $spot }
arabana-mv-exchange = übernahm { $spot }
arabana-mv-display = wählte eine Karte für die Auslage
arabana-mv-discard = warf verdeckt ab
arabana-mv-draw-bag = zog aus dem Beutel
arabana-mv-draw-slot = nahm Auslagekarte { $slot }
arabana-mv-lono-bag = zog aus dem Beutel (Lono)
arabana-mv-lono-slot = nahm Auslagekarte { $slot } (Lono)
arabana-mv-remove = entfernte die Brücke auf { $spot }
arabana-mv-takeback = nahm { $spot } zurück
arabana-mv-end = beendete den letzten Zug
arabana-mv-pass = wartet (hebt den letzten Zug auf)
arabana-mv-next = bestimmte, wer Durchgang 2 beginnt
arabana-mv-ku = rief Ku an
arabana-mv-take = nahm eine Karte (Ku)
arabana-mv-pele = rief Pele an
arabana-mv-give = gab eine Karte (Pele)

## Hand image

arabana-hand-title = Hand · { $count } { $count ->
        [one] Karte
       *[other] Karten
    }
arabana-hand-title-of = Hand von { $name } · { $count } { $count ->
        [one] Karte
       *[other] Karten
    }
arabana-hand-free-mine = { $free } frei · { $mine } deine
arabana-hand-ruled-by-you = von dir beherrscht
arabana-hand-ruled-by = beherrscht von { $name }
arabana-hand-for-display = Für die Auslage: { $card }
arabana-hand-ku = Ku: die Hand von { $name }
arabana-hand-gods = Götter
arabana-hand-no-gods = keine
arabana-hand-gods-later = ab Durchgang 2
arabana-hand-no-cards = keine Karten

## Final standings image

arabana-final-title = Arabana-Opodopo · Endstand
arabana-final-col-pass1 = Durchg. 1
arabana-final-col-final = Schluss
arabana-final-col-kane = Kane
arabana-final-col-total = Gesamt
arabana-final-instant = Sofort gewonnen mit einer 11. Insel.
arabana-final-order = Reihenfolge der letzten Züge:
arabana-final-tie = Gleichstand: der frühere letzte Zug gewinnt.
arabana-final-chart = Stand über die Runden (Punkte, wenn das Spiel da geendet hätte)

## /arabana bridge | exchange | draw

cmd-arabana-bridge-name = brücke
cmd-arabana-bridge-desc = Eine Brücke mit einer Handkarte auf einen freien Platz bauen
cmd-arabana-bridge-spot-name = platz
cmd-arabana-bridge-spot-desc = der Brückenplatz und die bezahlende Karte, z. B. Lusepil-Nuridan
cmd-arabana-exchange-name = übernehmen
cmd-arabana-exchange-desc = Die Brücke eines Gegners mit zwei Karten ihrer Inseln übernehmen
cmd-arabana-exchange-spot-name = platz
cmd-arabana-exchange-spot-desc = die Brücke und die zwei Karten, z. B. Nuridan-Opodopo Nuridan Opodopo
cmd-arabana-draw-name = ziehen
cmd-arabana-draw-desc = Eine Karte aus der Auslage oder blind aus dem Beutel ziehen (beendet den Zug)
cmd-arabana-draw-card-name = karte
cmd-arabana-draw-card-desc = eine Auslagekarte (z. B. Iki oder display 2) oder bag für den Beutel
arabana-done = ✅ { $label }

## Rules summary (/arabana rules): one phone screen a page, each page's tab; numbers and option names are
## placeholders filled from the engine (cogs/rules.py)
arabana-rules-1-tab = Zug und Mehrheiten
arabana-rules-1 =
    {"**"}Arabana-Opodopo** — { $players-min }–{ $players-max } Spieler bauen Brücken um Mehrheiten auf { $islands } Inseln.
    {"**"}Vorbereitung:** je { $deal } Inselkarten; jeder drückt geheim **… in die Auslage legen** für eine davon ({ $display } Karten; zu dritt +1 aus dem Beutel).
    {"**"}Zug**, mit den Tasten in deiner DM: beliebig viele Karten spielen, dann genau eine ziehen. Vorher höchstens { $hand-limit } Karten (Kanaloa zählt nicht mit).
    • **Brücke …** (oder erst **Brücke mit …** einer Karte): eine Karte einer der beiden Inseln baut deine Brücke auf diesen freien Platz.
    • **{ arabana-grp-exchange }**: mit zwei Karten dieser Inseln eine gegnerische Brücke gegen deine tauschen.
    • **… verdeckt abwerfen**.
    • **… ziehen** aus der Auslage oder **Blind aus dem Beutel ziehen**: das beendet deinen Zug.
    {"**"}Mehrheit:** mehr als die Hälfte der Plätze einer Insel (klein { $majority-small }/{ $spots-small }, groß { $majority-large }/{ $spots-large }, Lusepil { $majority-main }/{ $spots-main }) → dein Inselstein kommt darauf, alle gegnerischen Brücken dort gehen zurück; wer so auf die Hälfte oder weniger fällt, verliert seine Insel.
    {"**"}Relative Mehrheit:** Wer den letzten Platz einer großen Insel oder Lusepils füllt und dort die meisten Brücken hat: allein → er drückt **… entfernen** für eine gegnerische dort; gleichauf → die einzelne Brücke fällt. Kein Inselstein.
arabana-rules-2-tab = Durchgänge, Wertung, Götter
arabana-rules-2 =
    {"**"}Vorrat:** { $bridges } Brücken (keine mehr: erst **{ arabana-grp-takeback }**, im selben Zug nicht wieder dorthin) und { $stones } Inselsteine; liegen alle { $stones }, gewinnt eine weitere Insel sofort.
    {"**"}Durchgänge:** Beutel und Auslage leer → Kleine Wertung (je beherrschte Insel 1 Punkt pro nicht eigenem Platz), Ablage mischen, zweiter Durchgang. Ihn beginnt der Nächste; mit der Option `{ $opt-second-pass-start }: { $opt-second-pass-start-lowest-chooses }` drückt der Spieler mit den wenigsten Punkten, wer beginnt. Sind die Karten wieder aus, hat jeder einen letzten Zug, abgeschlossen mit **{ arabana-act-end-last }**; **{ arabana-act-pass }** geht, solange jemand mit mehr Punkten seinen noch hat. Große Wertung: +1 je Insel. Gleichstand: der frühere letzte Zug gewinnt.
    {"**"}Götter** (Option `{ $opt-gods }`): Wer eine Insel als Erster beherrscht, erhält ihren Götterstein. Kane: sofort { $kane } Punkte (klein/groß/Lusepil). Im zweiten Durchgang je einmal, unter **{ arabana-grp-god }**: Kanaloa als Joker, Ku sieht eine Hand an und nimmt eine Karte, Pele zieht von jedem Gegner eine und gibt je eine zurück, Lono eine Extrakarte.

## Why a command has nothing to offer, and the command's own refusals

err-arabana-no-table = Hier spielt kein Tisch Arabana-Opodopo. Nutze diesen Befehl im Thread deines Tisches.
err-arabana-which-table = Du sitzt an mehreren Arabana-Opodopo-Tischen: Nutze diesen Befehl im Thread des Tisches.
err-arabana-other-game = Der Tisch in diesem Thread spielt { $game }, nicht Arabana-Opodopo.
err-arabana-over = Das Spiel ist vorbei.
err-arabana-waiting = Du bist nicht am Zug (es fehlen noch: { $names }).
err-arabana-setup-first = Wähle zuerst deine Karte für die Auslage (in deiner DM).
err-arabana-first-this = Zuerst das: { $prompt }
err-arabana-nothing-to-draw = Keine Karte mehr zum Ziehen: Beende deinen Zug in deiner DM.
err-arabana-draw-limit = Handlimit: Spiele oder wirf vor dem Ziehen bis auf 4 Karten ab (du hast { $hand }).
err-arabana-cannot-bridge = Du kannst jetzt keine Brücke bauen.
err-arabana-cannot-exchange = Du kannst jetzt keine Brücke übernehmen.
err-arabana-cannot-draw = Du kannst jetzt nicht ziehen.
err-arabana-unclear = Ich weiß nicht, welche du mit „{ $typed }“ meinst. Wähle einen der Vorschläge, z. B. { $example }.

## Engine refusals (codes arabana.*; same parameters as the engine passes)

err-arabana-parse = „{ $text }“ ist nicht lesbar: erwartet z. B. `bridge Nuridan-Opodopo`, `exchange Nuridan-Opodopo Nuridan Opodopo`, `discard Nuridan`, `draw display 2`, `draw bag`, `end` oder `pass`.
err-arabana-unknown-island = „{ $text }“ ist nicht lesbar: Eines der Wörter ist keine Insel.
err-arabana-no-such-spot = „{ $text }“ ist nicht lesbar: Keine Brücke verbindet diese beiden Inseln.
err-arabana-unknown-spot = „{ $text }“ ist nicht lesbar: Schreibe einen Brückenplatz als zwei benachbarte Inseln, z. B. Nuridan-Opodopo.
err-arabana-card-not-at-spot = „{ $text }“ ist nicht lesbar: Eine Karte bezahlt nur einen Platz ihrer eigenen Insel.
err-arabana-double-kanaloa = „{ $text }“ ist nicht lesbar: Kanaloa kann nur eine der beiden Karten ersetzen.
err-arabana-bad-seat = Diesen Platz gibt es an diesem Tisch nicht.
err-arabana-not-now = Das geht jetzt nicht: Du bist am Zug, spiele Karten und ziehe dann.
err-arabana-pending-setup = Wähle zuerst eine Karte für die Auslage (`discard <Insel>`).
err-arabana-no-card = Du hast keine Karte für { $card }.
err-arabana-pending-remove = Wähle zuerst, welche gegnerische Brücke an { $island } entfernt wird (`remove …`).
err-arabana-remove-not-option = Auf { $spot } steht keine gegnerische Brücke an { $island }.
err-arabana-pending-ku = Nimm zuerst eine Karte aus der Hand von Platz { $target } (`take <Insel>`).
err-arabana-ku-no-card = Diese Hand hat keine Karte { $card }.
err-arabana-pending-pele = Gib zuerst Platz { $to } eine Karte (`give <Insel>`).
err-arabana-pending-next = Bestimme zuerst, wer den zweiten Durchgang beginnt (`next <Platz>`).
err-arabana-no-gods = An diesem Tisch wird ohne Götter gespielt.
err-arabana-gods-second-pass = { $god } wirkt erst im zweiten Durchgang.
err-arabana-god-not-held = Du hast keinen unbenutzten Götterstein { $god }.
err-arabana-no-bridges = Du hast keine Brücke mehr im Vorrat; nimm zuerst eine deiner Brücken zurück (`takeback …`).
err-arabana-which-card = `bridge { $spot }`: Du hast Karten beider Inseln; sag, welche du spielst (`bridge { $spot } with <Insel>`).
err-arabana-no-free-spot = { $island } hat keinen freien Platz.
err-arabana-spot-taken = { $spot } ist nicht frei: Dort steht schon eine Brücke (die eines Gegners kannst du mit zwei Karten übernehmen).
err-arabana-banned-spot = Du hast deine Brücke in diesem Zug von { $spot } genommen; dort darfst du jetzt keine neue bauen.
err-arabana-exchange-free = { $spot } ist frei; baue dort stattdessen eine Brücke.
err-arabana-exchange-own = Auf { $spot } steht schon deine Brücke.
err-arabana-no-cards = Im Beutel und in der Auslage ist keine Karte mehr: Beende deinen Zug mit `end`.
err-arabana-bag-empty = Der Beutel ist leer: Nimm eine Karte aus der Auslage.
err-arabana-slot-empty = Auslageplatz { $slot } ist leer.
err-arabana-hand-limit = Handlimit: Spiele oder wirf vor dem Ziehen bis auf 4 ab (du hast { $hand }).
err-arabana-must-draw = Beende deinen Zug, indem du eine Karte ziehst (`draw display N` oder `draw bag`).
err-arabana-pass-final-only = Passen darfst du nur in der Schlussrunde.
err-arabana-pass-after-play = Du hast in diesem Zug schon gespielt: Beende ihn mit `end`.
err-arabana-pass-not-allowed = Niemand mit mehr Punkten hat noch einen letzten Zug: Mach deinen jetzt.
err-arabana-takeback-supply = Du hast noch { $left } Brücken im Vorrat; zurücknehmen darfst du erst, wenn keine mehr übrig ist.
err-arabana-takeback-not-own = Auf { $spot } steht nicht deine Brücke.
err-arabana-ku-target = Ku sieht die Hand eines Gegners an; Platz { $target } ist keiner.
err-arabana-ku-empty = Platz { $target } hat keine Karten.
arabana-img-legend-gods = Kane ★: sofort Punkte · andere Götter: im 2. Durchgang nutzbar
