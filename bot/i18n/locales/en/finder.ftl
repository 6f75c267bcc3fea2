# Suggestions for a `table:` option (autocomplete): "#12 Druids — your turn · Club".
finder-choice = #{ $table } { $game } — { $state }
finder-choice-elsewhere = #{ $table } { $game } — { $state } · { $server }
finder-your-turn = your turn
finder-waiting = waiting for { $names }
finder-away = a computer plays your seat
finder-other-server = another server
