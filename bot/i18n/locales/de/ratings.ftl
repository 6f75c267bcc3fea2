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
ratings-board-note = -# Alle beginnen bei { $start }. Die Wertung ist die Spielstärke, die dir der Bot sicher zutraut: Sie folgt deinen Ergebnissen und wächst, je sicherer sich der Bot deiner Stärke ist, darum steigen Neue beim Spielen meist, und auch ein mittlerer Platz kann Punkte bringen. Vorläufig: weniger als { $games } gewertete Partien.

## /stats
ratings-stats-title = **Wertungen** von { $name }:
ratings-stats-game = • { $game }: **{ $rating }**{ $provisional }, Platz { $place } von { $rated } · { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }
ratings-stats-none = { $name } hat hier noch keine gewerteten Partien.

## Ende einer gewerteten Partie: warum eine Wertung ohne Sieg gestiegen ist
ratings-why = -# { $why ->
        [upset] ↑ Plus ohne Sieg: { $name } hat jemanden hinter sich gelassen, den der Bot für stärker hielt.
       *[surer] ↑ Plus ohne Sieg: Der Bot weiß jetzt sicherer, wie stark { $name } spielt.
    }
