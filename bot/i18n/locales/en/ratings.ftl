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
ratings-board-note = -# Ranked by the cautious estimate μ − 3σ (a new player starts at { $start }). Provisional: fewer than { $games } rated games.

## /stats
ratings-stats-title = **Ratings** of { $name }:
ratings-stats-game = • { $game }: **{ $rating }**{ $provisional }, place { $place } of { $rated } · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }
ratings-stats-none = { $name } has no rated games here yet.
