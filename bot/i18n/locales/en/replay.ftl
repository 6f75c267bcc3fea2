## Replays, rematches and hints (`cogs.replay`, `cogs.hints`)
replay-button = Replay
replay-posted = 🎞️ Replay of table #{ $table } ({ $game }): { $frames } pictures.
replay-link = 🎞️ The replay of table #{ $table } is here: { $link }
replay-failed = 🎞️ The replay of table #{ $table } could not be made this time: press Replay again to try once more.

replay-rematch-button = Rematch
replay-rematch-decline-button = Decline
replay-rematch-invite = 🔁 Rematch of table #{ $table }: { $host } opened table #{ $rematch } ({ $game }) with the same options and computers: { $lobby }. Players of the last game: join with the lobby's Join button, or decline here.
replay-rematch-hints = { $hints ->
    [on] 💡 Hints are allowed, so this game will not be rated: the host can switch them off in the lobby with **No hints**.
   *[off] 💡 Hints are off, as in the last game.
}
replay-rematch-declined = { $name } declines the rematch (table #{ $table }).
replay-rematch-decline-late = Table #{ $table } is no longer waiting for players.

replay-hints-toggle-on = Allow hints
replay-hints-toggle-off = No hints
replay-hint-button = Hint
replay-hint-answer = 💡 Table #{ $table }: the hard computer, seeing only what you see, would choose **{ $move }**.
replay-hint-nothing = 💡 Table #{ $table }: there is nothing to choose now.
replay-hint-used = 💡 { $name } asked for a hint.
replay-hints-used = 💡 { $count ->
    [one] One hint used
   *[other] { $count } hints used
} in this game (not rated).
replay-hint-banner = Hint: { $move }
