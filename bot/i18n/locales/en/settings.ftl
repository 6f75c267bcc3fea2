# /settings, /stats, /leaderboard and /config replies.

## /settings
settings-title = Your settings:
settings-mention = **Mention in the thread on your turn when no DM reaches you**: { $value }
settings-dm = **DM on your turn** at tables with a clock over one hour: { $value } (off: the DM with your choices arrives silently)
settings-quiet = **Quiet**: { $value } (on: no mentions, silent DMs, no reminders)
settings-language = **Language**: { $language } ({ $source })
settings-language-chosen = your choice; `{ DISCORD("cmd-settings-language-name") }: { DISCORD("cmd-choice-language-auto") }` follows Discord again
settings-language-discord = your Discord language
settings-language-default = the default

## /stats and /leaderboard
settings-stats-none = { $name } has no finished games here yet.
settings-stats-total = **{ $name }**: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } ({ $percent }%)
settings-stats-game = • { $game }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
settings-stats-stand-in = { $count } of these games had a stand-in for { $name }.

## /config
settings-config-clock-current = New tables here get a turn clock of **{ $clock }**. To change it, { common-clock-help }.
settings-config-clock-set = New tables here now get a turn clock of **{ $clock }** (a table can choose its own with `{ DISCORD("cmd-new-clock-name") }:`).
settings-config-language-current = Tables here speak **{ $language }** ({ $source }): thread messages, table images and the lobby. Players get their own language in direct messages and replies.
settings-config-language-source-set = set with `/{ DISCORD("cmd-config-name") } { DISCORD("cmd-config-language-name") }`
settings-config-language-source-discord = the server's Discord language
settings-config-language-source-default = the default
settings-config-language-set = Tables here now speak **{ $language }**: thread messages, table images and the lobby.
settings-config-language-auto = Tables here now follow the server's Discord language: **{ $language }**.
