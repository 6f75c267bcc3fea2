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
ratings-board-note = -# همه از { $start } شروع می‌کنند. امتیاز، سطحی است که ربات مطمئن است شما در آن بازی می‌کنید: با نتیجه‌های شما جابه‌جا می‌شود و هرچه ربات از توان شما مطمئن‌تر شود بالاتر می‌رود؛ از این رو امتیاز بازیکنان تازه معمولاً با بازی کردن بالا می‌رود و جایگاه میانی هم می‌تواند امتیاز بیاورد. موقت: کمتر از { $games } بازی امتیازی.

## /stats
ratings-stats-title = **امتیازهای** { $name }:
ratings-stats-game = • { $game }: **{ $rating }**{ $provisional }، جایگاه { $place } از { $rated } · { $games } بازی امتیازی
ratings-stats-none = { $name } هنوز اینجا بازی امتیازی ندارد.

## پایان یک بازی امتیازی: چرا امتیازی بدون برد بالا رفت
ratings-why = -# { $why ->
        [upset] ↑ افزایش بدون برد: { $name } از کسی جلوتر ماند که ربات او را قوی‌تر می‌دانست.
       *[surer] ↑ افزایش بدون برد: ربات اکنون مطمئن‌تر می‌داند که { $name } چقدر خوب بازی می‌کند.
    }
