# گزینه‌های میز در بازی‌ها، برای /<game> new و پیام لابی:
#   opt-<game>-<option>-name           نام گزینه
#   opt-<game>-<option>                راهنمای آن (حداکثر ۸۵ نویسه: مقدار پیش‌فرض افزوده می‌شود)
#   opt-<game>-<option>-choice-<value> نام یک انتخاب

## درویدها
opt-druids-variant-name = گونه
opt-druids-variant = آیین خورشید و ماه: کسی که گایا بازی می‌کند تاریک یا روشن را هم برمی‌گزیند
opt-druids-variant-choice-basic = پایه
opt-druids-variant-choice-sun-moon = خورشید و ماه
opt-druids-rounds-name = دورها
opt-druids-rounds = شمار دورها

## Arabana-Opodopo
opt-arabana-gods-name = خدایان
opt-arabana-gods = گونهٔ «قدرت خدایان»
opt-arabana-gods-choice-off = بدون
opt-arabana-gods-choice-on = با
opt-arabana-second-pass-start-name = شروع-دور-دوم
opt-arabana-second-pass-start = چه کسی دور دوم را شروع می‌کند: نفر بعدی، یا کمترین امتیاز انتخاب می‌کند
opt-arabana-second-pass-start-choice-next = نفر بعدی
opt-arabana-second-pass-start-choice-lowest-chooses = کمترین امتیاز انتخاب می‌کند

## Spellcaster
opt-spellcaster-second-player-bonus-name = امتیاز-نفر-دوم
opt-spellcaster-second-player-bonus = جادوگر دوم ۴ کارت می‌گیرد
opt-spellcaster-second-player-bonus-choice-off = خاموش
opt-spellcaster-second-player-bonus-choice-on = روشن

## آبراکادابرا
opt-abracadabra-joker-name = ژوکر
opt-abracadabra-joker = بازی با ژوکر و کارت رو
opt-abracadabra-joker-choice-with = با
opt-abracadabra-joker-choice-without = بدون
opt-abracadabra-success-name = موفقیت
opt-abracadabra-success = موفقیت یعنی دقیقاً همان تعهد، یا دست‌کم آن
opt-abracadabra-success-choice-exact = دقیق
opt-abracadabra-success-choice-at-least = دست‌کم
opt-abracadabra-dummy-name = دامی
opt-abracadabra-dummy = دو نفره: بازی با دست دامی
opt-abracadabra-dummy-choice-yes = بله
opt-abracadabra-dummy-choice-no = نه
opt-abracadabra-target-name = هدف
opt-abracadabra-target = بازی پس از دوری تمام می‌شود که کسی به این امتیاز برسد
opt-abracadabra-deals-name = دورها
opt-abracadabra-deals = به جای آن دقیقاً همین تعداد دور بازی شود (۰: تا رسیدن به هدف)

## Replays, rematches and hints
opt-hints-name = راهنمایی
opt-hints-choice-on = مجاز
opt-hints-choice-off = خاموش
