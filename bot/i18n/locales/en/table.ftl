# The table flow: lobby, thread lines, DMs, buttons and the /table replies.
# $table is the table number as typed (e.g. 12), $game a game's title, $name and $names display names.

## Buttons
table-button-join = Join
table-button-leave = Leave
table-button-computer = Add computer
table-button-start = Start
table-button-cancel = Cancel
table-button-hand = Show my hand
table-button-undo = Undo
table-button-vote = Vote to end
table-button-easy = Add easy computer
table-button-hard = Add hard computer
table-level-easy = easy
table-level-normal = normal
table-level-hard = hard
table-level-random = random

## The lobby message
table-lobby-title = **{ $game }** — table #{ $table }
table-lobby-options = Options: { $options }
table-lobby-option = { $name }: { $value }
table-lobby-no-options = none
table-lobby-clock = Turn clock: { $clock }
table-lobby-host = (host)
table-lobby-lobby = Waiting for players ({ $need }). The host starts the game.
table-lobby-running = The game is running.
table-lobby-finished = Finished
table-lobby-cancelled = This table was cancelled.
table-lobby-abandoned = This table was ended.

## The thread
table-thread-intro = Table #{ $table } plays here. Join with the buttons above.
table-no-thread = I may not create threads here, so this table plays in this channel.
table-begins = **{ $game }** begins! Your hands come by DM.
table-dm-refused = <@{ $user }>, I cannot send you direct messages. Use **{ table-button-hand }** under the table's newest post to see your cards and choose.
table-standings = **Final standings**
table-standings-stand-in = (with stand-in)
table-seat = Seat { $number }
table-notice-stand-in = ⏰ { $name } ran out of time: a stand-in (computer) moved for them.
table-notice-handover = 🤖 { $name } missed { $turns } turns in a row: a computer plays the seat now. `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }` takes it back.
table-notice-rejoin = 👋 { $name } is back and plays their seat again.
table-notice-kick = 🤖 The host handed { $name } to a computer for the rest of the game.
table-notice-leave = 🤖 { $name } left: a computer plays the seat for the rest of the game.
table-notice-undo = ↩️ { $name } took back their last action.
table-vote-open = 🗳️ { $voter } votes to end table #{ $table }: { $votes } of { $needed } votes needed.
table-vote-ended = 🛑 Table #{ $table } ends by vote ({ $votes } of { $needed }). No result is recorded.
table-ended-by = 🛑 Table #{ $table } was ended by { $name } (server manager). No result is recorded.

## Generic wording for a game without its own texts
table-event = { $who } { $what }
table-event-details = { $who } { $what }: { $details }
table-waiting-for = Waiting for { $names }.
table-game-over = The game is over.
table-choose-part = Choose ({ $part }/{ $parts })

## Direct messages and choices
table-your-turn = **Your turn** at table #{ $table }: { $prompt }
table-your-turn-deadline = **Your turn** at table #{ $table } (⏰ { $deadline }): { $prompt }
table-dm-header = Table #{ $table }
table-hand-prompt = Table #{ $table }: { $prompt }
table-you-took-back = ↩️ You took back: { $action }
table-undone = ↩️ Taken back.
table-undone-dm = ↩️ Taken back. Your choices come again by DM.
table-reminder = ⏰ Half your time is gone at table #{ $table } ({ $game }): it is your turn, and a stand-in moves for you { $deadline }.
table-button-unused = That button is no longer in use.
table-choose-one = Choose exactly one option.
table-nothing-left = Nothing to choose there any more.
table-vote-counted = Your vote to end table #{ $table } counts ({ $votes } of { $needed }).

## /table replies
table-state-lobby = lobby
table-state-running = running
table-state-finished = finished
table-state-cancelled = cancelled
table-state-abandoned = ended
table-state-damaged = set aside (damaged)
table-status = Table #{ $table } ({ $status }) — { $scores }
table-you-left = You left table #{ $table }.
table-welcome-back = Welcome back: you play your seat at table #{ $table } again.
table-kicked = A computer plays { $name }'s seat at table #{ $table } now.
table-prompt-removed = A computer plays your seat at table #{ $table } now.
table-ended = Table #{ $table } is ended.
table-mine-none = You have no open table here. Start one with `/<game> { DISCORD("cmd-new-name") }`.
table-mine-lobby = lobby, { $seated } seated
table-mine-away = a computer plays your seat (`/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }`)
table-mine-damaged = set aside: its saved game is damaged
table-mine-your-turn = **your turn**
table-mine-waiting = waiting for { $names }
table-mine-nobody = nobody
table-log-header = **Table #{ $table }** — last { $shown } of { $total } moves
table-log-empty = Table #{ $table }: no moves yet.
table-export = Table #{ $table }: { $moves ->
        [one] { $moves } move.
       *[other] { $moves } moves.
    }

# Delivery: older prompts and the end of a table
table-prompt-superseded = ⏭ Superseded: your current choices are in a newer message.
table-final-place = 🏁 Table #{ $table } is over. Your place: { $place }. Standings: { $link }
table-final-ended = 🛑 Table #{ $table } has ended: these choices are closed.
table-final-closed = 🏁 Table #{ $table } is over: these choices are closed.
table-end-dm = **Table #{ $table }** ({ $game }) is over.
table-end-board = The last board: { $link }
table-thinking = 🤖 { $name } is thinking…
table-stale-hand = That is from an earlier moment: the table moved on. Your current hand and choices:
table-button-back = Back

# The end DM of one seat (wording.present.ending): its place, the game's result line, every seat's points.
table-ending-won = 🏆 You won!
table-ending-shared = 🏆 You share the win!
table-ending-place = 🏁 Your place: { $place } of { $players }.
table-ending-standings = Standings: { $rows }
table-ending-row = { $place }. { $name } { $points }
table-ending-row-you = **{ $place }. { $name } { $points }**
table-ending-row-sep = {" · "}
table-result-unreached = 📭 { $user }: place { $place } — no DM reaches them, so here is their result.
