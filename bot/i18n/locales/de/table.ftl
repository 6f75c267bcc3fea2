# Der Ablauf am Tisch: Lobby, Zeilen im Thread, Direktnachrichten, Knöpfe und die Antworten von /tisch.

## Knöpfe
table-button-join = Mitspielen
table-button-leave = Aussteigen
table-button-computer = Computer dazu
table-button-start = Starten
table-button-cancel = Absagen
table-button-hand = Meine Hand zeigen
table-button-undo = Zurücknehmen
table-button-vote = Für Ende stimmen
table-button-easy = Leichter Computer dazu
table-button-hard = Starker Computer dazu
table-level-easy = leicht
table-level-normal = normal
table-level-hard = schwer
table-level-random = zufällig

## Die Lobby
table-lobby-title = **{ $game }** — Tisch #{ $table }
table-lobby-options = Optionen: { $options }
table-lobby-option = { $name }: { $value }
table-lobby-no-options = keine
table-lobby-clock = Bedenkzeit: { $clock }
table-lobby-host = (Gastgeber)
table-lobby-lobby = Wir warten auf Mitspieler ({ $need }). Der Gastgeber startet das Spiel.
table-lobby-running = Das Spiel läuft.
table-lobby-finished = Beendet
table-lobby-cancelled = Dieser Tisch wurde abgesagt.
table-lobby-abandoned = Dieser Tisch wurde beendet.

## Der Thread
table-thread-intro = Tisch #{ $table } spielt hier. Mach mit über die Knöpfe oben.
table-no-thread = Ich darf hier keine Threads anlegen, darum spielt dieser Tisch in diesem Kanal.
table-begins = **{ $game }** beginnt! Eure Hände kommen per Direktnachricht.
table-dm-refused = <@{ $user }>, ich kann dir keine Direktnachrichten schicken. Mit **{ table-button-hand }** unter dem neuesten Beitrag des Tischs siehst du deine Karten und wählst.
table-standings = **Endstand**
table-standings-stand-in = (mit Vertretung)
table-seat = Platz { $number }
table-notice-stand-in = ⏰ { $name } hat die Zeit überschritten: eine Vertretung (Computer) hat für { $name } gezogen.
table-notice-handover = 🤖 { $name } hat { $turns } Züge in Folge verpasst: jetzt spielt ein Computer den Platz. `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }` holt ihn zurück.
table-notice-rejoin = 👋 { $name } ist zurück und spielt den eigenen Platz wieder.
table-notice-kick = 🤖 Der Gastgeber hat den Platz von { $name } für den Rest des Spiels einem Computer gegeben.
table-notice-leave = 🤖 { $name } ist ausgestiegen: ein Computer spielt den Platz bis zum Ende.
table-notice-undo = ↩️ { $name } hat den letzten Zug zurückgenommen.
table-vote-open = 🗳️ { $voter } stimmt dafür, Tisch #{ $table } zu beenden: { $votes } von { $needed } nötigen Stimmen.
table-vote-ended = 🛑 Tisch #{ $table } endet per Abstimmung ({ $votes } von { $needed }). Es wird kein Ergebnis gewertet.
table-ended-by = 🛑 Tisch #{ $table } wurde von { $name } (Serververwaltung) beendet. Es wird kein Ergebnis gewertet.

## Allgemeine Wörter für ein Spiel ohne eigene Texte
table-event = { $who } { $what }
table-event-details = { $who } { $what }: { $details }
table-waiting-for = Wir warten auf { $names }.
table-game-over = Das Spiel ist vorbei.
table-choose-part = Wählen ({ $part }/{ $parts })

## Direktnachrichten und Auswahl
table-your-turn = **Du bist dran** an Tisch #{ $table }: { $prompt }
table-your-turn-deadline = **Du bist dran** an Tisch #{ $table } (⏰ { $deadline }): { $prompt }
table-dm-header = Tisch #{ $table }
table-hand-prompt = Tisch #{ $table }: { $prompt }
table-you-took-back = ↩️ Zurückgenommen: { $action }
table-undone = ↩️ Zurückgenommen.
table-undone-dm = ↩️ Zurückgenommen. Deine Auswahl kommt wieder per Direktnachricht.
table-reminder = ⏰ Die Hälfte deiner Zeit an Tisch #{ $table } ({ $game }) ist um: du bist dran, und { $deadline } zieht eine Vertretung für dich.
table-button-unused = Dieser Knopf wird nicht mehr verwendet.
table-choose-one = Wähle genau eine Möglichkeit.
table-nothing-left = Dort gibt es nichts mehr zu wählen.
table-vote-counted = Deine Stimme für das Ende von Tisch #{ $table } zählt ({ $votes } von { $needed }).

## Antworten von /tisch
table-state-lobby = Lobby
table-state-running = läuft
table-state-finished = beendet
table-state-cancelled = abgesagt
table-state-abandoned = abgebrochen
table-state-damaged = beiseitegestellt (beschädigt)
table-status = Tisch #{ $table } ({ $status }) — { $scores }
table-you-left = Du hast Tisch #{ $table } verlassen.
table-welcome-back = Willkommen zurück: du spielst deinen Platz an Tisch #{ $table } wieder selbst.
table-kicked = Ein Computer spielt jetzt den Platz von { $name } an Tisch #{ $table }.
table-prompt-removed = Ein Computer spielt jetzt deinen Platz an Tisch #{ $table }.
table-ended = Tisch #{ $table } ist beendet.
table-mine-none = Du hast hier keinen offenen Tisch. Starte einen mit `/<spiel> { DISCORD("cmd-new-name") }`.
table-mine-lobby = Lobby, { $seated } am Tisch
table-mine-away = ein Computer spielt deinen Platz (`/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }`)
table-mine-damaged = beiseitegestellt: das gespeicherte Spiel ist beschädigt
table-mine-your-turn = **du bist dran**
table-mine-waiting = wir warten auf { $names }
table-mine-nobody = niemanden
table-log-header = **Tisch #{ $table }** — die letzten { $shown } von { $total } Zügen
table-log-empty = Tisch #{ $table }: noch keine Züge.
table-export = Tisch #{ $table }: { $moves ->
        [one] { $moves } Zug.
       *[other] { $moves } Züge.
    }

# Zustellung: ältere Auswahlen und das Ende eines Tisches
table-prompt-superseded = ⏭ Überholt: deine aktuelle Auswahl steht in einer neueren Nachricht.
table-final-place = 🏁 Tisch #{ $table } ist beendet. Dein Platz: { $place }. Endstand: { $link }
table-final-ended = 🛑 Tisch #{ $table } wurde beendet: diese Auswahl ist geschlossen.
table-final-closed = 🏁 Tisch #{ $table } ist beendet: diese Auswahl ist geschlossen.
table-end-dm = **Tisch #{ $table }** ({ $game }) ist beendet.
table-end-board = Das letzte Spielbild: { $link }
table-thinking = 🤖 { $name } denkt nach…
table-stale-hand = Das ist von einem früheren Moment: der Tisch ist weiter. Deine aktuelle Hand und Auswahl:
table-button-back = Zurück

# Die Abschluss-DM eines Platzes (wording.present.ending): Platz, Ergebnis des Spiels, Punkte aller.
table-ending-won = 🏆 Du hast gewonnen!
table-ending-shared = 🏆 Du teilst dir den Sieg!
table-ending-place = 🏁 Dein Platz: { $place } von { $players }.
table-ending-standings = Endstand: { $rows }
table-ending-row = { $place }. { $name } { $points }
table-ending-row-you = **{ $place }. { $name } { $points }**
table-ending-row-sep = {" · "}
table-result-unreached = 📭 { $user }: Platz { $place } — keine DM erreicht sie, darum steht ihr Ergebnis hier.
