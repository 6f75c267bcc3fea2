# Antworten von /einstellungen, /statistik, /bestenliste und /konfig.

## /einstellungen
settings-title = Deine Einstellungen:
settings-mention = **Erwähnung im Thread, wenn du dran bist und keine DM dich erreicht**: { $value }
settings-dm = **Direktnachricht, wenn du dran bist**, an Tischen mit über einer Stunde Bedenkzeit: { $value } (aus: die Nachricht mit deiner Auswahl kommt lautlos)
settings-quiet = **Ruhe**: { $value } (an: keine Erwähnungen, lautlose Direktnachrichten, keine Erinnerungen)
settings-language = **Sprache**: { $language } ({ $source })
settings-language-chosen = deine Wahl; `{ DISCORD("cmd-settings-language-name") }: { DISCORD("cmd-choice-language-auto") }` folgt wieder Discord
settings-language-discord = deine Discord-Sprache
settings-language-default = die Voreinstellung

## /statistik und /bestenliste
settings-stats-none = { $name } hat hier noch keine beendeten Spiele.
settings-stats-total = **{ $name }**: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } ({ $percent } %)
settings-stats-game = • { $game }: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
settings-stats-stand-in = In { $count } dieser Spiele hatte { $name } eine Vertretung.

## /konfig
settings-config-clock-current = Neue Tische bekommen hier eine Bedenkzeit von **{ $clock }**. Zum Ändern { common-clock-help }.
settings-config-clock-set = Neue Tische bekommen hier jetzt eine Bedenkzeit von **{ $clock }** (ein Tisch kann mit `{ DISCORD("cmd-new-clock-name") }:` eine eigene wählen).
settings-config-language-current = Die Tische hier sprechen **{ $language }** ({ $source }): Nachrichten im Thread, Tischbilder und die Lobby. In Direktnachrichten und Antworten bekommt jeder seine eigene Sprache.
settings-config-language-source-set = gesetzt mit `/{ DISCORD("cmd-config-name") } { DISCORD("cmd-config-language-name") }`
settings-config-language-source-discord = die Discord-Sprache des Servers
settings-config-language-source-default = die Voreinstellung
settings-config-language-set = Die Tische hier sprechen jetzt **{ $language }**: Nachrichten im Thread, Tischbilder und die Lobby.
settings-config-language-auto = Die Tische hier folgen jetzt der Discord-Sprache des Servers: **{ $language }**.
