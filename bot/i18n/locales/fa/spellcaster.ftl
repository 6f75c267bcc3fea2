# Spellcaster (فارسی). واژه‌ها: انرژی، یاقوت، جادوگر، حریف؛ پشته (قرمز/زرد/آبی/سبز)، دسته، دورریخته‌ها، افسون فعال، کنش.

## Colours, their roles, and names for people
spellcaster-colour-red = قرمز
spellcaster-colour-yellow = زرد
spellcaster-colour-blue = آبی
spellcaster-colour-green = سبز
spellcaster-colour-adj-red = قرمز
spellcaster-colour-adj-yellow = زرد
spellcaster-colour-adj-blue = آبی
spellcaster-colour-adj-green = سبز
spellcaster-role-red = نبرد
spellcaster-role-yellow = شفا
spellcaster-role-blue = جادو
spellcaster-role-green = احضار
spellcaster-or = { $a } یا { $b }
spellcaster-list-sep = {"، "}
spellcaster-someone = کسی
spellcaster-the-rival = حریف
spellcaster-card-colour = { $name } ({ $colour })
spellcaster-card-colour-active = { $name } ({ $colour }، افسون فعال)

## Thread lines (events)
spellcaster-event-turn = **نوبت { $turn }** — { $who } (جادوگر { $letter })
spellcaster-event-trigger = افسون فعال **{ $card }** ({ $who }) اثر می‌کند.
spellcaster-event-nullified = افسون فعال **{ $card }** ({ $who }) باطل شده است و اثر نمی‌کند.
spellcaster-event-unpaid = هزینۀ افسون فعال **{ $card }** ({ $who }) پرداختنی نیست و اثر نمی‌کند.
spellcaster-event-deck-empty = { $who } دسته را خالی می‌یابد.
spellcaster-event-draw = { $who } { $n } کارت می‌کشد ({ $deck } کارت در دسته مانده است).
spellcaster-event-drew = کشیدید: { $cards }.
spellcaster-event-deck-short = ⚠️ کارت‌های دسته کم آمد: بازی پس از این نوبت تمام می‌شود.
spellcaster-event-play = { $who } **{ $card }** را روی پشتۀ { $pile } بازی می‌کند.
spellcaster-event-activate = { $who } **{ $card }** ({ $pile }) را فعال می‌کند.
spellcaster-event-echo = { $who } **{ $card }** ({ $pile }) را پژواک می‌دهد: متنش دوباره اجرا می‌شود.
spellcaster-effect = { $card }: { $line }
spellcaster-event-pay-energy = { $who } { $n } انرژی می‌پردازد.
spellcaster-event-pay-sapphires = { $who } { $n } یاقوت می‌پردازد.
spellcaster-event-energy-gain = { $who } { $n } انرژی می‌گیرد (اکنون { $now }).
spellcaster-event-energy-lose = { $who } { $n } انرژی از دست می‌دهد (اکنون { $now }).
spellcaster-event-sapphires-gain = { $who } { $n } یاقوت می‌گیرد (اکنون { $now }).
spellcaster-event-sapphires-lose = { $who } { $n } یاقوت از دست می‌دهد (اکنون { $now }).
spellcaster-event-guarded = محافظ { $who } جلوی از دست رفتن { $n } انرژی را می‌گیرد.
spellcaster-event-guard = { $who } تا نوبت بعدی خودش از هر کارت قرمز { $n } انرژی کمتر از دست می‌دهد.
spellcaster-event-nullify = افسون‌های فعال { $rival } تا نوبت بعدی { $who } اثر نمی‌کنند.
spellcaster-event-extra-actions = { $who } در این نوبت { $n } کنش اضافه می‌گیرد.
spellcaster-event-discard-hand = { $who } **{ $card }** را دور می‌اندازد.
spellcaster-event-discard-pile = **{ $card }** از پشتۀ { $pile } دور انداخته می‌شود.
spellcaster-event-decline = { $who } چیزی دور نمی‌اندازد.
spellcaster-event-turn-card = { $who } **{ $card }** را روی پشتۀ { $pile } رو به خودش می‌چرخاند.
spellcaster-event-take = { $who } **{ $card }** را از دورریخته‌ها پس می‌گیرد.
spellcaster-event-foresight = { $who } به { $n } کارت بالای دسته نگاه می‌کند.
spellcaster-event-foresee = می‌بینید: { $cards }.
spellcaster-event-keep = **{ $card }** را نگه می‌دارید.
spellcaster-event-kept = { $who } یکی از آن‌ها را نگه می‌دارد.
spellcaster-event-bottom = { $who } { $n } کارت را زیر دسته می‌گذارد.
spellcaster-event-no-target = **{ $card }** هدفی ندارد.
spellcaster-event-no-action = { $who } نه می‌تواند کارت بکشد (دسته خالی است)، نه کارتی بازی یا فعال کند؛ { $lost } کنش باقی‌ماندۀ این نوبتش از دست می‌رود.
spellcaster-score = یاقوت { $s0 }–{ $s1 }، انرژی { $e0 }–{ $e1 }
spellcaster-game-draw = 🏁 مساوی ({ $reason }) — { $score }.
spellcaster-game-won = 🏆 **{ $who }** برنده شد ({ $reason }) — { $score }.
spellcaster-reason-energy = انرژی تمام شد
spellcaster-reason-energy-of = انرژی { $who } تمام شد
spellcaster-reason-sapphires = { $n } یاقوت
spellcaster-reason-deck = دسته تمام شد

## Buttons, select options and select placeholders
spellcaster-label-draw = کشیدن یک کارت
spellcaster-label-play = بازی کردن { $card }
spellcaster-label-discard = دور انداختن { $card }
spellcaster-label-take = پس گرفتن { $card }
spellcaster-label-activate = فعال کردن { $colour }: { $card }
spellcaster-label-activate-pile = فعال کردن افسون { $colour }
spellcaster-label-decline = دور نینداختن: حریفتان { $n } کارت می‌کشد
spellcaster-label-pile = پشتۀ { $colour }
spellcaster-label-pile-fumble = دور انداختن { $card } (پشتۀ { $colour })
spellcaster-label-pile-twist = چرخاندن { $card } (پشتۀ { $colour }) رو به خودم
spellcaster-label-pile-echo = پژواک { $card } (پشتۀ { $colour })
spellcaster-label-pile-card = { $card } (پشتۀ { $colour })
spellcaster-label-keep = نگه داشتن { $card }
spellcaster-label-bottom = ته دسته: { $card }
spellcaster-group-draw-activate = کشیدن یا فعال کردن افسون
spellcaster-group-decline = یا دور نینداختن
spellcaster-group-activate = فعال کردن افسون
spellcaster-group-play = بازی کردن کارت { $colours }…
spellcaster-group-discard = دور انداختن کارت { $colours }…
spellcaster-group-take = پس گرفتن کارت { $colours }…

## Turn prompts: public (the table) and second person (the chooser's DM)
spellcaster-prompt-discard = { $who } کارتی را برای دور انداختن انتخاب می‌کند ({ $card })
spellcaster-prompt-bargain = { $who } تصمیم می‌گیرد: کارتی دور بیندازد، یا { $caster } { $n } کارت بکشد ({ $card })
spellcaster-prompt-fumble = { $caster } پشته‌ای را که { $card } خالی‌اش می‌کند انتخاب می‌کند
spellcaster-prompt-twist = { $caster } پشته‌ای را که { $card } می‌چرخاند انتخاب می‌کند
spellcaster-prompt-echo = { $caster } کارتی را که { $card } تکرار می‌کند انتخاب می‌کند
spellcaster-prompt-rewind = { $caster } کارتی را برای پس گرفتن انتخاب می‌کند ({ $card })
spellcaster-prompt-keep = { $caster } کارت‌های بالای دسته را می‌بیند و یکی را نگه می‌دارد ({ $card })
spellcaster-prompt-order = { $caster } ترتیب کارت‌هایی را که زیر دسته می‌روند تعیین می‌کند ({ $card })
spellcaster-prompt-other = { $who } انتخاب می‌کند ({ $card })
spellcaster-your-discard = { $card }: کارتی از دستتان را برای دور انداختن انتخاب کنید.
spellcaster-your-bargain = { $card }: کارتی دلخواه دور بیندازید، یا هیچ کارتی دور نیندازید تا { $caster } { $n } کارت بکشد.
spellcaster-your-fumble = { $card }: پشته‌ای را که رو به { $rival } است انتخاب کنید؛ کارت رویی‌اش دور انداخته می‌شود.
spellcaster-your-twist = { $card }: پشته‌ای را که رو به { $rival } است انتخاب کنید؛ کارت رویی‌اش رو به شما می‌چرخد.
spellcaster-your-echo = { $card }: افسونی رو به خودتان انتخاب کنید تا متنش دوباره اجرا شود.
spellcaster-your-rewind = { $card }: کارتی را برای پس گرفتن از دورریخته‌ها انتخاب کنید.
spellcaster-your-keep = { $card }: یکی از کارت‌های آشکارشده (زیر دستتان) را نگه دارید؛ بقیه زیر دسته می‌روند.
spellcaster-your-order = { $card }: کارتی را که به ته دسته می‌رود انتخاب کنید (دیگری درست رویش قرار می‌گیرد).
spellcaster-your-other = { $card }: انتخاب با شماست.
spellcaster-prompt-over = دوئل پس از { $n } نوبت به پایان رسید: { $result }
spellcaster-prompt-your-turn = { $n } کنش برایتان مانده است: یک کارت بکشید، کارتی از دستتان بازی کنید، یا افسونی را که رو به شماست فعال کنید.
spellcaster-prompt-turn = نوبت { $who }: { $n } کنش مانده — کشیدن، بازی کردن یا فعال کردن.
spellcaster-prompt-your-turn-deck-empty = { $n } کنش برایتان مانده است؛ دسته خالی است: کارتی از دستتان بازی کنید، یا افسونی را که رو به شماست فعال کنید.
spellcaster-prompt-turn-deck-empty = نوبت { $who }: { $n } کنش مانده — دسته خالی است: بازی کردن یا فعال کردن.

## Images: table and hand
spellcaster-img-pile-header = { $symbol } { $colour } · { $role }
spellcaster-img-active-spell = ⟳ افسون فعال
spellcaster-img-empty = خالی
spellcaster-img-nobody = در اختیار هیچ‌کس نیست
spellcaster-img-used = ✓ فعال شد
spellcaster-img-pile-size = { $n } کارت
spellcaster-img-faces = رو به { $letter }
spellcaster-img-mage = جادوگر { $letter }
spellcaster-img-mage-you = جادوگر { $letter } (شما)
spellcaster-img-player-you = { $name } (شما)
spellcaster-img-winner = برنده
spellcaster-img-actions-left = { $n } کنش مانده
spellcaster-img-guard = محافظ { $n }
spellcaster-img-nullify = باطل‌سازی
spellcaster-img-energy = ⚡ انرژی { $n }
spellcaster-img-sapphires = ◆ یاقوت { $n }/{ $goal }
spellcaster-img-deck = دسته
spellcaster-img-deck-ending = پس از این نوبت تمام می‌شود
spellcaster-img-discard = دورریخته‌ها { $n }
spellcaster-img-turn = نوبت { $n }
spellcaster-img-last-move = آخرین حرکت
spellcaster-img-question-discard = { $letter } دور می‌اندازد
spellcaster-img-question-bargain = { $letter } دور می‌اندازد یا نه
spellcaster-img-question-fumble = { $letter } پشته‌ای برمی‌گزیند
spellcaster-img-question-twist = { $letter } پشته‌ای برمی‌گزیند
spellcaster-img-question-echo = { $letter } افسونی برمی‌گزیند
spellcaster-img-question-rewind = { $letter } کارتی برمی‌دارد
spellcaster-img-question-keep = { $letter } کارتی نگه می‌دارد
spellcaster-img-question-order = { $letter } کارت‌ها را مرتب می‌کند
spellcaster-img-question-other = { $letter } انتخاب می‌کند
spellcaster-last-activate = { $letter } { $card } را فعال کرد
spellcaster-last-draw = { $letter } یک کارت کشید
spellcaster-last-play = { $letter } { $card } را بازی کرد
spellcaster-last-discard = { $letter } { $card } را دور انداخت
spellcaster-last-decline = { $letter } چیزی دور نینداخت
spellcaster-last-pile = { $letter } پشتۀ { $colour } را برگزید
spellcaster-last-take = { $letter } { $card } را پس گرفت
spellcaster-last-keep = { $letter } کارتی را نگه داشت
spellcaster-last-bottom = { $letter } ته دسته را مرتب کرد
spellcaster-img-wins = جادوگر { $letter } برنده شد
spellcaster-img-draw = مساوی
spellcaster-img-hand-over = بازی تمام شد: { $result }
spellcaster-img-after-turns = پس از { $n } نوبت
spellcaster-img-hand-title = { $who } — دست شما ({ $n } کارت)
spellcaster-img-no-cards = کارتی در دست ندارید.
spellcaster-img-foresight = { $card } — یکی را نگه دارید (بقیه زیر دسته می‌روند):

## /spellcaster cards
spellcaster-cmd-cards = کارتها
spellcaster-cmd-cards-description = کارت‌های Spellcaster: نام، رنگ، افسون‌های فعال و متن
spellcaster-cmd-cards-colour = رنگ
spellcaster-cmd-cards-colour-description = رنگی که اول نشان داده می‌شود (پیش‌فرض: قرمز)
spellcaster-cards-title = { $symbol } { $colour } — { $role } ({ $n } کارت)
spellcaster-cards-description = رو به شما روی پشتۀ { $colour } بازی می‌شود: تا وقتی کارت رویی پشته رو به شماست، پشته در اختیار شماست. یک کنش، کارت رویی‌ای را که رو به شماست فعال می‌کند: متنش اجرا می‌شود (هر کارت یک بار در هر نوبت).
spellcaster-cards-field = { $name } ×{ $count }
spellcaster-cards-field-active = { $mark } { $name } ×{ $count } · افسون فعال
spellcaster-cards-active-text = در آغاز نوبتتان: { $text }
spellcaster-cards-footer = صفحۀ { $page }/{ $pages } · { $total } کارت، { $active } تا افسون فعال ({ $mark }: در آغاز نوبت صاحبش خودبه‌خود اثر می‌کند؛ نمی‌توان فعالش کرد)

## Cards: names and texts (the engine's data keeps the English)
spellcaster-card-R01-name = تیر آتش
spellcaster-card-R01-text = حریف ۲ انرژی از دست می‌دهد.
spellcaster-card-R02-name = جانور شعله‌ور
spellcaster-card-R02-text = حریف ۳ انرژی از دست می‌دهد. حریف ۱ یاقوت می‌گیرد.
spellcaster-card-R03-name = دیوزاد
spellcaster-card-R03-text = حریف ۳ انرژی از دست می‌دهد. شما ۱ انرژی از دست می‌دهید.
spellcaster-card-R04-name = زالوی جان
spellcaster-card-R04-text = حریف ۱ انرژی از دست می‌دهد. شما ۱ انرژی می‌گیرید.
spellcaster-card-R05-name = خشم نبرد
spellcaster-card-R05-text = حریف به ازای هر پشته‌ای که کارت رویی‌اش رو به شماست (همین یکی هم) ۱ انرژی از دست می‌دهد.
spellcaster-card-R06-name = ضربۀ برگشتی
spellcaster-card-R06-text = حریف ۲ انرژی از دست می‌دهد. سپس اگر حریف از شما انرژی بیشتری دارد، ۱ انرژی دیگر هم از دست می‌دهد.
spellcaster-card-R07-name = غرش تندر
spellcaster-card-R07-text = حریف ۲ انرژی از دست می‌دهد و ۱ کارت دلخواهش را از دستش دور می‌اندازد (اگر داشته باشد).
spellcaster-card-R08-name = نفرین سوزان
spellcaster-card-R08-text = حریف ۱ انرژی از دست می‌دهد.
spellcaster-card-R09-name = هالۀ دوزخ
spellcaster-card-R09-text = حریف ۲ انرژی از دست می‌دهد. حریف ۱ کارت می‌کشد.
spellcaster-card-R10-name = مهر تباهی
spellcaster-card-R10-text = حریف ۱ انرژی از دست می‌دهد. سپس اگر حریف ۳ انرژی یا کمتر دارد، ۱ انرژی دیگر هم از دست می‌دهد.
spellcaster-card-Y01-name = نور شفابخش
spellcaster-card-Y01-text = ۲ انرژی بگیرید.
spellcaster-card-Y02-name = مرهم آرام‌بخش
spellcaster-card-Y02-text = ۱ انرژی بگیرید. ۱ کارت بکشید.
spellcaster-card-Y03-name = کلام نگهبان
spellcaster-card-Y03-text = ۱ انرژی بگیرید. تا آغاز نوبت بعدی‌تان، هر بار که کارتی قرمز از شما انرژی می‌گیرد، ۱ انرژی کمتر از دست می‌دهید.
spellcaster-card-Y04-name = دفع نفرین
spellcaster-card-Y04-text = اگر کارت رویی پشتۀ قرمز رو به حریف است، آن را دور بیندازید. ۱ انرژی بگیرید.
spellcaster-card-Y05-name = نفس دوباره
spellcaster-card-Y05-text = ۳ انرژی بگیرید. حریف ۱ یاقوت می‌گیرد.
spellcaster-card-Y06-name = ترمیم ناامیدانه
spellcaster-card-Y06-text = اگر از حریف انرژی کمتری دارید، ۳ انرژی بگیرید؛ وگرنه ۱ انرژی بگیرید.
spellcaster-card-Y07-name = خراج یاقوت
spellcaster-card-Y07-text = ۱ یاقوت بپردازید: ۳ انرژی بگیرید. (بدون یاقوتی برای پرداخت، فعال‌شدنی نیست.)
spellcaster-card-Y08-name = باززایی
spellcaster-card-Y08-text = ۱ انرژی بگیرید.
spellcaster-card-Y09-name = حصار زندگی
spellcaster-card-Y09-text = ۲ انرژی بگیرید. حریف ۱ کارت می‌کشد.
spellcaster-card-Y10-name = چشمۀ لبریز
spellcaster-card-Y10-text = اگر ۱۰ انرژی یا بیشتر دارید، ۱ یاقوت بگیرید؛ وگرنه ۱ انرژی بگیرید.
spellcaster-card-B01-name = ندای یاقوت
spellcaster-card-B01-text = ۲ یاقوت بگیرید.
spellcaster-card-B02-name = دروازۀ جن
spellcaster-card-B02-text = ۳ یاقوت بگیرید. حریف ۲ انرژی می‌گیرد.
spellcaster-card-B03-name = خرمن بلور
spellcaster-card-B03-text = ۳ یاقوت بگیرید. حریف ۱ یاقوت می‌گیرد.
spellcaster-card-B04-name = گوهر مکنده
spellcaster-card-B04-text = ۱ یاقوت از حریف بدزدید (حریف ۱ یاقوت از دست می‌دهد؛ شما به همان اندازه که او از دست داد می‌گیرید).
spellcaster-card-B05-name = گوهرشکن
spellcaster-card-B05-text = حریف ۲ یاقوت از دست می‌دهد.
spellcaster-card-B06-name = بهای خون
spellcaster-card-B06-text = ۲ انرژی بپردازید: ۳ یاقوت بگیرید. (آخرین انرژی‌تان را نمی‌توانید بپردازید.)
spellcaster-card-B07-name = گنجینۀ دانشمند
spellcaster-card-B07-text = ۱ یاقوت بگیرید. ۱ کارت بکشید.
spellcaster-card-B08-name = چشمۀ یاقوت
spellcaster-card-B08-text = ۱ یاقوت بگیرید.
spellcaster-card-B09-name = موج یاقوت
spellcaster-card-B09-text = ۲ یاقوت بگیرید. حریف ۱ یاقوت می‌گیرد.
spellcaster-card-B10-name = طلسم مکنده
spellcaster-card-B10-text = ۱ یاقوت از حریف بدزدید.
spellcaster-card-G01-name = معاملۀ نجواگونه
spellcaster-card-G01-text = ۲ کارت بکشید، مگر اینکه حریف ۱ کارت دور بیندازد (حریف تصمیم می‌گیرد که دور بیندازد یا نه، و کدام را).
spellcaster-card-G02-name = ردای رؤیا
spellcaster-card-G02-text = ۲ کارت بکشید.
spellcaster-card-G03-name = زبان‌بند
spellcaster-card-G03-text = کارت رویی یکی از پشته‌هایی را که کارت رویی‌شان رو به حریف است دور بیندازید.
spellcaster-card-G04-name = ذهن‌پیچ
spellcaster-card-G04-text = کارت رویی پشتۀ قرمز، زرد یا آبی را رو به خودتان بچرخانید. حریف ۱ کارت می‌کشد.
spellcaster-card-G05-name = شتاب
spellcaster-card-G05-text = در این نوبت ۲ کنش اضافه انجام دهید. حریف ۱ کارت می‌کشد.
spellcaster-card-G06-name = پژواک افسون
spellcaster-card-G06-text = کارت رویی دیگری را که رو به شماست و افسون فعال نیست برگزینید و متنش را دوباره اجرا کنید (این فعال کردن آن کارت نیست).
spellcaster-card-G07-name = بازگردانی
spellcaster-card-G07-text = ۱ کارت دلخواه را از دورریخته‌ها به دستتان برگردانید.
spellcaster-card-G08-name = پیش‌بینی
spellcaster-card-G08-text = ۳ کارت بالای دسته را ببینید. ۱ کارت را به دستتان ببرید و بقیه را به هر ترتیبی زیر دسته بگذارید. (اگر دسته خالی باشد، کشیدنی ناموفق به حساب می‌آید.)
spellcaster-card-G09-name = باطل‌سازی
spellcaster-card-G09-text = تا آغاز نوبت بعدی‌تان، افسون‌های فعالِ رو به حریف اثر نمی‌کنند.
spellcaster-card-G10-name = کتابخانۀ رازآمیز
spellcaster-card-G10-text = ۱ کارت بکشید.
spellcaster-card-G11-name = مه مانا
spellcaster-card-G11-text = حریف ۱ کارت دلخواهش را از دستش دور می‌اندازد (اگر داشته باشد).

## A card's name from its id (for refusals that carry the id in $card)
spellcaster-card-name = { $card ->
        [R01] { spellcaster-card-R01-name }
        [R02] { spellcaster-card-R02-name }
        [R03] { spellcaster-card-R03-name }
        [R04] { spellcaster-card-R04-name }
        [R05] { spellcaster-card-R05-name }
        [R06] { spellcaster-card-R06-name }
        [R07] { spellcaster-card-R07-name }
        [R08] { spellcaster-card-R08-name }
        [R09] { spellcaster-card-R09-name }
        [R10] { spellcaster-card-R10-name }
        [Y01] { spellcaster-card-Y01-name }
        [Y02] { spellcaster-card-Y02-name }
        [Y03] { spellcaster-card-Y03-name }
        [Y04] { spellcaster-card-Y04-name }
        [Y05] { spellcaster-card-Y05-name }
        [Y06] { spellcaster-card-Y06-name }
        [Y07] { spellcaster-card-Y07-name }
        [Y08] { spellcaster-card-Y08-name }
        [Y09] { spellcaster-card-Y09-name }
        [Y10] { spellcaster-card-Y10-name }
        [B01] { spellcaster-card-B01-name }
        [B02] { spellcaster-card-B02-name }
        [B03] { spellcaster-card-B03-name }
        [B04] { spellcaster-card-B04-name }
        [B05] { spellcaster-card-B05-name }
        [B06] { spellcaster-card-B06-name }
        [B07] { spellcaster-card-B07-name }
        [B08] { spellcaster-card-B08-name }
        [B09] { spellcaster-card-B09-name }
        [B10] { spellcaster-card-B10-name }
        [G01] { spellcaster-card-G01-name }
        [G02] { spellcaster-card-G02-name }
        [G03] { spellcaster-card-G03-name }
        [G04] { spellcaster-card-G04-name }
        [G05] { spellcaster-card-G05-name }
        [G06] { spellcaster-card-G06-name }
        [G07] { spellcaster-card-G07-name }
        [G08] { spellcaster-card-G08-name }
        [G09] { spellcaster-card-G09-name }
        [G10] { spellcaster-card-G10-name }
        [G11] { spellcaster-card-G11-name }
       *[other] { $card }
    }

## Rules summary (/spellcaster rules): one phone screen a page, each page's tab; numbers and option names
## are placeholders filled from the engine (cogs/rules.py)
spellcaster-rules-1-tab = نوبت شما
spellcaster-rules-1 =
    {"**"}Spellcaster**: دوئل دو جادوگر. شروع: { $energy } انرژی، { $sapphires } یاقوت، { $hand } کارت (گزینۀ `{ $opt-second-player-bonus }: { $opt-second-player-bonus-on }`: جادوگر دوم { $hand-bonus } کارت می‌گیرد).
    {"**"}برد** فوری با **{ $win } یاقوت**، یا وقتی **انرژی حریف به ۰ برسد**.
    {"**"}نوبت شما**
    ۱. افسون‌های فعال (با نشان ⟳) که روی پشته‌ای رو به شما هستند اثر می‌کنند: قرمز ← زرد ← آبی ← سبز.
    ۲. ۱ کارت می‌کشید؛ اگر دسته خالی باشد، بازی همان دم تمام می‌شود.
    ۳. { $actions } کنش، به هر ترکیبی، با دکمه‌های پیام خصوصی‌تان: **{ spellcaster-label-draw }** (نه از دستۀ خالی)؛ **بازی کردن …** کارتی را رو به شما روی پشتۀ رنگش می‌گذارد (اکنون آن رنگ در اختیار شماست)؛ **فعال کردن …** متن کارت رویی‌ای را که رو به شماست اجرا می‌کند (نه افسون فعال؛ هر کارت یک بار در هر نوبت). اگر کاری نمانده باشد، بقیۀ کنش‌هایتان از دست می‌رود.
    {"**"}پشته‌ها**: قرمز (نبرد)، زرد (شفا)، آبی (جادو)، سبز (احضار). فقط کارت رویی به حساب می‌آید؛ اگر دور انداخته شود، کارت زیرینش با همان جهت قبلی دوباره رویی می‌شود.
    {"**"}هزینه‌ها** («۲ انرژی بپردازید») باید پرداختنی باشند، و هرگز با آخرین انرژی‌تان.
spellcaster-rules-2-tab = انتخاب‌ها و پایان
spellcaster-rules-2 =
    {"**"}انتخاب‌ها** با دکمه به جادوگرِ درست می‌رسند: حریف خودش کارت دورانداختنی‌اش را برمی‌گزیند (**دور انداختن …**؛ در «معاملۀ نجواگونه» می‌تواند به‌جایش **دور نینداختن** را بزند و آن‌وقت شما کارت می‌کشید)؛ شما پشته‌ای را که کارت بر آن اثر می‌کند، کارتی را که پس می‌گیرید (**پس گرفتن …**)، و در «پیش‌بینی» کارتی را که نگه می‌دارید (**نگه داشتن …**) و کارتِ ته دسته را برمی‌گزینید.
    {"**"}برد** پس از هر گام از یک اثر بررسی می‌شود: حریف با ۰ انرژی، شما با ۰، شما با { $win } یاقوت، حریف با { $win }.
    {"**"}وقتی دسته تمام شود**: اگر جادوگری در کشیدنِ نوبتش (گام ۲) دسته را خالی بیابد، بازی همان دم تمام می‌شود (افسون‌های فعالش پیش‌تر اثر کرده‌اند). اگر اثر یک کارت (یا «پیش‌بینی») کارتی بیش از آنچه در دسته مانده بخواهد، بازی پس از همان نوبت تمام می‌شود. آنگاه هر که یاقوت بیشتری دارد می‌برد، سپس انرژی بیشتر؛ اگر باز هم برابر باشند، دوئل مساوی است.

## Engine refusals (GameError codes; the params the engine passes)
err-spellcaster-unreadable = «{ $text }» خوانا نیست: یکی از این‌ها را بنویسید: `draw | play <card> | activate <colour> | discard <card> | decline | pile <colour> | take <card> | keep <card> | bottom <card>`.
err-spellcaster-unknown-card = «{ $text }» خوانا نیست: این شناسۀ هیچ کارتی نیست (کارت‌ها R01…G11 هستند).
err-spellcaster-unknown-pile = «{ $text }» خوانا نیست: این پشته نیست (پشته‌ها: `red`، `yellow`، `blue`، `green`).
err-spellcaster-awaiting-choice = { $action } اکنون ممکن نیست: { spellcaster-card-name } منتظر پاسخ شماست — { $kind ->
        [discard] کدام کارت را دور می‌اندازید؟ (`discard <card>`)
        [bargain] کارتی دور می‌اندازید یا می‌گذارید حریف کارت بکشد؟ (`discard <card>` یا `decline`)
        [fumble] کارت رویی کدام پشتۀ رو به حریف دور انداخته شود؟ (`pile <colour>`)
        [twist] کارت رویی کدام پشته رو به شما بچرخد؟ (`pile <colour>`)
        [echo] کدام کارت رویی رو به شما دوباره اجرا شود؟ (`pile <colour>`)
        [rewind] کدام کارت را از دورریخته‌ها برمی‌دارید؟ (`take <card>`)
        [keep] کدام کارت آشکارشده را نگه می‌دارید؟ (`keep <card>`)
        [order] کدام کارت به ته دسته می‌رود؟ (`bottom <card>`)
       *[other] انتخاب کنید.
    }
err-spellcaster-bad-choice = { $action } پاسخ ممکنی نیست: یکی از این‌ها را برگزینید: { $options }.
err-spellcaster-not-in-hand = { $action }: { $card } ({ spellcaster-card-name }) در دست شما نیست.
err-spellcaster-cannot-activate = { $action }: این کارت اکنون فعال‌شدنی نیست ({ $reason }).
err-spellcaster-no-choice-awaited = { $action } اکنون ممکن نیست: هیچ کارتی چنین انتخابی نخواسته است؛ کارت بکشید، کارتی بازی کنید یا پشته‌ای را فعال کنید.
err-spellcaster-deck-empty = { $action }: دسته خالی است و نمی‌شود کارت کشید؛ کارتی بازی کنید یا پشته‌ای را فعال کنید.
spellcaster-img-active-short = ⟳ فعال
