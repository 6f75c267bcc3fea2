# واژه‌های مشترک. جای‌نگهدارها: { $name } و مانند آن. کلیدها در همهٔ زبان‌ها یکسان بمانند.
language-name = فارسی

common-list-separator = {"، "}
common-on = روشن
common-off = خاموش

# زمان نوبت. نوشتن مانند انگلیسی است: 30m، 12h، 2d، 1h30m.
common-clock-off = خاموش
common-duration = { $days ->
        [0] {""}
       *[other] { $days } روز{" "}
    }{ $hours ->
        [0] {""}
       *[other] { $hours } ساعت{" "}
    }{ $minutes ->
        [0] {""}
       *[other] { $minutes } دقیقه
    }
common-clock-help = بنویسید `off` یا مدتی مانند 30m، 12h، 2d یا 1h30m (m دقیقه، h ساعت، d روز؛ از ۱ دقیقه تا ۱۴ روز)

common-computer-name = رایانه { $number }
common-away-name = { $name } (رایانه)
common-player = بازیکن { $letter }

common-field = { $name }: { $value }
common-field-to-move = نوبت بازیکن
common-field-turn = نوبت
common-field-pile = دسته
common-field-board = صفحه
common-field-placed = گذاشته‌شده
common-field-hand = دست
common-field-hand-sizes = تعداد کارت‌های دست
common-field-deck-size = کارت‌های باقی‌مانده
common-field-taken = برداشته‌شده
common-field-scores = امتیازها
common-field-phase = مرحله
common-field-names = بازیکنان
