# Wertungen: die Änderungen in der Schlussnachricht, /leaderboard und /stats.

## das Ende einer gewerteten Partie
ratings-changes-title = **Wertungen**
ratings-change = { $name }: { $before } → { $after }, { $change }
ratings-unrated = Nicht gewertet: { $reason ->
        [hints] An diesem Tisch waren Tipps erlaubt.
       *[stand-in] Ein Computer ist für einen Spieler eingesprungen.
    }

## /leaderboard
ratings-board-title = **{ $game }**-Wertungen auf diesem Server
ratings-board-row = { $place } <@{ $user }> — **{ $rating }**{ $provisional } · { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
ratings-provisional = { " " }(vorläufig)
ratings-board-more = …und { $more ->
        [one] { $more } weitere gewertete Person
       *[other] { $more } weitere gewertete Personen
    }.
ratings-board-none = Hier gibt es noch keine gewerteten { $game }-Partien. Beendet eine Partie ohne Einspringer und ohne Tipps, um auf die Liste zu kommen.
ratings-board-note = -# Reihenfolge nach der vorsichtigen Schätzung μ − 3σ (wer neu ist, beginnt bei { $start }). Vorläufig: weniger als { $games } gewertete Partien.

## /stats
ratings-stats-title = **Wertungen** von { $name }:
ratings-stats-game = • { $game }: **{ $rating }**{ $provisional }, Platz { $place } von { $rated } · { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }
ratings-stats-none = { $name } hat hier noch keine gewerteten Partien.
