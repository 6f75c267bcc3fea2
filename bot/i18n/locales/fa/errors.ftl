# پیام‌های رد که کاربر می‌بیند. ردی با کد "table.not_found" کلید err-table-not-found را می‌خواند.
err-failure = چیزی در سمت من خراب شد؛ هیچ تغییری داده نشد. لطفاً کمی بعد دوباره امتحان کنید.
err-restarting = در حال راه‌اندازی دوباره هستم؛ هیچ تغییری داده نشد. لطفاً کمی بعد دوباره امتحان کنید.

## میزها و جاها
err-table-not-found = میز #{ DIGITS($table) } اینجا وجود ندارد.
err-table-not-a-number = '{ $value }' شمارهٔ میز نیست: میزی را از فهرست برگزینید یا شماره‌اش را بنویسید (مثلاً ۱۲).
err-table-damaged = میز #{ DIGITS($table) } کنار گذاشته شد: بازی ذخیره‌شدهٔ آن آسیب دیده است و نمی‌توان آن را ادامه داد. مدیر سرور می‌تواند آن را با `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-end-name") }` ببندد.
err-table-unknown-game = بازی ناشناخته: '{ $game }'.
err-table-wrong-status = میز #{ DIGITS($table) } { $status ->
        [lobby] هنوز در لابی است
        [running] از قبل در جریان است
        [finished] تمام شده است
        [cancelled] لغو شده است
        [damaged] کنار گذاشته شده است (بازی ذخیره‌شدهٔ آن آسیب دیده است)
       *[abandoned] نیمه‌کاره پایان یافته است
    }.
err-table-not-started = بازی هنوز شروع نشده است.
err-table-not-host = این کار فقط از میزبان میز برمی‌آید.
err-table-not-seated = شما سر این میز جایی ندارید.
err-table-user-not-seated = این کاربر سر این میز جایی ندارد.
err-table-already-seated = شما از قبل سر این میز جا دارید.
err-table-full = میز پر است ({ $max } بازیکن).
err-table-player-count = { $game } { $exact ->
        [yes] دقیقاً { $min }
       *[no] { $min } تا { $max }
    } بازیکن می‌خواهد، نه { $players }.
err-table-bad-level = سطح رایانهٔ ناشناخته: '{ $level }' (مجاز: { $allowed }).
err-table-no-computer = بازیکن رایانه‌ای برای برداشتن نیست.
err-table-bad-request = این درخواست با این میز جور نیست.
err-table-none-open = میز بازی ندارید. با `/<game> { DISCORD("cmd-new-name") }` یکی باز کنید.
err-table-which = سر چند میز نشسته‌اید: یکی را با `{ DISCORD("cmd-option-table-name") }:` نام ببرید ({ $tables }).
err-table-bad-language = زبان ناشناخته: '{ $language }' (مجاز: en، de، fa).

## کلیک‌هایی که دیر رسیدند
err-table-stale = وقتی انتخاب می‌کردید، میز جلو رفت. به تازه‌ترین پیام نگاه کنید.
err-table-stale-button = این دکمه مال لحظه‌ای پیش‌تر است: میز جلو رفته است. از تازه‌ترین پیام استفاده کنید.
err-table-stale-undo = این دکمهٔ برگرداندن مال لحظه‌ای پیش‌تر است: میز جلو رفته است.

## برگرداندن
err-table-nothing-to-undo = چیزی برای برگرداندن نیست.
err-table-undo-no-move = چیزی برای برگرداندن نیست: هنوز حرکتی نشده است.
err-table-undo-other-moved = چیزی برای برگرداندن نیست: پس از آخرین حرکت شما بازیکن دیگری حرکت کرده است.
err-table-undo-by-computer = چیزی برای برگرداندن نیست: آخرین حرکت را رایانه به جای شما انجام داد.
err-table-undo-turn-over = چیزی برای برگرداندن نیست: نوبت شما تمام شده است.
err-table-undo-revealed = چیزی برای برگرداندن نیست: `{ $action }` چیزی پنهان را آشکار کرد یا به شانس بستگی داشت، پس می‌ماند.

## زمان نوبت و جاهایی که رایانه بازی می‌کند
err-table-bad-clock = زمان نوبت '{ $value }' مدت نیست: { common-clock-help }.
err-table-clock-range = زمان نوبت '{ $value }' بیرون از بازهٔ مجاز است: { common-clock-help }.
err-table-clock-short = زمان نوبت '{ $value }' خیلی کوتاه است: کوتاه‌ترین زمان نوبت ۱ دقیقه است ({ common-clock-help }).
err-table-away = چون نوبت‌هایی را از دست دادید، رایانه جای شما بازی می‌کند: با `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }` جایتان را پس بگیرید.
err-table-not-away = خودتان همین حالا این جا را بازی می‌کنید؛ چیزی برای پس گرفتن نیست.
err-table-no-seat-to-take = سر این میز جایی برای پس گرفتن ندارید.
err-table-kick-self = نمی‌توانید جای خودتان را واگذار کنید: از `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-leave-name") }` استفاده کنید.

## رأی، پایان، خروجی
err-table-not-voter = فقط بازیکنان این میز می‌توانند به پایان آن رأی دهند.
err-table-already-voted = شما پیش‌تر به پایان این میز رأی داده‌اید.
err-table-not-manager = فقط اعضایی با مجوز «مدیریت سرور» می‌توانند تنظیمات سرور را تغییر دهند.
err-table-not-manager-end = فقط اعضایی با مجوز «مدیریت سرور» می‌توانند میزی را پایان دهند. بازیکنان می‌توانند از `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-vote-end-name") }` استفاده کنند.
err-table-other-server = یک میز را فقط از سرور خودش می‌توان پایان داد.
err-table-not-exportable = بازی را پس از پایانش می‌توان خروجی گرفت: بذر (seed) آن کارت‌های پنهان را لو می‌دهد.

## گزینه‌های میز (`/<game> new`)
err-option-range = گزینهٔ { $option }: { $value } خارج از بازهٔ مجاز است (از { $minimum } تا { $maximum }).
err-option-not-number = گزینهٔ { $option }: «{ $value }» عدد صحیح نیست (مجاز: { $allowed }).
err-option-choice = گزینهٔ { $option }: «{ $value }» مجاز نیست (مجاز: { $allowed }).
err-option-unknown = { $game } گزینه‌ای به نام { $option } ندارد (گزینه‌ها: { $options }).

## Replays, rematches and hints
err-table-replay-not-over = بازپخش پس از پایان بازی ساخته می‌شود: پیش از آن کارت‌های پنهان را لو می‌دهد.
err-table-replay-none = اینجا بازی پایان‌یافته‌ای برای بازپخش ندارید: یکی را با `table:` نام ببرید.
err-table-rematch-not-player = تنها بازیکنان همین بازی می‌توانند بازی دوباره را آغاز کنند.
err-table-rematch-refused = بازی دوبارهٔ این بازی پیش‌تر باز شده است.
err-table-hints-off = در این میز راهنمایی مجاز نیست: میزبان می‌تواند در لابی آن را مجاز کند.
