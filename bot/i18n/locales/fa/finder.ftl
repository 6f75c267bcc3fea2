# پیشنهادها برای گزینهٔ `table:` (تکمیل خودکار).
finder-choice = #{ $table } { $game } — { $state }
finder-choice-elsewhere = #{ $table } { $game } — { $state } · { $server }
finder-your-turn = نوبت شماست
finder-waiting = در انتظار { $names }
finder-away = رایانه جای شما بازی می‌کند
finder-other-server = سروری دیگر
