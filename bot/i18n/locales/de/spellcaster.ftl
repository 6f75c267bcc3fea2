# Spellcaster (Deutsch). Begriffe: Energiekristalle, Saphire, Magier, Gegner; Stapel Rot/Gelb/Blau/Grün
# (Kampf/Heilung/Zauberei/Beschwörung), Nachziehstapel, Ablagestapel, aktiver Zauber.

## Colours, their roles, and names for people
spellcaster-colour-red = Rot
spellcaster-colour-yellow = Gelb
spellcaster-colour-blue = Blau
spellcaster-colour-green = Grün
spellcaster-colour-adj-red = rote
spellcaster-colour-adj-yellow = gelbe
spellcaster-colour-adj-blue = blaue
spellcaster-colour-adj-green = grüne
spellcaster-role-red = Kampf
spellcaster-role-yellow = Heilung
spellcaster-role-blue = Zauberei
spellcaster-role-green = Beschwörung
spellcaster-or = { $a } oder { $b }
spellcaster-list-sep = {", "}
spellcaster-someone = Jemand
spellcaster-the-rival = der Gegner
spellcaster-card-colour = { $name } ({ $colour })
spellcaster-card-colour-active = { $name } ({ $colour }, aktiver Zauber)

## Thread lines (events)
spellcaster-event-turn = **Zug { $turn }** — { $who } (Magier { $letter })
spellcaster-event-trigger = Der aktive Zauber **{ $card }** von { $who } wirkt.
spellcaster-event-nullified = Der aktive Zauber **{ $card }** von { $who } ist aufgehoben und wirkt nicht.
spellcaster-event-unpaid = Der aktive Zauber **{ $card }** von { $who } kann seine Kosten nicht bezahlen und wirkt nicht.
spellcaster-event-deck-empty = { $who } findet den Nachziehstapel leer.
spellcaster-event-draw = { $who } zieht { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } (noch { $deck } im Nachziehstapel).
spellcaster-event-drew = Du ziehst { $cards }.
spellcaster-event-deck-short = ⚠️ Der Nachziehstapel reicht nicht mehr: Das Spiel endet nach diesem Zug.
spellcaster-event-play = { $who } spielt **{ $card }** auf den Stapel { $pile } aus.
spellcaster-event-activate = { $who } aktiviert **{ $card }** ({ $pile }).
spellcaster-event-echo = { $who } wiederholt **{ $card }** ({ $pile }): Der Text wirkt noch einmal.
spellcaster-effect = { $card }: { $line }
spellcaster-event-pay-energy = { $who } zahlt { $n ->
        [one] { $n } Energiekristall
       *[other] { $n } Energiekristalle
    }.
spellcaster-event-pay-sapphires = { $who } zahlt { $n ->
        [one] { $n } Saphir
       *[other] { $n } Saphire
    }.
spellcaster-event-energy-gain = { $who } erhält { $n ->
        [one] { $n } Energiekristall
       *[other] { $n } Energiekristalle
    } (jetzt { $now }).
spellcaster-event-energy-lose = { $who } verliert { $n ->
        [one] { $n } Energiekristall
       *[other] { $n } Energiekristalle
    } (jetzt { $now }).
spellcaster-event-sapphires-gain = { $who } erhält { $n ->
        [one] { $n } Saphir
       *[other] { $n } Saphire
    } (jetzt { $now }).
spellcaster-event-sapphires-lose = { $who } verliert { $n ->
        [one] { $n } Saphir
       *[other] { $n } Saphire
    } (jetzt { $now }).
spellcaster-event-guarded = Der Schutz von { $who } fängt { $n ->
        [one] { $n } Energiekristall
       *[other] { $n } Energiekristalle
    } ab.
spellcaster-event-guard = { $who } verliert bis zum eigenen nächsten Zug durch jede rote Karte { $n ->
        [one] { $n } Energiekristall
       *[other] { $n } Energiekristalle
    } weniger.
spellcaster-event-nullify = Die aktiven Zauber von { $rival } wirken bis zum nächsten Zug von { $who } nicht.
spellcaster-event-extra-actions = { $who } erhält in diesem Zug { $n ->
        [one] { $n } zusätzliche Aktion
       *[other] { $n } zusätzliche Aktionen
    }.
spellcaster-event-discard-hand = { $who } wirft **{ $card }** ab.
spellcaster-event-discard-pile = **{ $card }** wird vom Stapel { $pile } abgeworfen.
spellcaster-event-decline = { $who } wirft nichts ab.
spellcaster-event-turn-card = { $who } dreht **{ $card }** auf dem Stapel { $pile } zu sich.
spellcaster-event-take = { $who } nimmt **{ $card }** vom Ablagestapel zurück.
spellcaster-event-foresight = { $who } sieht sich { $n ->
        [one] die oberste Karte
       *[other] die obersten { $n } Karten
    } des Nachziehstapels an.
spellcaster-event-foresee = Du siehst { $cards }.
spellcaster-event-keep = Du behältst **{ $card }**.
spellcaster-event-kept = { $who } behält eine davon.
spellcaster-event-bottom = { $who } legt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } unter den Nachziehstapel.
spellcaster-event-no-target = **{ $card }** hat kein Ziel.
spellcaster-event-no-action = { $who } kann weder ziehen (der Nachziehstapel ist leer) noch ausspielen oder aktivieren und verliert { $lost ->
        [one] die letzte Aktion
       *[other] die letzten { $lost } Aktionen
    } dieses Zuges.
spellcaster-score = Saphire { $s0 }–{ $s1 }, Energiekristalle { $e0 }–{ $e1 }
spellcaster-game-draw = 🏁 Unentschieden ({ $reason }) — { $score }.
spellcaster-game-won = 🏆 **{ $who }** gewinnt ({ $reason }) — { $score }.
spellcaster-reason-energy = keine Energiekristalle mehr
spellcaster-reason-energy-of = { $who } hat keine Energiekristalle mehr
spellcaster-reason-sapphires = { $n } Saphire
spellcaster-reason-deck = der Nachziehstapel ist aufgebraucht

## Buttons, select options and select placeholders
spellcaster-label-draw = Eine Karte ziehen
spellcaster-label-play = { $card } ausspielen
spellcaster-label-discard = { $card } abwerfen
spellcaster-label-take = { $card } zurücknehmen
spellcaster-label-activate = { $colour } aktivieren: { $card }
spellcaster-label-activate-pile = Zauber auf Stapel { $colour } aktivieren
spellcaster-label-decline = Nichts abwerfen: Dein Gegner zieht { $n }
spellcaster-label-pile = Stapel { $colour }
spellcaster-label-pile-fumble = { $card } abwerfen (Stapel { $colour })
spellcaster-label-pile-twist = { $card } zu dir drehen (Stapel { $colour })
spellcaster-label-pile-echo = { $card } wiederholen (Stapel { $colour })
spellcaster-label-pile-card = { $card } (Stapel { $colour })
spellcaster-label-keep = { $card } behalten
spellcaster-label-bottom = Ganz nach unten: { $card }
spellcaster-group-draw-activate = Ziehen oder einen Zauber aktivieren
spellcaster-group-decline = Oder nichts abwerfen
spellcaster-group-activate = Einen Zauber aktivieren
spellcaster-group-play = Eine { $colours } Karte ausspielen…
spellcaster-group-discard = Eine { $colours } Karte abwerfen…
spellcaster-group-take = Eine { $colours } Karte zurücknehmen…

## Turn prompts: public (the table) and second person (the chooser's DM)
spellcaster-prompt-discard = { $who } wählt eine Karte zum Abwerfen ({ $card })
spellcaster-prompt-bargain = { $who } entscheidet: eine Karte abwerfen, oder { $caster } zieht { $n } ({ $card })
spellcaster-prompt-fumble = { $caster } wählt den Stapel, den { $card } abräumt
spellcaster-prompt-twist = { $caster } wählt den Stapel, den { $card } umdreht
spellcaster-prompt-echo = { $caster } wählt die Karte, die { $card } wiederholt
spellcaster-prompt-rewind = { $caster } wählt eine Karte zum Zurücknehmen ({ $card })
spellcaster-prompt-keep = { $caster } sieht sich die obersten Karten an und behält eine ({ $card })
spellcaster-prompt-order = { $caster } ordnet die Karten, die unter den Nachziehstapel kommen ({ $card })
spellcaster-prompt-other = { $who } wählt ({ $card })
spellcaster-your-discard = { $card }: Wähle eine Handkarte zum Abwerfen.
spellcaster-your-bargain = { $card }: Wirf eine Karte deiner Wahl ab – oder keine, dann zieht { $caster } { $n }.
spellcaster-your-fumble = { $card }: Wähle einen Stapel, der { $rival } zugewandt ist; seine oberste Karte wird abgeworfen.
spellcaster-your-twist = { $card }: Wähle einen Stapel, der { $rival } zugewandt ist; seine oberste Karte wird zu dir gedreht.
spellcaster-your-echo = { $card }: Wähle einen dir zugewandten Zauber, dessen Text noch einmal wirkt.
spellcaster-your-rewind = { $card }: Wähle eine Karte, die du vom Ablagestapel zurücknimmst.
spellcaster-your-keep = { $card }: Behalte eine der aufgedeckten Karten (unter deiner Hand); die anderen kommen unter den Nachziehstapel.
spellcaster-your-order = { $card }: Wähle die Karte, die ganz unten in den Nachziehstapel kommt (die andere direkt darüber).
spellcaster-your-other = { $card }: Deine Wahl.
spellcaster-prompt-over = Das Duell ist nach { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    } vorbei: { $result }
spellcaster-prompt-your-turn = Du hast noch { $n ->
        [one] { $n } Aktion
       *[other] { $n } Aktionen
    }: Ziehe eine Karte, spiele eine aus deiner Hand aus oder aktiviere einen dir zugewandten Zauber.
spellcaster-prompt-turn = { $who } ist am Zug: noch { $n ->
        [one] { $n } Aktion
       *[other] { $n } Aktionen
    } — ziehen, ausspielen oder aktivieren.
spellcaster-prompt-your-turn-deck-empty = Du hast noch { $n ->
        [one] { $n } Aktion
       *[other] { $n } Aktionen
    }; der Nachziehstapel ist leer: Spiele eine Karte aus deiner Hand aus oder aktiviere einen dir zugewandten Zauber.
spellcaster-prompt-turn-deck-empty = { $who } ist am Zug: noch { $n ->
        [one] { $n } Aktion
       *[other] { $n } Aktionen
    } — der Nachziehstapel ist leer: ausspielen oder aktivieren.

## Images: table and hand
spellcaster-img-pile-header = { $symbol } { $colour } · { $role }
spellcaster-img-active-spell = ⟳ AKTIVER ZAUBER
spellcaster-img-empty = leer
spellcaster-img-nobody = gehört niemandem
spellcaster-img-used = ✓ benutzt
spellcaster-img-pile-size = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
spellcaster-img-faces = zeigt zu { $letter }
spellcaster-img-mage = Magier { $letter }
spellcaster-img-mage-you = Magier { $letter } (du)
spellcaster-img-player-you = { $name } (du)
spellcaster-img-winner = SIEGER
spellcaster-img-actions-left = { $n ->
        [one] noch { $n } Aktion
       *[other] noch { $n } Aktionen
    }
spellcaster-img-guard = Schutz −{ $n }
spellcaster-img-nullify = Aufhebung
spellcaster-img-energy = ⚡ Energiekristalle { $n }
spellcaster-img-sapphires = ◆ Saphire { $n }/{ $goal }
spellcaster-img-deck = Nachziehstapel
spellcaster-img-deck-ending = endet nach diesem Zug
spellcaster-img-discard = Ablagestapel { $n }
spellcaster-img-turn = Zug { $n }
spellcaster-img-last-move = Letzter Zug
spellcaster-img-question-discard = { $letter } wirft ab
spellcaster-img-question-bargain = { $letter } wirft ab oder nicht
spellcaster-img-question-fumble = { $letter } wählt einen Stapel
spellcaster-img-question-twist = { $letter } wählt einen Stapel
spellcaster-img-question-echo = { $letter } wählt einen Zauber
spellcaster-img-question-rewind = { $letter } nimmt eine Karte
spellcaster-img-question-keep = { $letter } behält eine Karte
spellcaster-img-question-order = { $letter } ordnet Karten
spellcaster-img-question-other = { $letter } wählt
spellcaster-last-activate = { $letter } aktivierte { $card }
spellcaster-last-draw = { $letter } zog eine Karte
spellcaster-last-play = { $letter } spielte { $card } aus
spellcaster-last-discard = { $letter } warf { $card } ab
spellcaster-last-decline = { $letter } warf nichts ab
spellcaster-last-pile = { $letter } wählte Stapel { $colour }
spellcaster-last-take = { $letter } nahm { $card } zurück
spellcaster-last-keep = { $letter } behielt eine Karte
spellcaster-last-bottom = { $letter } ordnete den Stapelboden
spellcaster-img-wins = Magier { $letter } gewinnt
spellcaster-img-draw = Unentschieden
spellcaster-img-hand-over = Spiel vorbei: { $result }
spellcaster-img-after-turns = nach { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }
spellcaster-img-hand-title = { $who } — deine Hand ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    })
spellcaster-img-no-cards = Keine Karten auf der Hand.
spellcaster-img-foresight = { $card } — behalte eine (der Rest kommt unter den Nachziehstapel):

## /spellcaster cards
spellcaster-cmd-cards = karten
spellcaster-cmd-cards-description = Die Spellcaster-Karten: Name, Farbe, aktive Zauber und Text
spellcaster-cmd-cards-colour = farbe
spellcaster-cmd-cards-colour-description = die zuerst gezeigte Farbe (Standard: Rot)
spellcaster-cards-title = { $symbol } { $colour } — { $role } ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    })
spellcaster-cards-description = Wird auf den Stapel { $colour } gespielt, dir zugewandt: Du kontrollierst den Stapel, solange seine oberste Karte dir zugewandt ist. Eine Aktion aktiviert eine dir zugewandte oberste Karte: Führe ihren Text aus (jede Karte einmal pro Zug).
spellcaster-cards-field = { $name } ×{ $count }
spellcaster-cards-field-active = { $mark } { $name } ×{ $count } · aktiver Zauber
spellcaster-cards-active-text = Zu Beginn deines Zuges: { $text }
spellcaster-cards-footer = Seite { $page }/{ $pages } · { $total } Karten, davon { $active } aktive Zauber ({ $mark }: wirkt von selbst zu Beginn des Zuges seines Besitzers; kann nicht aktiviert werden)

## Cards: names and texts (the engine's data keeps the English)
spellcaster-card-R01-name = Feuerblitz
spellcaster-card-R01-text = Der Gegner verliert 2 Energiekristalle.
spellcaster-card-R02-name = Flammenbestie
spellcaster-card-R02-text = Der Gegner verliert 3 Energiekristalle. Der Gegner erhält 1 Saphir.
spellcaster-card-R03-name = Dämonenbrut
spellcaster-card-R03-text = Der Gegner verliert 3 Energiekristalle. Du verlierst 1 Energiekristall.
spellcaster-card-R04-name = Lebensegel
spellcaster-card-R04-text = Der Gegner verliert 1 Energiekristall. Du erhältst 1 Energiekristall.
spellcaster-card-R05-name = Kampfesrausch
spellcaster-card-R05-text = Der Gegner verliert 1 Energiekristall je Stapel, dessen oberste Karte dir zugewandt ist (diesen eingeschlossen).
spellcaster-card-R06-name = Rückschlag
spellcaster-card-R06-text = Der Gegner verliert 2 Energiekristalle. Hat er danach mehr Energiekristalle als du, verliert er 1 weiteren.
spellcaster-card-R07-name = Donnerschlag
spellcaster-card-R07-text = Der Gegner verliert 2 Energiekristalle und wirft 1 Handkarte seiner Wahl ab (falls vorhanden).
spellcaster-card-R08-name = Brennender Fluch
spellcaster-card-R08-text = Der Gegner verliert 1 Energiekristall.
spellcaster-card-R09-name = Höllenfeuer-Aura
spellcaster-card-R09-text = Der Gegner verliert 2 Energiekristalle. Der Gegner zieht 1 Karte.
spellcaster-card-R10-name = Unheilssiegel
spellcaster-card-R10-text = Der Gegner verliert 1 Energiekristall. Hat er danach 3 oder weniger Energiekristalle, verliert er 1 weiteren.
spellcaster-card-Y01-name = Heilendes Licht
spellcaster-card-Y01-text = Erhalte 2 Energiekristalle.
spellcaster-card-Y02-name = Lindernder Balsam
spellcaster-card-Y02-text = Erhalte 1 Energiekristall. Ziehe 1 Karte.
spellcaster-card-Y03-name = Wort des Schutzes
spellcaster-card-Y03-text = Erhalte 1 Energiekristall. Bis zu deinem nächsten Zug verlierst du durch jede rote Karte 1 Energiekristall weniger.
spellcaster-card-Y04-name = Fluch abwehren
spellcaster-card-Y04-text = Ist die oberste Karte des Stapels Rot dem Gegner zugewandt, wirf sie ab. Erhalte 1 Energiekristall.
spellcaster-card-Y05-name = Zweiter Atem
spellcaster-card-Y05-text = Erhalte 3 Energiekristalle. Der Gegner erhält 1 Saphir.
spellcaster-card-Y06-name = Notheilung
spellcaster-card-Y06-text = Hast du weniger Energiekristalle als der Gegner, erhalte 3 Energiekristalle; sonst erhalte 1 Energiekristall.
spellcaster-card-Y07-name = Saphirzehnt
spellcaster-card-Y07-text = Zahle 1 Saphir: Erhalte 3 Energiekristalle. (Ohne einen Saphir zum Bezahlen nicht aktivierbar.)
spellcaster-card-Y08-name = Regeneration
spellcaster-card-Y08-text = Erhalte 1 Energiekristall.
spellcaster-card-Y09-name = Lebensschutz
spellcaster-card-Y09-text = Erhalte 2 Energiekristalle. Der Gegner zieht 1 Karte.
spellcaster-card-Y10-name = Sprudelnde Quelle
spellcaster-card-Y10-text = Hast du 10 oder mehr Energiekristalle, erhalte 1 Saphir; sonst erhalte 1 Energiekristall.
spellcaster-card-B01-name = Saphirruf
spellcaster-card-B01-text = Erhalte 2 Saphire.
spellcaster-card-B02-name = Dschinnentor
spellcaster-card-B02-text = Erhalte 3 Saphire. Der Gegner erhält 2 Energiekristalle.
spellcaster-card-B03-name = Kristallernte
spellcaster-card-B03-text = Erhalte 3 Saphire. Der Gegner erhält 1 Saphir.
spellcaster-card-B04-name = Saugender Stein
spellcaster-card-B04-text = Stiehl dem Gegner 1 Saphir (er verliert 1 Saphir; du erhältst so viele, wie er verloren hat).
spellcaster-card-B05-name = Juwelenbruch
spellcaster-card-B05-text = Der Gegner verliert 2 Saphire.
spellcaster-card-B06-name = Blutpreis
spellcaster-card-B06-text = Zahle 2 Energiekristalle: Erhalte 3 Saphire. (Deinen letzten Energiekristall darfst du nicht zahlen.)
spellcaster-card-B07-name = Gelehrtenschatz
spellcaster-card-B07-text = Erhalte 1 Saphir. Ziehe 1 Karte.
spellcaster-card-B08-name = Saphirquelle
spellcaster-card-B08-text = Erhalte 1 Saphir.
spellcaster-card-B09-name = Saphirflut
spellcaster-card-B09-text = Erhalte 2 Saphire. Der Gegner erhält 1 Saphir.
spellcaster-card-B10-name = Saugender Bann
spellcaster-card-B10-text = Stiehl dem Gegner 1 Saphir.
spellcaster-card-G01-name = Geflüsterter Handel
spellcaster-card-G01-text = Ziehe 2 Karten, außer der Gegner wirft 1 Karte ab (er entscheidet, ob und welche).
spellcaster-card-G02-name = Traummantel
spellcaster-card-G02-text = Ziehe 2 Karten.
spellcaster-card-G03-name = Stolperzunge
spellcaster-card-G03-text = Wirf die oberste Karte eines Stapels ab, dessen oberste Karte dem Gegner zugewandt ist.
spellcaster-card-G04-name = Gedankendreher
spellcaster-card-G04-text = Drehe die oberste Karte des Stapels Rot, Gelb oder Blau zu dir. Der Gegner zieht 1 Karte.
spellcaster-card-G05-name = Beschleunigung
spellcaster-card-G05-text = Führe in diesem Zug 2 zusätzliche Aktionen aus. Der Gegner zieht 1 Karte.
spellcaster-card-G06-name = Zauberecho
spellcaster-card-G06-text = Führe den Text einer anderen dir zugewandten obersten Karte (kein aktiver Zauber) erneut aus. Das ist keine Aktivierung dieser Karte.
spellcaster-card-G07-name = Zeitumkehr
spellcaster-card-G07-text = Nimm 1 Karte deiner Wahl vom Ablagestapel auf die Hand.
spellcaster-card-G08-name = Voraussicht
spellcaster-card-G08-text = Sieh dir die obersten 3 Karten des Nachziehstapels an: 1 auf die Hand, die anderen in beliebiger Reihenfolge darunter. (Leerer Stapel: Ziehen misslungen.)
spellcaster-card-G09-name = Aufhebung
spellcaster-card-G09-text = Bis zum Beginn deines nächsten Zuges wirken aktive Zauber, die dem Gegner zugewandt sind, nicht.
spellcaster-card-G10-name = Arkane Bibliothek
spellcaster-card-G10-text = Ziehe 1 Karte.
spellcaster-card-G11-name = Mananebel
spellcaster-card-G11-text = Der Gegner wirft 1 Handkarte seiner Wahl ab (falls vorhanden).

## A card's name from its id (for refusals that carry the id in $card)
spellcaster-card-name = { $card ->
        [R01] { spellcaster-card-R01-name }
        [R02] { spellcaster-card-R02-name }
        [R03] { spellcaster-card-R03-name }
        [R04] { spellcaster-card-R04-name }
        [R05] { spellcaster-card-R05-name }
        [R06] { spellcaster-card-R06-name }
        [R07] { spellcaster-card-R07-name }
        [R08] { spellcaster-card-R08-name }
        [R09] { spellcaster-card-R09-name }
        [R10] { spellcaster-card-R10-name }
        [Y01] { spellcaster-card-Y01-name }
        [Y02] { spellcaster-card-Y02-name }
        [Y03] { spellcaster-card-Y03-name }
        [Y04] { spellcaster-card-Y04-name }
        [Y05] { spellcaster-card-Y05-name }
        [Y06] { spellcaster-card-Y06-name }
        [Y07] { spellcaster-card-Y07-name }
        [Y08] { spellcaster-card-Y08-name }
        [Y09] { spellcaster-card-Y09-name }
        [Y10] { spellcaster-card-Y10-name }
        [B01] { spellcaster-card-B01-name }
        [B02] { spellcaster-card-B02-name }
        [B03] { spellcaster-card-B03-name }
        [B04] { spellcaster-card-B04-name }
        [B05] { spellcaster-card-B05-name }
        [B06] { spellcaster-card-B06-name }
        [B07] { spellcaster-card-B07-name }
        [B08] { spellcaster-card-B08-name }
        [B09] { spellcaster-card-B09-name }
        [B10] { spellcaster-card-B10-name }
        [G01] { spellcaster-card-G01-name }
        [G02] { spellcaster-card-G02-name }
        [G03] { spellcaster-card-G03-name }
        [G04] { spellcaster-card-G04-name }
        [G05] { spellcaster-card-G05-name }
        [G06] { spellcaster-card-G06-name }
        [G07] { spellcaster-card-G07-name }
        [G08] { spellcaster-card-G08-name }
        [G09] { spellcaster-card-G09-name }
        [G10] { spellcaster-card-G10-name }
        [G11] { spellcaster-card-G11-name }
       *[other] { $card }
    }

## Rules summary (/spellcaster rules): one phone screen a page, each page's tab; numbers and option names
## are placeholders filled from the engine (cogs/rules.py)
spellcaster-rules-1-tab = Dein Zug
spellcaster-rules-1 =
    {"**"}Spellcaster**: ein Duell zweier Magier. Start: { $energy } Energiekristalle, { $sapphires } Saphire, { $hand } Karten (Option `{ $opt-second-player-bonus }: { $opt-second-player-bonus-on }`: Der zweite Magier erhält { $hand-bonus }).
    {"**"}Sieg** sofort mit **{ $win } Saphiren** oder wenn die **Energiekristalle** deines Gegners **auf 0 fallen**.
    {"**"}Dein Zug**
    1. Aktive Zauber (mit ⟳), die oben auf einem Stapel liegen und dir zugewandt sind, wirken: Rot → Gelb → Blau → Grün.
    2. Du ziehst 1 Karte; ist der Nachziehstapel leer, endet das Spiel sofort.
    3. { $actions } Aktionen, beliebig gemischt, mit den Tasten in deiner DM: **{ spellcaster-label-draw }** (nicht vom leeren Nachziehstapel); **… ausspielen** – auf den Stapel ihrer Farbe, dir zugewandt (du kontrollierst nun diese Farbe); **… aktivieren** – den Text einer dir zugewandten obersten Karte ausführen (kein aktiver Zauber; jede Karte einmal pro Zug). Bleibt nichts zu tun, verfallen deine übrigen Aktionen.
    {"**"}Stapel**: Rot (Kampf), Gelb (Heilung), Blau (Zauberei), Grün (Beschwörung). Nur die oberste Karte zählt; wird sie abgeworfen, liegt die darunter wieder oben, mit ihrer alten Ausrichtung.
    {"**"}Kosten** („Zahle 2 Energiekristalle“) müssen bezahlbar sein, nie mit deinem letzten Energiekristall.
spellcaster-rules-2-tab = Entscheidungen und Ende
spellcaster-rules-2 =
    {"**"}Entscheidungen** kommen als Tasten zum richtigen Magier: Dein Gegner wählt seine Abwürfe selbst (**… abwerfen**; beim Geflüsterten Handel darf er stattdessen **Nichts abwerfen** drücken, dann ziehst du); du wählst den Stapel, auf den eine Karte wirkt, die zurückgenommene Karte (**… zurücknehmen**) und bei Voraussicht die behaltene Karte (**… behalten**) und die Karte ganz unten im Nachziehstapel.
    {"**"}Siege** werden nach jedem Schritt eines Effekts geprüft: Gegner bei 0 Energiekristallen, du bei 0, du bei { $win } Saphiren, Gegner bei { $win }.
    {"**"}Wenn der Nachziehstapel ausgeht**: Findet ein Magier beim Ziehen seines Zuges (Schritt 2) den Nachziehstapel leer, endet das Spiel sofort (seine aktiven Zauber haben schon gewirkt). Findet das Ziehen durch eine Karte (oder Voraussicht) zu wenige Karten, endet das Spiel nach diesem Zug. Dann gewinnt, wer mehr Saphire hat, dann mehr Energiekristalle; herrscht auch dann Gleichstand, endet das Duell unentschieden.

## Engine refusals (GameError codes; the params the engine passes)
err-spellcaster-unreadable = „{ $text }“ ist nicht lesbar: Schreibe eine dieser Formen: `draw | play <card> | activate <colour> | discard <card> | decline | pile <colour> | take <card> | keep <card> | bottom <card>`.
err-spellcaster-unknown-card = „{ $text }“ ist nicht lesbar: Das ist keine Kartennummer (Karten sind R01…G11).
err-spellcaster-unknown-pile = „{ $text }“ ist nicht lesbar: Das ist kein Stapel (Stapel: `red`, `yellow`, `blue`, `green`).
err-spellcaster-awaiting-choice = { $action } ist jetzt nicht möglich: { spellcaster-card-name } wartet auf die Entscheidung, { $kind ->
        [discard] welche Karte du abwirfst (`discard <Karte>`)
        [bargain] ob du eine Karte abwirfst oder deinen Gegner ziehen lässt (`discard <Karte>` oder `decline`)
        [fumble] welcher dem Gegner zugewandte Stapel seine oberste Karte verliert (`pile <Farbe>`)
        [twist] welcher Stapel seine oberste Karte zu dir dreht (`pile <Farbe>`)
        [echo] welche dir zugewandte oberste Karte noch einmal wirkt (`pile <Farbe>`)
        [rewind] welche Karte du vom Ablagestapel nimmst (`take <Karte>`)
        [keep] welche aufgedeckte Karte du behältst (`keep <Karte>`)
        [order] welche Karte ganz unten unter den Nachziehstapel kommt (`bottom <Karte>`)
       *[other] eine Entscheidung
    }.
err-spellcaster-bad-choice = { $action } ist keine mögliche Antwort: Wähle eine von { $options }.
err-spellcaster-not-in-hand = { $action }: Du hast { $card } ({ spellcaster-card-name }) nicht auf der Hand.
err-spellcaster-cannot-activate = { $action }: Diese Karte kann jetzt nicht aktiviert werden ({ $reason }).
err-spellcaster-no-choice-awaited = { $action } ist jetzt nicht möglich: Keine Karte fragt nach dieser Wahl; ziehe, spiele eine Karte aus oder aktiviere einen Stapel.
err-spellcaster-deck-empty = { $action }: Der Nachziehstapel ist leer, Ziehen ist nicht möglich; spiele eine Karte aus oder aktiviere einen Stapel.
spellcaster-img-active-short = ⟳ AKTIV
