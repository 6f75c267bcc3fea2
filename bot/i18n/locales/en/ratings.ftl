# Ratings: the end message's changes, /leaderboard and /stats.

## the end of a rated game
ratings-changes-title = **Ratings**
ratings-change = { $name }: { $before } → { $after }, { $change }
ratings-unrated = Not rated: { $reason ->
        [hints] hints were allowed at this table.
       *[stand-in] a computer stood in for a player.
    }

## /leaderboard
ratings-board-title = **{ $game }** ratings in this server
ratings-board-row = { $place } <@{ $user }> — **{ $rating }**{ $provisional } · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
ratings-provisional = { " " }(provisional)
ratings-board-more = …and { $more ->
        [one] { $more } more rated player
       *[other] { $more } more rated players
    }.
ratings-board-none = No rated { $game } games here yet. Finish a game without stand-ins or hints to get on the board.
ratings-board-note = -# Everyone starts at { $start }. A rating is the level the bot is sure you play at: it follows your results and grows as the bot gets surer of your strength, so new players tend to rise as they play and a middle place can still gain. Provisional: fewer than { $games } rated games.

## /stats
ratings-stats-title = **Ratings** of { $name }:
ratings-stats-game = • { $game }: **{ $rating }**{ $provisional }, place { $place } of { $rated } · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }
ratings-stats-none = { $name } has no rated games here yet.

## the end of a rated game: why a rating rose without a win (wording/ratings.py, the reason from
## bot/tables/ratings/scale.py rise_reason); no statistics, a name may be in any script
ratings-why = -# { $why ->
        [upset] ↑ Up without a win: { $name } finished ahead of someone the bot thought stronger.
       *[surer] ↑ Up without a win: the bot is now surer how well { $name } plays.
    }
