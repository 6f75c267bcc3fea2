# درویدها به فارسی. کدهای کارت (R7، B12) و نمادهای قلمروها (✚ ☀ ♞ ★ ♫) را کد اضافه می‌کند.

## رنگ‌ها، قلمروها، کارت‌های ویژه، دو رو

druids-colour-g = سبز
druids-colour-y = زرد
druids-colour-r = قرمز
druids-colour-b = آبی
druids-colour-v = بنفش
druids-domain-g = شفابخشی
druids-domain-y = پیشگویی
druids-domain-r = دگرگونی شکل
druids-domain-b = ستاره‌شناسی
druids-domain-v = هنرهای زیبا
druids-name-gaia = گایا
druids-name-sickle = داس زرین
druids-name-mistletoe = دارواش
druids-face-gaia = گایا
druids-face-sickle = داس
druids-face-mistletoe = دارواش
druids-side-dark = تیره
druids-side-light = روشن
druids-someone = یک بازیکن
druids-or = { $a } یا { $b }

## رویدادها

druids-ev-round-start = **دور { $round }** — { $dealer } کارت می‌دهد؛ { $holder } گایا را دارد و بازی را شروع می‌کند.
druids-ev-hand = کارت‌های شما: { $cards }
druids-ev-gaia = { $who } **✿ گایا** را به‌عنوان { $colour } بازی می‌کند.
druids-ev-gaia-side = { $who } **✿ گایا** را به‌عنوان { $colour } بازی می‌کند، { $side ->
        [light] روی روشن (در این دور بالاترین کارت بالای دسته می‌ماند)
       *[other] روی تیره (در این دور پایین‌ترین کارت بالای دسته می‌ماند)
    }.
druids-ev-play = { $who } **{ $card }** را بازی می‌کند.
druids-ev-trick-led = دست { $trick } (رنگ { $colour }): { $cards } — **{ $winner }** دست را می‌برد و { $stacked } را روی دسته‌هایش می‌گذارد.
druids-ev-trick-led-nostack = دست { $trick } (رنگ { $colour }): { $cards } — **{ $winner }** دست را می‌برد (کارت قلمرویی برای چیدن نیست).
druids-ev-trick = دست { $trick }: { $cards } — **{ $winner }** دست را می‌برد و { $stacked } را روی دسته‌هایش می‌گذارد.
druids-ev-trick-nostack = دست { $trick }: { $cards } — **{ $winner }** دست را می‌برد (کارت قلمرویی برای چیدن نیست).
druids-ev-five-domains = 🌿 **{ $who } هر پنج قلمرو را دارد!** دور همین حالا تمام می‌شود و { $who } سه امتیاز منفی می‌گیرد.
druids-ev-sickle-tie = ☾ داس: بالاترین کارت‌های رویی دسته‌های { $who } برابرند — { $who } یکی را انتخاب می‌کند: { $choices }.
druids-ev-sickle = ☾ داس: { $who } دستهٔ { $colour } را کنار می‌گذارد ({ $height } کارت، کارت رویی { $top }).
druids-ev-sickle-blank = ☾ داس: { $who } دسته‌ای برای از دست دادن ندارد.

## نتیجهٔ دور

druids-table-title = **امتیازهای دور { $round }**
druids-table-tops = کارت‌های رویی
druids-table-round = دور
druids-table-total = مجموع
druids-table-five-domains = پنج قلمرو
druids-table-no-stacks = بی‌دسته
druids-table-next-dealer = { $who } در این دور کمترین امتیاز را گرفت و در دور { $next } کارت می‌دهد.

## دکمه‌ها و گروه‌هایشان

druids-label-sickle = داس، دستهٔ { $colour } مرا بردارد
druids-label-gaia = گایا به‌عنوان { $colour }
druids-label-gaia-side = گایا به‌عنوان { $colour }، { $side ->
        [light] روشن (بالاترین رو)
       *[other] تیره (پایین‌ترین رو)
    }
druids-group-sickle = داس
druids-group-gaia = گایا
druids-group-special = ویژه

## نوبت

druids-prompt-over = بازی تمام شد: 🏆 **{ $who }** با { $points } امتیاز { $count ->
        [one] برنده شد
       *[other] برنده شدند
    }.
druids-prompt-sickle = { $who } انتخاب می‌کند که داس کدام دسته را بردارد ({ $choices }).
druids-prompt-gaia = { $who } گایا را در دست اول از دور { $round } بازی می‌کند و رنگش را اعلام می‌کند.
druids-prompt-gaia-side = { $who } گایا را در دست اول از دور { $round } بازی می‌کند و رنگ و روی آن (تیره یا روشن) را اعلام می‌کند.
druids-prompt-lead = { $who } دست { $trick } را شروع می‌کند.
druids-prompt-play = نوبت { $who } در دست { $trick } است.
druids-prompt-play-follow = نوبت { $who } در دست { $trick } است (اگر { $colour } دارد، باید همان را بازی کند).
druids-you-sickle = بالاترین کارت‌های رویی دسته‌های شما برابرند: انتخاب کنید داس کدام دسته را بردارد ({ $choices }).
druids-you-gaia = گایا را دارید: آن را در دست اول از دور { $round } بازی کنید و رنگش را اعلام کنید.
druids-you-gaia-side = گایا را دارید: آن را در دست اول از دور { $round } بازی کنید و رنگ آن و روی آن را برای این دور اعلام کنید (تیره: پایین‌ترین کارت بالای دسته، روشن: بالاترین کارت بالای دسته).
druids-you-lead = شما دست { $trick } را شروع می‌کنید: هر کارتی.
druids-you-open = نوبت شما در دست { $trick }: هنوز رنگی تعیین نشده، هر کارتی.
druids-you-follow = نوبت شما در دست { $trick }: باید { $colour } بازی کنید.
druids-you-follow-specials = نوبت شما در دست { $trick }: باید { $colour } بازی کنید (یا { $specials }).
druids-you-void = نوبت شما در دست { $trick }: { $colour } ندارید، هر کارتی.

## تصویرها

druids-img-player = بازیکن { $letter }
druids-img-round = درویدها · دور { $round }/{ $rounds }
druids-img-round-trick = درویدها · دور { $round }/{ $rounds } · دست { $trick }
druids-img-side-none = رو: هنوز انتخاب نشده
druids-img-side-light = روشن ○: بالاترین کارت بالا
druids-img-side-dark = تیره ●: پایین‌ترین کارت بالا
druids-img-lowest-on-top = پایین‌ترین کارت بالا
druids-img-aside = کنار گذاشته: { $count }
druids-img-aside-undealt = کنار گذاشته: { $count } · پخش‌نشده: { $undealt }
druids-img-you-name = { $name } (شما)
druids-img-points = { $points } امتیاز
druids-img-points-last = { $points } امتیاز ({ $last })
druids-img-to-move = ◀ نوبت
druids-img-hand-size = { $count } کارت
druids-img-dealer = پخش‌کننده
druids-img-trick-led = دست { $trick } · رنگ { $colour }
druids-img-trick-open = دست { $trick } · هنوز رنگی تعیین نشده
druids-img-trick-leads = دست { $trick }: { $name } شروع می‌کند
druids-img-game-over = پایان بازی
druids-img-sickle-ask = { $name }: داس کدام دسته را بردارد؟ { $choices }
druids-img-last-trick = دست آخر: { $name }
druids-img-round-scores = امتیازهای دور { $round }
druids-img-five-domains = { $score } (پنج قلمرو)
druids-img-status-over = پایان بازی · برنده: { $names }
druids-img-you = شما
druids-img-status-sickle = { $who }: انتخاب دسته‌ای که داس برمی‌دارد ({ $choices })
druids-img-status-gaia = { $who }: بازی گایا در دست اول و اعلام رنگ آن
druids-img-status-gaia-side = { $who }: بازی گایا در دست اول و اعلام رنگ و روی آن (تیره/روشن)
druids-img-status-lead = { $who }: شروع دست { $trick }
druids-img-status-play = { $who }: بازی در دست { $trick }
druids-img-status-follow = { $who }: بازی در دست { $trick } (در صورت امکان { $colour })
druids-img-hand-title = { $name } · کارت‌های شما ({ $count })
druids-img-hand = کارت‌ها
druids-img-no-cards = کارتی در دست نیست
druids-img-your-stacks = دسته‌های شما
druids-img-trick = دست { $trick }
druids-img-no-trick-cards = هنوز کارتی بازی نشده
druids-img-cards-in-hand = کارت‌های در دست
druids-img-final-title = درویدها · رده‌بندی نهایی
druids-img-winner = ★ برنده
druids-img-chart-title = امتیاز پس از هر دور
druids-img-round-column = دور { $round }
druids-img-total = مجموع

## Rules summary (/druids rules): one phone screen a page, each page's tab; numbers and option names are
## placeholders filled from the engine (cogs/rules.py)
druids-rules-1-tab = روش بازی
druids-rules-1 =
    {"**"}درویدها**: { $players-min } تا { $players-max } بازیکن، بازی دست‌گیری در { $rounds-default } دور (گزینهٔ `{ $opt-rounds }`: { $rounds-min } تا { $rounds-max }).
    {"**"}پخش**: با { $deal-players } بازیکن به هر نفر { $deal-cards } کارت؛ بقیهٔ کارت‌ها نادیده کنار گذاشته می‌شوند. دست شما با پیام خصوصی می‌آید؛ در نوبت شما، برای هر کارتی که می‌توانید بازی کنید یک دکمه دارد.
    {"**"}کارت‌ها**: پنج قلمرو، هر کدام یک رنگ با ارزش‌های ۱ تا { $values }: { druids-domain-g } (G، سبز ✚)، { druids-domain-y } (Y، زرد ☀)، { druids-domain-r } (R، قرمز ♞)، { druids-domain-b } (B، آبی ★)، { druids-domain-v } (V، بنفش ♫)؛ گایا (۰، هر رنگی)؛ { $sickles } داس زرین؛ { $mistletoes } دارواش.
    {"**"}بازی**: کسی که گایا دارد، دست اول را با آن شروع می‌کند و دکمهٔ **گایا به‌عنوان …** را با رنگی که گایا نمایندهٔ آن است می‌زند. پس از آن برندهٔ هر دست، دست بعد را شروع می‌کند. نخستین کارت قلمرو رنگ دست را تعیین می‌کند؛ اگر آن رنگ را دارید باید همان را بازی کنید، اما داس و دارواش را همیشه می‌توان بازی کرد. بالاترین کارتِ آن رنگ برنده است؛ داس و دارواش هرگز نمی‌برند (دستی که فقط از آن‌ها باشد به شروع‌کننده می‌رسد)؛ گایا فقط وقتی می‌برد که هیچ‌کس رنگ آن را بازی نکند.
    {"**"}گزینهٔ** `{ $opt-variant }: { $opt-variant-sun-moon }` ({ opt-druids-variant-choice-sun-moon }): هنگام بازی گایا، روی آن را هم برای کل دور انتخاب کنید: تیره (پایین‌ترین کارت بالا) یا روشن (بالاترین کارت بالا)؛ هر دکمهٔ گایا رنگ و رو را با هم نام می‌برد.
druids-rules-2-tab = دست‌ها و امتیاز
druids-rules-2 =
    {"**"}بردن یک دست**، به این ترتیب:
    ۱. کارت‌های قلمروی آن رو به بالا روی دسته‌های شما می‌روند، برای هر رنگ یک دسته؛ از چند کارت هم‌رنگ، پایین‌ترین بالای دسته قرار می‌گیرد. کارت تازه همیشه روی کارت قبلی می‌آید.
    ۲. اگر اکنون هر پنج رنگ را دارید، دور بی‌درنگ تمام می‌شود.
    ۳. هر داس زرین دسته‌ای از شما را که بالاترین کارت رویی را دارد کنار می‌گذارد (در تساوی خودتان دکمهٔ **داس، دستهٔ … مرا بردارد** را برای یکی از آن‌ها می‌زنید)؛ اگر دسته‌ای نداشته باشید اثری ندارد. رنگِ کنارگذاشته‌شده دیگر شمرده نمی‌شود و می‌توان آن را دوباره شروع کرد.
    ۴. داس‌ها، دارواش‌ها و گایا کنار گذاشته می‌شوند.
    فقط کارت رویی و ارتفاع دسته‌ها دیده می‌شود.
    {"**"}امتیاز**: کسی که پنج قلمرو را کامل کند { $five-domains } امتیاز منفی می‌گیرد؛ بقیه مجموع کارت‌های رویی دسته‌هایشان را. کسی که در یک دور کمترین امتیاز را بگیرد، دور بعد کارت می‌دهد. پس از آخرین دور بیشترین مجموع برنده است؛ در تساوی، برد میان برترها تقسیم می‌شود.

## پاسخ‌های ردّ حرکت (err-<code>)

err-druids-gaia-colour-missing = «{ $text }» خوانا نیست: گایا به یک رنگ نیاز دارد، مثلاً `play GAIA R`.
err-druids-no-such-card = «{ $text }» خوانا نیست: چنین کارتی وجود ندارد (رنگ‌ها G، Y، R، B، V و ارزش‌ها ۱ تا ۱۲).
err-druids-no-such-colour = «{ $text }» خوانا نیست: حرف یک رنگ را بنویسید (G، Y، R، B، V).
err-druids-unreadable = «{ $text }» خوانا نیست: بنویسید `play R7`، `play SICKLE`، `play MISTLETOE`، `play GAIA R` (در sun-moon: `play GAIA R light`) یا `sickle B`.
err-druids-not-held = نمی‌توانید { $card } را بازی کنید: این کارت را ندارید.
err-druids-must-follow = نمی‌توانید { $card } را بازی کنید: تا وقتی { $colour ->
        [G] ✚ سبز
        [Y] ☀ زرد
        [R] ♞ قرمز
        [B] ★ آبی
       *[V] ♫ بنفش
    } دارید، باید همان رنگ را بازی کنید (داس و دارواش را همیشه می‌توان بازی کرد).
err-druids-sickle-pending = الان نمی‌توانید `{ $text }` را انجام دهید. اول انتخاب کنید داس کدام دسته را بردارد.
err-druids-sickle-not-highest = نمی‌توانید `{ $text }` را انجام دهید: داس دسته‌ای را برمی‌دارد که بالاترین کارت رویی شما را دارد؛ یکی از همان‌ها را انتخاب کنید.
err-druids-no-sickle-choice = نمی‌توانید `{ $text }` را انجام دهید: اکنون هیچ داسی منتظر انتخاب نیست.
err-druids-must-lead-gaia = نمی‌توانید `{ $text }` را انجام دهید: گایا را دارید و باید دست اول را با آن شروع کنید و رنگش را اعلام کنید (مثلاً `play GAIA R`).
err-druids-gaia-side-missing = نمی‌توانید `{ $text }` را انجام دهید: روی گایا را هم اعلام کنید، مثلاً `{ $text } dark` یا `{ $text } light`.
err-druids-gaia-side-off = نمی‌توانید `{ $text }` را انجام دهید: روی گایا فقط در گونهٔ آیین خورشید و ماه (sun-moon) انتخاب می‌شود.
err-druids-gaia-only-first = نمی‌توانید `{ $text }` را انجام دهید: گایا فقط در نخستین دست هر دور بازی می‌شود.
err-druids-not-allowed = الان نمی‌توانید `{ $text }` را انجام دهید.
druids-img-waits-sickle = { $who } انتخاب می‌کند که داس کدام دسته را بردارد ({ $choices })
druids-img-waits-gaia = { $who } گایا را در دست ۱ بازی می‌کند و رنگش را اعلام می‌کند
druids-img-waits-gaia-side = { $who } گایا را در دست ۱ بازی می‌کند و رنگ و رویش را اعلام می‌کند
druids-img-waits-lead = { $who } دست { $trick } را شروع می‌کند
druids-img-waits-play = نوبت { $who } در دست { $trick } است
druids-img-waits-follow = نوبت { $who } در دست { $trick } است (در صورت امکان باید { $colour } بازی کند)
druids-img-legend-lowest = کارت‌های هم‌رنگ یک دست: پایین‌ترین رو می‌آید · ×۳ = تعداد کارت‌های دسته
druids-img-legend-highest = کارت‌های هم‌رنگ یک دست: بالاترین رو می‌آید · ×۳ = تعداد کارت‌های دسته
druids-img-legend-side = شروع‌کنندهٔ گایا انتخاب می‌کند: تیره = پایین‌ترین رو، روشن = بالاترین · ×۳ = اندازهٔ دسته
