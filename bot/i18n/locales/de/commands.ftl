# Slash-Befehle: Namen (-name: klein, ohne Leerzeichen, höchstens 32 Zeichen) und Beschreibungen
# (-desc: höchstens 100 Zeichen).

## Optionen mehrerer Befehle
cmd-option-table-name = tisch
cmd-option-table-desc = Tischnummer (Standard: der Tisch dieses Threads)
cmd-option-player-name = spieler
cmd-option-player-desc = die Person, deren Platz ein Computer übernimmt
cmd-option-moves-name = züge
cmd-option-moves-desc = wie viele Züge gezeigt werden (Standard 15)
cmd-option-value-name = wert

## /tisch
cmd-table-name = tisch
cmd-table-desc = Deine Spieltische
cmd-table-hand-name = hand
cmd-table-hand-desc = Zeigt deine Hand und deine Auswahl (nur du siehst sie)
cmd-table-status-name = stand
cmd-table-status-desc = Zeigt den Tisch und wer am Zug ist
cmd-table-leave-name = verlassen
cmd-table-leave-desc = Einen Tisch verlassen (in einem laufenden Spiel übernimmt ein Computer)
cmd-table-undo-name = zurücknehmen
cmd-table-undo-desc = Deinen letzten Zug zurücknehmen (in deinem Zug, wenn er nichts aufgedeckt hat)
cmd-table-rejoin-name = zurückkehren
cmd-table-rejoin-desc = Deinen Platz nach verpassten Zügen vom Computer zurückholen
cmd-table-kick-name = abgeben
cmd-table-kick-desc = Gastgeber: den Platz einer Person für den Rest des Spiels einem Computer geben
cmd-table-vote-end-name = ende-abstimmen
cmd-table-vote-end-desc = Für das Ende des Tisches stimmen (die Mehrheit der Spieler beendet ihn)
cmd-table-end-name = beenden
cmd-table-end-desc = Serververwaltung: jeden Tisch dieses Servers sofort beenden
cmd-table-mine-name = meine
cmd-table-mine-desc = Deine offenen Tische auf diesem Server: wer dran ist, mit Links
cmd-table-log-name = verlauf
cmd-table-log-desc = Die letzten Züge in Worten (mit deinen eigenen Geheimnissen, nur für dich)
cmd-table-export-name = export
cmd-table-export-desc = Das ganze Spiel als JSON-Datei, die genau nachspielt (wenn es vorbei ist)

## /<spiel> neu, /<spiel> regeln
cmd-game-desc = { $game } spielen
cmd-new-name = neu
cmd-new-desc = Einen Tisch für { $game } in diesem Kanal eröffnen
cmd-new-computers-name = computer
cmd-new-computers-desc = Computerspieler, die gleich mitspielen
cmd-new-clock-name = bedenkzeit
cmd-new-clock-desc = Bedenkzeit pro Zug: aus, oder z. B. 30m, 12h, 2d (Standard: die des Servers)
cmd-new-level-name = stufe
cmd-new-level-desc = wie stark die Computerspieler sind (Standard: normal)
cmd-new-level-choice-easy = leicht
cmd-new-level-choice-normal = normal
cmd-new-level-choice-hard = schwer
cmd-new-option-desc = { $help } (Standard: { $default })
cmd-rules-name = regeln
cmd-rules-desc = Die Regeln von { $game } in Kürze

## /einstellungen, /statistik, /bestenliste
cmd-settings-name = einstellungen
cmd-settings-desc = Deine Sprache und Benachrichtigungen. Persisch (فارسی) gibt es nur hier
cmd-settings-mention-name = erwähnen
cmd-settings-mention-desc = erwähne mich im Thread, wenn ich dran bin und keine DM mich erreicht (Standard an)
cmd-settings-dm-name = dm
cmd-settings-dm-desc = Direktnachricht, wenn ich dran bin, bei über einer Stunde Bedenkzeit (Standard an)
cmd-settings-quiet-name = ruhe
cmd-settings-quiet-desc = gar keine Hinweise: keine Erwähnungen, lautlose Nachrichten, keine Erinnerungen (Standard aus)
cmd-settings-language-name = sprache
cmd-settings-language-desc = die Sprache meiner Direktnachrichten und Antworten (Standard: meine Discord-Sprache)
cmd-choice-language-auto = Sprache von Discord
cmd-choice-language-en = English (Englisch)
cmd-choice-language-de = Deutsch
cmd-choice-language-fa = فارسی (Persisch)
cmd-stats-name = statistik
cmd-stats-desc = Spiele, Siege und Wertungen auf diesem Server (deine oder die einer anderen Person)
cmd-stats-user-name = spieler
cmd-stats-user-desc = wessen Bilanz (Standard: deine)
cmd-leaderboard-name = bestenliste
cmd-leaderboard-desc = Die am besten gewerteten Spieler eines Spiels auf diesem Server
cmd-leaderboard-game-name = spiel
cmd-leaderboard-game-desc = welches Spiel

## /konfig (Server verwalten)
cmd-config-name = konfig
cmd-config-desc = Servereinstellungen (Server verwalten)
cmd-config-clock-name = bedenkzeit
cmd-config-clock-desc = Standard-Bedenkzeit neuer Tische: aus, oder z. B. 30m, 12h, 2d
cmd-config-clock-value-desc = aus, oder eine Dauer wie 30m, 12h, 2d (leer lassen, um die aktuelle zu sehen)
cmd-config-language-name = sprache
cmd-config-language-desc = Die Sprache der Tische hier: Nachrichten im Thread, Tischbilder, die Lobby
cmd-config-language-value-desc = eine Sprache oder die Discord-Sprache des Servers (leer: die aktuelle sehen)

## Replays, rematches and hints
cmd-table-replay-name = wiederholung
cmd-table-replay-desc = Das beendete Spiel als Animation, ein Bild pro Stich oder Zug
