# Slash commands: names (-name: lowercase, no spaces, at most 32 characters) and descriptions
# (-desc: at most 100 characters). Discord shows them in the user's client language; Discord has no
# Persian, so Persian users choose it with /settings language.

## Options shared by several commands
cmd-option-table-name = table
cmd-option-table-desc = table number (default: this thread's table)
cmd-option-player-name = player
cmd-option-player-desc = the player whose seat a computer takes over
cmd-option-moves-name = moves
cmd-option-moves-desc = how many moves to show (default 15)
cmd-option-value-name = value

## /table
cmd-table-name = table
cmd-table-desc = Your game tables
cmd-table-hand-name = hand
cmd-table-hand-desc = Show your hand and choices (only you see it)
cmd-table-status-name = status
cmd-table-status-desc = Show the table and whose turn it is
cmd-table-leave-name = leave
cmd-table-leave-desc = Leave a table (a computer player takes over a running seat)
cmd-table-undo-name = undo
cmd-table-undo-desc = Take back your last action (within your turn, if it revealed nothing)
cmd-table-rejoin-name = rejoin
cmd-table-rejoin-desc = Take your seat back from the computer after missed turns
cmd-table-kick-name = kick
cmd-table-kick-desc = Host: hand a player's seat to a computer for the rest of the game
cmd-table-vote-end-name = vote-end
cmd-table-vote-end-desc = Vote to end the table (a majority of the players ends it)
cmd-table-end-name = end
cmd-table-end-desc = Server managers: end any table of this server at once
cmd-table-mine-name = mine
cmd-table-mine-desc = Your open tables in this server: whose turn it is, with links
cmd-table-log-name = log
cmd-table-log-desc = The last moves in words (your own secrets included, only for you)
cmd-table-export-name = export
cmd-table-export-desc = The whole game as a JSON file that replays exactly (once it is over)

## /<game> new, /<game> rules
cmd-game-desc = Play { $game }
cmd-new-name = new
cmd-new-desc = Open a new { $game } table in this channel
cmd-new-computers-name = computers
cmd-new-computers-desc = computer players to seat at once
cmd-new-clock-name = clock
cmd-new-clock-desc = turn time limit: off, or e.g. 30m, 12h, 2d (default: the server's setting)
cmd-new-level-name = level
cmd-new-level-desc = how strong the computer players are (default: normal)
cmd-new-level-choice-easy = easy
cmd-new-level-choice-normal = normal
cmd-new-level-choice-hard = hard
# A game option's help (opt-<game>-<option>) with its default value.
cmd-new-option-desc = { $help } (default { $default })
cmd-rules-name = rules
cmd-rules-desc = The rules of { $game } in short

## /settings, /stats, /leaderboard
cmd-settings-name = settings
cmd-settings-desc = Your language and pings. Persian (فارسی): choose it here, Discord has no Persian
cmd-settings-mention-name = mention
cmd-settings-mention-desc = mention me in the thread on my turn when no DM reaches me (default on)
cmd-settings-dm-name = dm
cmd-settings-dm-desc = DM me on my turn at tables with a clock over one hour (default on)
cmd-settings-quiet-name = quiet
cmd-settings-quiet-desc = no pings at all: no mentions, silent DMs, no reminders (default off)
cmd-settings-language-name = language
cmd-settings-language-desc = the language of my DMs and replies (default: my Discord language)
cmd-choice-language-auto = Discord's language
cmd-choice-language-en = English
cmd-choice-language-de = Deutsch (German)
cmd-choice-language-fa = فارسی (Persian)
cmd-stats-name = stats
cmd-stats-desc = Games, wins and ratings in this server (yours, or another player's)
cmd-stats-user-name = user
cmd-stats-user-desc = whose record (default: yours)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-desc = The best-rated players of a game in this server
cmd-leaderboard-game-name = game
cmd-leaderboard-game-desc = which game

## /config (Manage Server)
cmd-config-name = config
cmd-config-desc = Server settings (Manage Server)
cmd-config-clock-name = clock
cmd-config-clock-desc = Default turn clock of new tables: off, or e.g. 30m, 12h, 2d
cmd-config-clock-value-desc = off, or a duration such as 30m, 12h, 2d (leave empty to see the current one)
cmd-config-language-name = language
cmd-config-language-desc = The language of the tables here: thread messages, table images, the lobby
cmd-config-language-value-desc = a language, or Discord's language of the server (leave empty to see the current one)

## Replays, rematches and hints
cmd-table-replay-name = replay
cmd-table-replay-desc = The finished game as an animation, one picture per trick or turn
