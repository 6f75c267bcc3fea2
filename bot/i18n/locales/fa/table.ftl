# روند بازی سر میز: لابی، خط‌های رشته (thread)، پیام‌های خصوصی، دکمه‌ها و پاسخ‌های /table.
# فرمان‌ها در دیسکورد نام انگلیسی دارند (دیسکورد فارسی ندارد)، پس در متن هم انگلیسی می‌مانند.

## دکمه‌ها
table-button-join = پیوستن
table-button-leave = ترک میز
table-button-computer = افزودن رایانه
table-button-start = شروع
table-button-cancel = لغو
table-button-hand = نمایش دست من
table-button-undo = برگرداندن
table-button-vote = رأی به پایان
table-button-easy = افزودن رایانهٔ آسان
table-button-hard = افزودن رایانهٔ سخت
table-level-easy = آسان
table-level-normal = معمولی
table-level-hard = سخت
table-level-random = تصادفی

## پیام لابی
table-lobby-title = **{ $game }** — میز #{ DIGITS($table) }
table-lobby-options = گزینه‌ها: { $options }
table-lobby-option = { $name }: { $value }
table-lobby-no-options = هیچ
table-lobby-clock = زمان نوبت: { $clock }
table-lobby-host = (میزبان)
table-lobby-lobby = در انتظار بازیکنان ({ $need }). میزبان بازی را شروع می‌کند.
table-lobby-running = بازی در جریان است.
table-lobby-finished = پایان‌یافته
table-lobby-cancelled = این میز لغو شد.
table-lobby-abandoned = این میز پایان یافت.

## رشته (thread)
table-thread-intro = میز #{ DIGITS($table) } اینجا بازی می‌کند. با دکمه‌های بالا بپیوندید.
table-no-thread = اجازهٔ ساختن رشته را اینجا ندارم، پس این میز در همین کانال بازی می‌کند.
table-begins = **{ $game }** شروع شد! دست هر کس با پیام خصوصی می‌آید.
table-dm-refused = <@{ $user }>، نمی‌توانم برایتان پیام خصوصی بفرستم. با **{ table-button-hand }** زیر تازه‌ترین پیام میز، کارت‌هایتان را ببینید و انتخاب کنید.
table-standings = **نتیجهٔ پایانی**
table-standings-stand-in = (با جانشین)
table-seat = جای { $number }
table-notice-stand-in = ⏰ وقت { $name } تمام شد: یک جانشین (رایانه) به جای او بازی کرد.
table-notice-handover = 🤖 { $name } { $turns } نوبت پشت سر هم را از دست داد: اکنون رایانه جای او بازی می‌کند. با `/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }` جایش را پس می‌گیرد.
table-notice-rejoin = 👋 { $name } برگشت و دوباره خودش بازی می‌کند.
table-notice-kick = 🤖 میزبان جای { $name } را تا پایان بازی به رایانه سپرد.
table-notice-leave = 🤖 { $name } رفت: رایانه تا پایان بازی جای او بازی می‌کند.
table-notice-undo = ↩️ { $name } آخرین حرکتش را پس گرفت.
table-vote-open = 🗳️ { $voter } به پایان میز #{ DIGITS($table) } رأی داد: { $votes } از { $needed } رأی لازم.
table-vote-ended = 🛑 میز #{ DIGITS($table) } با رأی پایان یافت ({ $votes } از { $needed }). نتیجه‌ای ثبت نمی‌شود.
table-ended-by = 🛑 میز #{ DIGITS($table) } را { $name } (مدیر سرور) پایان داد. نتیجه‌ای ثبت نمی‌شود.

## متن عمومی برای بازی‌ای که متن‌های خودش را ندارد
table-event = { $who } { $what }
table-event-details = { $who } { $what }: { $details }
table-waiting-for = در انتظار { $names }.
table-game-over = بازی تمام شد.
table-choose-part = انتخاب کنید ({ $part }/{ $parts })

## پیام‌های خصوصی و انتخاب‌ها
table-your-turn = **نوبت شماست** سر میز #{ DIGITS($table) }: { $prompt }
table-your-turn-deadline = **نوبت شماست** سر میز #{ DIGITS($table) } (⏰ { $deadline }): { $prompt }
table-dm-header = میز #{ DIGITS($table) }
table-hand-prompt = میز #{ DIGITS($table) }: { $prompt }
table-you-took-back = ↩️ پس گرفتید: { $action }
table-undone = ↩️ پس گرفته شد.
table-undone-dm = ↩️ پس گرفته شد. انتخاب‌هایتان دوباره با پیام خصوصی می‌آید.
table-reminder = ⏰ نیمی از وقت شما سر میز #{ DIGITS($table) } ({ $game }) گذشته است: نوبت شماست و { $deadline } یک جانشین به جای شما بازی می‌کند.
table-button-unused = این دکمه دیگر کار نمی‌کند.
table-choose-one = دقیقاً یک گزینه را انتخاب کنید.
table-nothing-left = آنجا دیگر چیزی برای انتخاب نیست.
table-vote-counted = رأی شما به پایان میز #{ DIGITS($table) } شمرده شد ({ $votes } از { $needed }).

## پاسخ‌های /table
table-state-lobby = لابی
table-state-running = در جریان
table-state-finished = پایان‌یافته
table-state-cancelled = لغوشده
table-state-abandoned = نیمه‌کاره پایان‌یافته
table-state-damaged = کنار گذاشته‌شده (آسیب‌دیده)
table-status = میز #{ DIGITS($table) } ({ $status }) — { $scores }
table-you-left = میز #{ DIGITS($table) } را ترک کردید.
table-welcome-back = خوش برگشتید: دوباره خودتان سر میز #{ DIGITS($table) } بازی می‌کنید.
table-kicked = اکنون رایانه جای { $name } را سر میز #{ DIGITS($table) } بازی می‌کند.
table-ended = میز #{ DIGITS($table) } پایان یافت.
table-prompt-removed = اکنون رایانه جای شما را سر میز #{ DIGITS($table) } بازی می‌کند.
table-mine-none = اینجا میز بازی ندارید. با `/<game> { DISCORD("cmd-new-name") }` یکی باز کنید.
table-mine-lobby = لابی، { $seated } نفر نشسته
table-mine-away = رایانه جای شما بازی می‌کند (`/{ DISCORD("cmd-table-name") } { DISCORD("cmd-table-rejoin-name") }`)
table-mine-damaged = کنار گذاشته شد: بازی ذخیره‌شدهٔ آن آسیب دیده است
table-mine-your-turn = **نوبت شماست**
table-mine-waiting = در انتظار { $names }
table-mine-nobody = هیچ‌کس
table-log-header = **میز #{ DIGITS($table) }** — { $shown } حرکت آخر از { $total }
table-log-empty = میز #{ DIGITS($table) }: هنوز حرکتی نشده است.
table-export = میز #{ DIGITS($table) }: { $moves } حرکت.

# تحویل پیام‌ها: انتخاب‌های قدیمی و پایان میز
table-prompt-superseded = ⏭ کهنه شده: انتخاب‌های فعلی شما در پیام تازه‌تری است.
table-final-place = 🏁 میز #{ DIGITS($table) } تمام شد. رتبهٔ شما: { $place }. جدول نتایج: { $link }
table-final-ended = 🛑 میز #{ DIGITS($table) } پایان یافت: این انتخاب‌ها بسته شده‌اند.
table-final-closed = 🏁 میز #{ DIGITS($table) } تمام شد: این انتخاب‌ها بسته شده‌اند.
table-end-dm = **میز #{ DIGITS($table) }** ({ $game }) تمام شد.
table-end-board = آخرین صفحهٔ بازی: { $link }
table-thinking = 🤖 { $name } در حال فکر کردن است…
table-stale-hand = این مربوط به لحظهٔ قبلی است: بازی جلو رفته است. دست و انتخاب‌های فعلی شما:
table-button-back = بازگشت

# پیام پایانی هر بازیکن (wording.present.ending): رتبه، نتیجهٔ بازی، امتیاز همه.
table-ending-won = 🏆 برنده شدید!
table-ending-shared = 🏆 برد را با دیگران شریک شدید!
table-ending-place = 🏁 رتبهٔ شما: { $place } از { $players }.
table-ending-standings = نتیجهٔ پایانی: { $rows }
table-ending-row = { $place }. { $name } { $points }
table-ending-row-you = **{ $place }. { $name } { $points }**
table-ending-row-sep = {" · "}
table-result-unreached = 📭 { $user }: رتبهٔ { $place } — پیام خصوصی به ایشان نمی‌رسد؛ نتیجهٔ ایشان اینجاست.
