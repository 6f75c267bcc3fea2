# فرمان‌های اسلش. دیسکورد زبان فارسی ندارد، پس این نام‌ها و توضیح‌ها در دیسکورد نشان داده نمی‌شوند
# (کاربران فارسی‌زبان نام‌های انگلیسی را می‌بینند و فارسی را با /settings language برمی‌گزینند)؛
# برای کامل بودن فهرست و روزی که دیسکورد فارسی داشته باشد اینجا هستند.

## گزینه‌های مشترک چند فرمان
cmd-option-table-name = میز
cmd-option-table-desc = شمارهٔ میز (پیش‌فرض: میزِ همین رشته)
cmd-option-player-name = بازیکن
cmd-option-player-desc = بازیکنی که رایانه جایش را می‌گیرد
cmd-option-moves-name = حرکت‌ها
cmd-option-moves-desc = چند حرکت نشان داده شود (پیش‌فرض ۱۵)
cmd-option-value-name = مقدار

## /table
cmd-table-name = میز
cmd-table-desc = میزهای بازی شما
cmd-table-hand-name = دست
cmd-table-hand-desc = دست و انتخاب‌هایتان را نشان می‌دهد (فقط شما می‌بینید)
cmd-table-status-name = وضعیت
cmd-table-status-desc = میز و اینکه نوبت کیست را نشان می‌دهد
cmd-table-leave-name = ترک
cmd-table-leave-desc = ترک میز (در بازی در جریان، رایانه جای شما را می‌گیرد)
cmd-table-undo-name = برگرداندن
cmd-table-undo-desc = آخرین حرکتتان را پس بگیرید (در نوبت خودتان، اگر چیزی آشکار نکرده باشد)
cmd-table-rejoin-name = بازگشت
cmd-table-rejoin-desc = پس از نوبت‌های ازدست‌رفته جایتان را از رایانه پس بگیرید
cmd-table-kick-name = واگذاری
cmd-table-kick-desc = میزبان: جای یک بازیکن را تا پایان بازی به رایانه بسپارید
cmd-table-vote-end-name = رأی-پایان
cmd-table-vote-end-desc = رأی به پایان میز (اکثریت بازیکنان آن را پایان می‌دهد)
cmd-table-end-name = پایان
cmd-table-end-desc = مدیران سرور: هر میز این سرور را فوراً پایان دهید
cmd-table-mine-name = میزهای-من
cmd-table-mine-desc = میزهای بازِ شما در این سرور: نوبت کیست، با پیوند
cmd-table-log-name = گزارش
cmd-table-log-desc = آخرین حرکت‌ها به زبان ساده (با رازهای خودتان، فقط برای شما)
cmd-table-export-name = خروجی
cmd-table-export-desc = کل بازی به صورت فایل JSON که دقیقاً بازپخش می‌شود (پس از پایان بازی)

## /<game> new و /<game> rules
cmd-game-desc = بازی { $game }
cmd-new-name = تازه
cmd-new-desc = یک میز { $game } در این کانال باز کنید
cmd-new-computers-name = رایانه‌ها
cmd-new-computers-desc = بازیکنان رایانه‌ای که از همان ابتدا می‌نشینند
cmd-new-clock-name = زمان
cmd-new-clock-desc = زمان هر نوبت: off، یا مثلاً 30m، 12h، 2d (پیش‌فرض: تنظیم سرور)
cmd-new-level-name = سطح
cmd-new-level-desc = قدرت بازیکنان رایانه‌ای (پیش‌فرض: معمولی)
cmd-new-level-choice-easy = آسان
cmd-new-level-choice-normal = معمولی
cmd-new-level-choice-hard = سخت
cmd-new-option-desc = { $help } (پیش‌فرض: { $default })
cmd-rules-name = قوانین
cmd-rules-desc = قوانین { $game } به کوتاهی

## /settings، /stats، /leaderboard
cmd-settings-name = تنظیمات
cmd-settings-desc = زبان و اعلان‌های شما. فارسی را اینجا برگزینید، دیسکورد فارسی ندارد
cmd-settings-mention-name = نام‌بردن
cmd-settings-mention-desc = هنگام نوبت من، اگر پیام خصوصی به من نرسد، نامم در رشته برده شود (پیش‌فرض روشن)
cmd-settings-dm-name = پیام-خصوصی
cmd-settings-dm-desc = هنگام نوبت من سر میزهایی با زمان بیش از یک ساعت، پیام خصوصی فرستاده شود (پیش‌فرض روشن)
cmd-settings-quiet-name = بی‌صدا
cmd-settings-quiet-desc = هیچ اعلانی: نه نام بردن، پیام‌های بی‌صدا، نه یادآوری (پیش‌فرض خاموش)
cmd-settings-language-name = زبان
cmd-settings-language-desc = زبان پیام‌های خصوصی و پاسخ‌های من (پیش‌فرض: زبان دیسکورد من)
cmd-choice-language-auto = زبان دیسکورد
cmd-choice-language-en = English (انگلیسی)
cmd-choice-language-de = Deutsch (آلمانی)
cmd-choice-language-fa = فارسی
cmd-stats-name = آمار
cmd-stats-desc = بازی‌ها، بردها و امتیازها در این سرور (مال شما یا بازیکنی دیگر)
cmd-stats-user-name = کاربر
cmd-stats-user-desc = کارنامهٔ چه کسی (پیش‌فرض: شما)
cmd-leaderboard-name = برترین‌ها
cmd-leaderboard-desc = بازیکنان با بالاترین امتیاز در یک بازی در این سرور
cmd-leaderboard-game-name = بازی
cmd-leaderboard-game-desc = کدام بازی

## /config (مدیریت سرور)
cmd-config-name = پیکربندی
cmd-config-desc = تنظیمات سرور (مدیریت سرور)
cmd-config-clock-name = زمان
cmd-config-clock-desc = زمان نوبت پیش‌فرض میزهای تازه: off، یا مثلاً 30m، 12h، 2d
cmd-config-clock-value-desc = off، یا مدتی مانند 30m، 12h، 2d (خالی بگذارید تا مقدار کنونی را ببینید)
cmd-config-language-name = زبان
cmd-config-language-desc = زبان میزهای اینجا: پیام‌های رشته، تصویر میز، لابی
cmd-config-language-value-desc = یک زبان، یا زبان دیسکورد سرور (خالی: مقدار کنونی را ببینید)

## Replays, rematches and hints
cmd-table-replay-name = بازپخش
cmd-table-replay-desc = بازیِ تمام‌شده به صورت پویانمایی، یک تصویر برای هر دست یا نوبت
