# Ablehnungen, die der Nutzer sieht. Eine Ablehnung mit dem Code "table.not_found" liest den Schlüssel err-table-not-found.
err-failure = Bei mir ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuch es gleich noch einmal.
err-restarting = Ich starte gerade neu; es wurde nichts geändert. Bitte versuch es gleich noch einmal.

## Tische und Plätze
err-table-not-found = Tisch #{ $table } gibt es hier nicht.
err-table-not-a-number = '{ $value }' ist keine Tischnummer: wähle einen Tisch aus der Liste oder tippe seine Nummer (z. B. 12).
err-table-damaged = Tisch #{ $table } ist beiseitegestellt: sein gespeichertes Spiel ist beschädigt und kann nicht weitergespielt werden. Wer den Server verwalten darf, schließt ihn mit `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-end-name") }`.
err-table-unknown-game = Unbekanntes Spiel '{ $game }'.
err-table-wrong-status = Tisch #{ $table } { $status ->
        [lobby] ist noch in der Lobby
        [running] läuft schon
        [finished] ist beendet
        [cancelled] wurde abgesagt
        [damaged] ist beiseitegestellt (sein gespeichertes Spiel ist beschädigt)
       *[abandoned] wurde abgebrochen
    }.
err-table-not-started = Das Spiel hat noch nicht begonnen.
err-table-not-host = Das kann nur der Gastgeber des Tisches.
err-table-not-seated = Du hast keinen Platz an diesem Tisch.
err-table-user-not-seated = Diese Person hat keinen Platz an diesem Tisch.
err-table-already-seated = Du hast schon einen Platz an diesem Tisch.
err-table-full = Der Tisch ist voll ({ $max } Spieler).
err-table-player-count = { $game } braucht { $exact ->
        [yes] genau { $min }
       *[no] { $min } bis { $max }
    } Spieler, nicht { $players }.
err-table-bad-level = Unbekannte Computerstufe '{ $level }' (möglich: { $allowed }).
err-table-no-computer = Es gibt keinen Computerspieler zum Entfernen.
err-table-bad-request = Diese Anfrage passt nicht zu diesem Tisch.
err-table-none-open = Du hast keinen offenen Tisch. Starte einen mit `/<spiel> { DISCORD("cmd-new-name") }`.
err-table-which = Du sitzt an mehreren Tischen: nenne einen mit `{ DISCORD("cmd-option-table-name") }:` ({ $tables }).
err-table-bad-language = Unbekannte Sprache '{ $language }' (möglich: en, de, fa).

## Klicks, die zu spät kamen
err-table-stale = Der Tisch ist weitergegangen, während du gewählt hast. Schau in die neueste Nachricht.
err-table-stale-button = Dieser Knopf ist von einem früheren Moment: der Tisch ist weitergegangen. Nimm die neueste Nachricht.
err-table-stale-undo = Dieser Zurücknehmen-Knopf ist von einem früheren Moment: der Tisch ist weitergegangen.

## Zurücknehmen
err-table-nothing-to-undo = Es gibt nichts zurückzunehmen.
err-table-undo-no-move = Nichts zurückzunehmen: es wurde noch kein Zug gemacht.
err-table-undo-other-moved = Nichts zurückzunehmen: seit deinem letzten Zug hat jemand anderes gezogen.
err-table-undo-by-computer = Nichts zurückzunehmen: der letzte Zug kam von einem Computer für dich.
err-table-undo-turn-over = Nichts zurückzunehmen: dein Zug ist vorbei.
err-table-undo-revealed = Nichts zurückzunehmen: `{ $action }` hat Verdecktes aufgedeckt oder auf Glück gezogen, darum bleibt es.

## Bedenkzeit und Plätze, die der Computer spielt
err-table-bad-clock = Bedenkzeit '{ $value }' ist keine Dauer: { common-clock-help }.
err-table-clock-range = Bedenkzeit '{ $value }' liegt außerhalb des Bereichs: { common-clock-help }.
err-table-clock-short = Bedenkzeit '{ $value }' ist zu kurz: die kürzeste Bedenkzeit ist 1 Minute ({ common-clock-help }).
err-table-away = Ein Computer spielt deinen Platz, weil du Züge verpasst hast: `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }` holt ihn zurück.
err-table-not-away = Du spielst diesen Platz schon selbst; es gibt nichts zurückzuholen.
err-table-no-seat-to-take = Du hast an diesem Tisch keinen Platz zum Zurückholen.
err-table-kick-self = Deinen eigenen Platz kannst du nicht abgeben: nimm `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-leave-name") }`.

## Abstimmen, Beenden, Export
err-table-not-voter = Nur wer an diesem Tisch spielt, kann für sein Ende stimmen.
err-table-already-voted = Du hast schon für das Ende dieses Tisches gestimmt.
err-table-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Servereinstellungen ändern.
err-table-not-manager-end = Nur Mitglieder mit der Berechtigung „Server verwalten“ können einen Tisch beenden. Spieler können `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-vote-end-name") }` nutzen.
err-table-other-server = Ein Tisch kann nur auf seinem eigenen Server beendet werden.
err-table-not-exportable = Ein Spiel kann exportiert werden, wenn es vorbei ist: sein Startwert würde die verdeckten Karten verraten.

## Tischoptionen (`/<spiel> neu`)
err-option-range = Option { $option }: { $value } liegt außerhalb des erlaubten Bereichs ({ $minimum } bis { $maximum }).
err-option-not-number = Option { $option }: '{ $value }' ist keine ganze Zahl (erlaubt: { $allowed }).
err-option-choice = Option { $option }: '{ $value }' ist nicht erlaubt (erlaubt: { $allowed }).
err-option-unknown = { $game } hat keine Option { $option } (Optionen: { $options }).

## Replays, rematches and hints
err-table-replay-not-over = Eine Wiederholung gibt es, sobald das Spiel vorbei ist: vorher verriete sie die verdeckten Karten.
err-table-replay-none = Du hast hier kein beendetes Spiel zum Wiederholen: nenne eines mit `tisch:`.
err-table-rematch-not-player = Nur wer dieses Spiel mitgespielt hat, kann die Revanche starten.
err-table-rematch-refused = Die Revanche dieses Spiels wurde schon eröffnet.
err-table-hints-off = An diesem Tisch sind keine Tipps erlaubt: Der Gastgeber kann sie in der Lobby erlauben.
