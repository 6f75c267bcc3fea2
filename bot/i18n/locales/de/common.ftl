# Gemeinsame Wörter. Platzhalter: { $name } usw. Schlüssel in jeder Sprache gleich halten.
language-name = Deutsch

common-list-separator = {", "}
common-on = an
common-off = aus

# Bedenkzeit. Eingegeben wird wie im Englischen: 30m, 12h, 2d, 1h30m.
common-clock-off = aus
common-duration = { $days ->
        [0] {""}
        [one] { $days } Tag{" "}
       *[other] { $days } Tage{" "}
    }{ $hours ->
        [0] {""}
       *[other] { $hours } Std.{" "}
    }{ $minutes ->
        [0] {""}
       *[other] { $minutes } Min.
    }
common-clock-help = schreib `aus` oder eine Dauer wie 30m, 12h, 2d oder 1h30m (m Minuten, h Stunden, d Tage; 1 Minute bis 14 Tage)

common-computer-name = Computer { $number }
common-away-name = { $name } (Computer)
common-player = Spieler { $letter }

common-field = { $name }: { $value }
common-field-to-move = am Zug
common-field-turn = Zug
common-field-pile = Stapel
common-field-board = Spielfeld
common-field-placed = gelegt
common-field-hand = Hand
common-field-hand-sizes = Handkarten
common-field-deck-size = Nachziehstapel
common-field-taken = genommen
common-field-scores = Punkte
common-field-phase = Phase
common-field-names = Spieler
