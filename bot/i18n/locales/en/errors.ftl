# Refusals shown to the user. A refusal with code "table.not_found" reads key err-table-not-found.
# The placeholders are the refusal's parameters: $table (a table number as typed), $game …
err-failure = Something went wrong on my side; nothing was changed. Please try again in a moment.
err-restarting = I am restarting; nothing was changed. Please try again in a moment.

## Tables and seats
err-table-not-found = Table #{ $table } does not exist here.
err-table-not-a-number = '{ $value }' is not a table number: pick a table from the list, or type its number (e.g. 12).
err-table-damaged = Table #{ $table } is set aside: its saved game is damaged and cannot be played on. A server manager can close it with `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-end-name") }`.
err-table-unknown-game = Unknown game '{ $game }'.
err-table-wrong-status = Table #{ $table } is { $status ->
        [lobby] still in the lobby
        [running] already running
        [finished] finished
        [cancelled] cancelled
        [damaged] set aside (its saved game is damaged)
       *[abandoned] abandoned
    }.
err-table-not-started = The game has not started yet.
err-table-not-host = Only the host of the table can do that.
err-table-not-seated = You have no seat at this table.
err-table-user-not-seated = That user has no seat at this table.
err-table-already-seated = You already have a seat at this table.
err-table-full = The table is full ({ $max } players).
err-table-player-count = { $game } needs { $exact ->
        [yes] exactly { $min }
       *[no] { $min } to { $max }
    } players, not { $players }.
err-table-bad-level = Unknown computer level '{ $level }' (allowed: { $allowed }).
err-table-no-computer = There is no computer player to remove.
err-table-bad-request = That request does not fit this table.
err-table-none-open = You have no open table. Start one with `/<game> { DISCORD("cmd-new-name") }`.
err-table-which = You sit at several tables: name one with `{ DISCORD("cmd-option-table-name") }:` ({ $tables }).
err-table-bad-language = Unknown language '{ $language }' (allowed: en, de, fa).

## Clicks that came too late
err-table-stale = The table moved on while you were choosing. Look at the newest message.
err-table-stale-button = That button is from an earlier moment: the table moved on. Use the newest message.
err-table-stale-undo = That Undo button is from an earlier moment: the table moved on.

## Undo
err-table-nothing-to-undo = Nothing to undo.
err-table-undo-no-move = Nothing to undo: no move has been made yet.
err-table-undo-other-moved = Nothing to undo: another player has moved since your last action.
err-table-undo-by-computer = Nothing to undo: the last move was made by a computer for you.
err-table-undo-turn-over = Nothing to undo: your turn is over.
err-table-undo-revealed = Nothing to undo: `{ $action }` revealed something hidden or drew on chance, so it stands.

## Turn clock, seats the computer plays
err-table-bad-clock = Turn clock '{ $value }' is not a duration: { common-clock-help }.
err-table-clock-range = Turn clock '{ $value }' is out of range: { common-clock-help }.
err-table-clock-short = Turn clock '{ $value }' is too short: the shortest turn clock is 1 minute ({ common-clock-help }).
err-table-away = A computer plays your seat since you missed turns: `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }` takes it back.
err-table-not-away = You are playing this seat already; nothing to take back.
err-table-no-seat-to-take = You have no seat at this table to take back.
err-table-kick-self = You cannot hand your own seat over: use `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-leave-name") }`.

## Votes, ending, export
err-table-not-voter = Only players at this table can vote to end it.
err-table-already-voted = You have voted to end this table already.
err-table-not-manager = Only members with the Manage Server permission can change the server's settings.
err-table-not-manager-end = Only members with the Manage Server permission can end a table. Players can `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-vote-end-name") }`.
err-table-other-server = A table can only be ended from its own server.
err-table-not-exportable = A game can be exported once it is over: its seed would give away the hidden cards.

## Table options (`/<game> new`)
err-option-range = Option { $option }: { $value } is out of range (allowed: { $minimum } to { $maximum }).
err-option-not-number = Option { $option }: '{ $value }' is not a whole number (allowed: { $allowed }).
err-option-choice = Option { $option }: '{ $value }' is not allowed (allowed: { $allowed }).
err-option-unknown = { $game } has no option { $option } (options: { $options }).

## Replays, rematches and hints
err-table-replay-not-over = A replay can be made once the game is over: before, it would give away the hidden cards.
err-table-replay-none = You have no finished game to replay here: name one with `table:`.
err-table-rematch-not-player = Only the players of this game can start its rematch.
err-table-rematch-refused = This game's rematch has been opened already.
err-table-hints-off = Hints are not allowed at this table: the host can allow them in the lobby.
