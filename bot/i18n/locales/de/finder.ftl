# Vorschläge für eine `tisch:`-Option (Autovervollständigung): "#12 Druiden — du bist dran · Club".
finder-choice = #{ $table } { $game } — { $state }
finder-choice-elsewhere = #{ $table } { $game } — { $state } · { $server }
finder-your-turn = du bist dran
finder-waiting = wir warten auf { $names }
finder-away = ein Computer spielt deinen Platz
finder-other-server = ein anderer Server
