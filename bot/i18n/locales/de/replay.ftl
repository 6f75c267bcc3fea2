## Wiederholungen, Revanchen und Tipps (`cogs.replay`, `cogs.hints`)
replay-button = Wiederholung
replay-posted = 🎞️ Wiederholung von Tisch #{ $table } ({ $game }): { $frames } Bilder.
replay-link = 🎞️ Die Wiederholung von Tisch #{ $table } ist hier: { $link }
replay-failed = 🎞️ Die Wiederholung von Tisch #{ $table } ließ sich diesmal nicht erstellen: drücke noch einmal auf Wiederholung, um es erneut zu versuchen.

replay-rematch-button = Revanche
replay-rematch-decline-button = Ablehnen
replay-rematch-invite = 🔁 Revanche für Tisch #{ $table }: { $host } hat Tisch #{ $rematch } ({ $game }) mit denselben Optionen und Computern eröffnet: { $lobby }. Spieler der letzten Partie: mit „Beitreten“ in der Lobby mitspielen oder hier ablehnen.
replay-rematch-hints = { $hints ->
    [on] 💡 Tipps sind erlaubt, daher wird diese Partie nicht gewertet: der Gastgeber kann sie in der Lobby mit **Keine Tipps** abschalten.
   *[off] 💡 Tipps sind aus, wie in der letzten Partie.
}
replay-rematch-declined = { $name } lehnt die Revanche ab (Tisch #{ $table }).
replay-rematch-decline-late = Tisch #{ $table } wartet nicht mehr auf Spieler.

replay-hints-toggle-on = Tipps erlauben
replay-hints-toggle-off = Keine Tipps
replay-hint-button = Tipp
replay-hint-answer = 💡 Tisch #{ $table }: Der starke Computer würde mit deinem Wissen **{ $move }** wählen.
replay-hint-nothing = 💡 Tisch #{ $table }: Gerade gibt es nichts zu wählen.
replay-hint-used = 💡 { $name } hat sich einen Tipp geholt.
replay-hints-used = 💡 { $count ->
    [one] Ein Tipp
   *[other] { $count } Tipps
} in diesem Spiel (nicht gewertet).
replay-hint-banner = Tipp: { $move }
