# Shared words. Placeholders: { $name } etc. Keep keys identical in every language.
language-name = English

# Between the items of a list in running text.
common-list-separator = {", "}
common-on = on
common-off = off

# Turn clocks. The duration reads like what one types: 30m, 12h, 2d, 1h30m.
common-clock-off = off
common-duration = { $days ->
        [0] {""}
       *[other] { $days }d
    }{ $hours ->
        [0] {""}
       *[other] { $hours }h
    }{ $minutes ->
        [0] {""}
       *[other] { $minutes }m
    }
common-clock-help = write `off` or a duration such as 30m, 12h, 2d or 1h30m (1 minute to 14 days)

# Seat names of computer players, and a player's seat the computer plays for them.
common-computer-name = Computer { $number }
common-away-name = { $name } (computer)
# A seat in an image when the players' names are unknown; $letter is the seat's letter (A, B …).
common-player = Player { $letter }

# The fallback table image: one fact of the game per line.
common-field = { $name }: { $value }
common-field-to-move = to move
common-field-turn = turn
common-field-pile = pile
common-field-board = board
common-field-placed = placed
common-field-hand = hand
common-field-hand-sizes = hand sizes
common-field-deck-size = deck size
common-field-taken = taken
common-field-scores = scores
common-field-phase = phase
common-field-names = players
