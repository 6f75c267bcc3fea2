# امتیازها: تغییرها در پیام پایان بازی، /leaderboard و /stats.

## پایان یک بازی امتیازی
ratings-changes-title = **امتیازها**
ratings-change = { $name }: { $before } ← { $after }، { $change }
ratings-unrated = بدون امتیاز: { $reason ->
        [hints] سر این میز راهنمایی مجاز بود.
       *[stand-in] رایانه به جای یک بازیکن بازی کرد.
    }

## /leaderboard
ratings-board-title = امتیازهای **{ $game }** در این سرور
ratings-board-row = { $place } <@{ $user }> — **{ $rating }**{ $provisional } · { $games } بازی امتیازی، { $wins } برد
ratings-provisional = { " " }(موقت)
ratings-board-more = …و { $more } بازیکن امتیازدار دیگر.
ratings-board-none = هنوز اینجا بازی امتیازی { $game } نیست. یک بازی را بدون جانشین و بدون راهنمایی تمام کنید تا در جدول بیایید.
ratings-board-note = -# ترتیب بر پایهٔ برآورد محتاطانهٔ μ − 3σ است (بازیکن تازه از { $start } شروع می‌کند). موقت: کمتر از { $games } بازی امتیازی.

## /stats
ratings-stats-title = **امتیازهای** { $name }:
ratings-stats-game = • { $game }: **{ $rating }**{ $provisional }، جایگاه { $place } از { $rated } · { $games } بازی امتیازی
ratings-stats-none = { $name } هنوز اینجا بازی امتیازی ندارد.
