# Arabana-Opodopo. نام جزیره‌ها و خدایان نام خاص‌اند و همان‌طور می‌مانند (به خط لاتین).
# واژه‌ها: کارت جزیره، پل، سنگ جزیره، ردیف رو (Auslage)، کیسه (Beutel)، خدا/سنگ خدا، دور (Durchgang).

## Shared words

arabana-someone = کسی
arabana-nobody = هیچ‌کس
arabana-empty = خالی
arabana-and = {" و "}
arabana-plus = {" + "}
arabana-class-main = اصلی
arabana-class-large = بزرگ
arabana-class-small = کوچک

## Event lines (Discord, Markdown)

arabana-ev-setup-choice = ‏{ $who } کارتی برای ردیف رو انتخاب کرد.
arabana-ev-setup-card = شما **{ $card }** را برای ردیف رو گذاشتید.
arabana-ev-display-revealed = ردیف رو: { $cards }.
arabana-ev-display-revealed-bag = ردیف رو: { $cards } و **{ $card }** از کیسه.
arabana-ev-discard = ‏{ $who } یک کارت را به پشت دور می‌اندازد.
arabana-ev-discard-card = شما **{ $card }** را به پشت دور می‌اندازید.
arabana-ev-chooser = ‏{ $chooser } کمترین امتیاز را دارد و انتخاب می‌کند چه کسی دور دوم را شروع کند.
arabana-ev-final-round = ‏⏳ کارت‌ها تمام شد: **نوبت‌های آخر**؛ هر کس یک نوبت آخر دارد.
arabana-ev-pass = ‏{ $who } صبر می‌کند و نوبت آخرش را برای بعد نگه می‌دارد.
arabana-ev-end = ‏{ $who } نوبتش را تمام می‌کند.
arabana-ev-bridge = ‏{ $who } روی **{ $spot }** پل می‌سازد ({ $card }).
arabana-ev-exchange = ‏{ $who } پل { $owner } روی **{ $spot }** را تصاحب می‌کند ({ $cards }).
arabana-ev-takeback = ‏{ $who } پل روی **{ $spot }** را پس می‌گیرد.
arabana-ev-control = ‏🏝️ { $who } کنترل **{ $island }** را به دست می‌گیرد.
arabana-ev-bridges-returned = پل‌های { $island } به صاحبانشان برمی‌گردند: { $bridges }.
arabana-ev-bridge-of = { $spot } ({ $owner })
arabana-ev-control-lost = ‏{ $who } کنترل **{ $island }** را از دست می‌دهد.
arabana-ev-god-taken = ‏{ $who } خدای **{ $god }** را از { $island } برمی‌دارد.
arabana-ev-god-taken-points = ‏{ $who } خدای **{ $god }** را از { $island } برمی‌دارد (‎+{ $points } امتیاز).
arabana-ev-relative-choice = ‏{ $who } بیشترین پل را در **{ $island }** دارد و یکی از پل‌های دیگران را برمی‌دارد.
arabana-ev-relative-remove = اکثریت نسبی در **{ $island }**: پل { $owner } روی { $spot } برداشته می‌شود.
arabana-ev-draw-bag = ‏{ $who } از کیسه کارت می‌کشد.
arabana-ev-draw-bag-lono = ‏{ $who } با **Lono** از کیسه کارت می‌کشد.
arabana-ev-draw-display = ‏{ $who } **{ $card }** را از ردیف رو برمی‌دارد.
arabana-ev-draw-display-refill = ‏{ $who } **{ $card }** را از ردیف رو برمی‌دارد؛ **{ $refill }** جایش گذاشته می‌شود.
arabana-ev-draw-display-lono = ‏{ $who } با **Lono** **{ $card }** را از ردیف رو برمی‌دارد.
arabana-ev-draw-display-lono-refill = ‏{ $who } با **Lono** **{ $card }** را از ردیف رو برمی‌دارد؛ **{ $refill }** جایش گذاشته می‌شود.
arabana-ev-drew = شما **{ $card }** را می‌کشید.
arabana-ev-scoring-small = ‏📊 **امتیازشماری کوچک**: { $parts }.
arabana-ev-scoring-big = ‏📊 **امتیازشماری بزرگ**: { $parts }.
arabana-ev-scoring-part = { $who } ‎+{ $points } ({ $total })
arabana-ev-reshuffle = کارت‌های دورریخته کیسهٔ تازه می‌شوند ({ $bag } کارت). ردیف روی تازه: { $display }.
arabana-ev-ku = ‏{ $who } **Ku** را فرا می‌خواند و دست { $target } را می‌بیند.
arabana-ev-ku-hand = ‏Ku دست { $target } را به شما نشان می‌دهد: { $cards }.
arabana-ev-ku-take = ‏{ $who } یک کارت از { $target } می‌گیرد.
arabana-ev-ku-card = ‏Ku: **{ $card }** از { $target } به { $who } می‌رسد.
arabana-ev-pele = ‏{ $who } **Pele** را فرا می‌خواند و از { $from } هر کدام یک کارت می‌کشد.
arabana-ev-pele-drew = ‏Pele: **{ $card }** از { $from } به { $who } می‌رسد.
arabana-ev-pele-give = ‏{ $who } یک کارت به { $to } می‌دهد.
arabana-ev-pele-card = ‏Pele: { $who } **{ $card }** را به { $to } می‌دهد.
arabana-ev-instant-win = ‏⚡ { $who } یازدهمین جزیره (**{ $island }**) را می‌گیرد و بی‌درنگ برنده می‌شود!

## Action labels (buttons, select options, autocomplete; at most 80 characters)

arabana-act-bridge = پل روی { $spot } ({ $card })
arabana-act-bridge-done = پل روی { $spot }
arabana-act-exchange = تصاحب { $spot } ({ $cards })
arabana-act-exchange-from = تصاحب { $spot } از { $owner } ({ $cards })
arabana-act-display = گذاشتن { $card } در ردیف رو
arabana-act-discard = دور انداختن { $card } به پشت
arabana-act-discard-done = دور انداختن { $card }
arabana-act-draw-bag = کشیدن ندیده از کیسه ({ $left } مانده)
arabana-act-draw-card = برداشتن { $card } (خانهٔ { $slot } ردیف رو)
arabana-act-draw-bag-done = کشیدن از کیسه
arabana-act-draw-slot-done = برداشتن از خانهٔ { $slot } ردیف رو
arabana-act-lono-bag = ‏Lono: کارت اضافه، ندیده از کیسه ({ $left } مانده)
arabana-act-lono-card = ‏Lono: کارت اضافه { $card } (خانهٔ { $slot } ردیف رو)
arabana-act-lono-bag-done = ‏Lono: کارت اضافه از کیسه
arabana-act-lono-slot-done = ‏Lono: کارت اضافه از خانهٔ { $slot } ردیف رو
arabana-act-remove = برداشتن پل { $spot }
arabana-act-remove-of = برداشتن پل { $spot } ({ $owner })
arabana-act-takeback = پس گرفتن { $spot }
arabana-act-end = پایان نوبت
arabana-act-end-last = پایان نوبت آخرم
arabana-act-pass = صبر (نوبت آخرم بماند)
arabana-act-next = ‏{ $player } دور دوم را شروع کند
arabana-act-ku = ‏Ku: دیدن دست { $player }
arabana-act-take = گرفتن { $card }
arabana-act-pele = ‏Pele: کشیدن از همه، پس دادن
arabana-act-give = دادن { $card }
arabana-act-give-to = دادن { $card } به { $player }

## Action groups (first step of a DM menu; at most 60 characters)

arabana-grp-bridge = پل با { $card }
arabana-grp-exchange = تصاحب یک پل
arabana-grp-display = کارت ردیف رو
arabana-grp-discard = دور انداختن به پشت
arabana-grp-draw = کشیدن
arabana-grp-remove = برداشتن یک پل
arabana-grp-takeback = پس گرفتن یک پل
arabana-grp-end = پایان
arabana-grp-next = چه کسی شروع کند
arabana-grp-god = به کار بردن خدا
arabana-grp-take = گرفتن کارت
arabana-grp-give = دادن کارت

## Turn prompts

arabana-prompt-over = بازی تمام شد: 🏆 **{ $winners }** با { $points } امتیاز برنده { $count ->
        [one] شد
       *[other] شدند
    }.
arabana-prompt-setup = همه کارتی برای ردیف رو انتخاب می‌کنند (در انتظار { $waiting }).
arabana-prompt-next = ‏{ $chooser } انتخاب می‌کند چه کسی دور دوم را شروع کند.
arabana-prompt-remove = ‏{ $who } انتخاب می‌کند کدام پل در { $island } برداشته شود.
arabana-prompt-ku = ‏{ $who } یک کارت از دست { $target } می‌گیرد (Ku).
arabana-prompt-pele = ‏{ $who } یک کارت به { $to } می‌دهد (Pele).
arabana-prompt-final = نوبت آخر { $who }: کارت بازی می‌کند، سپس نوبت را تمام می‌کند (نوبت‌های آخر).
arabana-prompt-turn = نوبت { $who }: کارت بازی می‌کند، سپس یکی می‌کشد (دور { $pass }).
arabana-prompt-limit = ‏{ $held } کارت در دست دارید: برای کشیدن، تا چهار کارت بازی کنید یا دور بیندازید.
arabana-you-next = کمترین امتیاز را دارید: انتخاب کنید چه کسی دور دوم را شروع کند.
arabana-you-remove = بیشترین پل را در { $island } دارید: انتخاب کنید پل کدام حریف برداشته شود.
arabana-you-ku = کارتی از دست { $target } بردارید (Ku).
arabana-you-pele = کارتی به { $to } بدهید (Pele).
arabana-you-final = نوبت آخر شما: کارت بازی کنید، سپس آن را تمام کنید (نوبت‌های آخر).
arabana-you-turn = کارت بازی کنید، سپس یکی بکشید (دور { $pass }).

## Board image: status, display, players' table, last move

arabana-img-over = بازی تمام شد
arabana-img-wins = ‏{ $winners } برنده { $count ->
        [one] شد
       *[other] شدند
    }
arabana-img-wins-instant = ‏{ $winners } با یازدهمین جزیره برنده شد
arabana-img-tie = ‏(تساوی: نوبت آخرِ زودتر)
arabana-img-pass = دور { $pass }
arabana-img-pass-final = دور { $pass } · نوبت‌های آخر
arabana-img-setup = آماده‌سازی: انتخاب کارت‌های ردیف رو
arabana-img-waiting = در انتظار { $names }
arabana-img-chooser = ‏{ $chooser } شروع‌کنندهٔ دور دوم را انتخاب می‌کند
arabana-img-remove = ‏{ $who } یک پل برمی‌دارد
arabana-img-remove-at = در { $island } (اکثریت نسبی)
arabana-img-ku = ‏{ $who } یک کارت می‌گیرد (Ku)
arabana-img-pele = ‏{ $who } کارت می‌دهد (Pele)
arabana-img-to-play = نوبت { $who }
arabana-img-last-turns = نوبت آخر مانده: { $names }
arabana-img-display = ردیف رو
arabana-img-piles = کیسه { $bag } · دورریخته { $discard }
arabana-img-col-points = امتیاز
arabana-img-col-bridges = پل
arabana-img-col-stones = سنگ
arabana-img-col-cards = کارت
arabana-img-col-now = حالا
arabana-img-legend = پل: پل‌های مانده · سنگ: سنگ‌های جزیره · کارت: کارت‌های دست
arabana-img-legend-now = حالا: امتیازها اگر بازی همین لحظه تمام شود
arabana-img-note-pass1 = دور اول: ‎+{ $points }
arabana-img-note-chosen = انتخاب کرد
arabana-img-note-choosing = در حال انتخاب
arabana-img-note-done = تمام
arabana-img-last = آخرین حرکت: { $who } { $move }

## The last move in a few words (after a player's name)

arabana-mv-bridge = روی { $spot } پل ساخت
arabana-mv-bridge-kanaloa = با Kanaloa روی { $spot } پل ساخت
arabana-mv-exchange = { $spot } را تصاحب کرد
arabana-mv-display = کارتی برای ردیف رو گذاشت
arabana-mv-discard = کارتی به پشت دور انداخت
arabana-mv-draw-bag = از کیسه کشید
arabana-mv-draw-slot = کارت خانهٔ { $slot } ردیف رو را برداشت
arabana-mv-lono-bag = از کیسه کشید (Lono)
arabana-mv-lono-slot = کارت خانهٔ { $slot } ردیف رو را برداشت (Lono)
arabana-mv-remove = پل روی { $spot } را برداشت
arabana-mv-takeback = { $spot } را پس گرفت
arabana-mv-end = نوبت آخرش را تمام کرد
arabana-mv-pass = صبر می‌کند (نوبت آخرش را نگه می‌دارد)
arabana-mv-next = شروع‌کنندهٔ دور دوم را انتخاب کرد
arabana-mv-ku = Ku را فرا خواند
arabana-mv-take = یک کارت گرفت (Ku)
arabana-mv-pele = Pele را فرا خواند
arabana-mv-give = یک کارت داد (Pele)

## Hand image

arabana-hand-title = دست · { $count } کارت
arabana-hand-title-of = دست { $name } · { $count } کارت
arabana-hand-free-mine = ‏{ $free } خالی · { $mine } از شما
arabana-hand-ruled-by-you = در کنترل شما
arabana-hand-ruled-by = در کنترل { $name }
arabana-hand-for-display = برای ردیف رو: { $card }
arabana-hand-ku = ‏Ku: دست { $name }
arabana-hand-gods = خدایان
arabana-hand-no-gods = هیچ
arabana-hand-gods-later = قابل استفاده در دور دوم
arabana-hand-no-cards = بدون کارت

## Final standings image

arabana-final-title = ‏Arabana-Opodopo · نتایج نهایی
arabana-final-col-pass1 = دور اول
arabana-final-col-final = پایانی
arabana-final-col-kane = Kane
arabana-final-col-total = مجموع
arabana-final-instant = با یازدهمین جزیره بی‌درنگ برنده شد.
arabana-final-order = ترتیب نوبت‌های آخر:
arabana-final-tie = تساوی: نوبت آخرِ زودتر برنده است.
arabana-final-chart = روند امتیازها در دورها (امتیاز اگر بازی همان‌جا تمام می‌شد)

## /arabana bridge | exchange | draw

cmd-arabana-bridge-name = پل
cmd-arabana-bridge-desc = با کارتی از دستتان روی یک جای خالی پل بسازید
cmd-arabana-bridge-spot-name = جا
cmd-arabana-bridge-spot-desc = جای پل و کارتی که می‌پردازید، مثلاً Lusepil-Nuridan
cmd-arabana-exchange-name = تصاحب
cmd-arabana-exchange-desc = پل یک حریف را با دو کارت از جزیره‌هایش تصاحب کنید
cmd-arabana-exchange-spot-name = جا
cmd-arabana-exchange-spot-desc = پل و دو کارت، مثلاً Nuridan-Opodopo Nuridan Opodopo
cmd-arabana-draw-name = کشیدن
cmd-arabana-draw-desc = یک کارت از ردیف رو یا ندیده از کیسه بکشید (نوبتتان تمام می‌شود)
cmd-arabana-draw-card-name = کارت
cmd-arabana-draw-card-desc = کارتی از ردیف رو (مثلاً Iki یا display 2) یا bag برای کیسه
arabana-done = ‏✅ { $label }

## Rules summary (/arabana rules): one phone screen a page, each page's tab; numbers and option names are
## placeholders filled from the engine (cogs/rules.py)
arabana-rules-1-tab = نوبت و اکثریت
arabana-rules-1 =
    ‏{"**"}Arabana-Opodopo** — { $players-min } تا { $players-max } بازیکن با ساختن پل برای اکثریت در { $islands } جزیره رقابت می‌کنند.
    {"**"}آماده‌سازی:** هر نفر { $deal } کارت جزیره؛ هر کس پنهانی دکمهٔ **گذاشتن … در ردیف رو** را برای یکی از آن‌ها می‌زند ({ $display } کارت؛ با ۳ بازیکن یکی هم از کیسه).
    {"**"}نوبت**، با دکمه‌های پیام خصوصی‌تان: هر تعداد کارت بازی کنید، سپس دقیقاً یکی بکشید. پیش از کشیدن حداکثر { $hand-limit } کارت در دست (Kanaloa شمرده نمی‌شود).
    • **پل روی …** (یا اول **پل با …** یک کارت): کارتی از یکی از دو جزیره پل شما را روی آن جای خالی می‌گذارد.
    • **{ arabana-grp-exchange }**: دو کارت از جزیره‌های آن جا، پل حریف را با پل شما عوض می‌کند.
    • **دور انداختن … به پشت**.
    • **برداشتن …** از ردیف رو یا **کشیدن ندیده از کیسه**: نوبت شما را تمام می‌کند.
    {"**"}اکثریت:** بیش از نیمی از جاهای یک جزیره (کوچک { $majority-small } از { $spots-small }، بزرگ { $majority-large } از { $spots-large }، Lusepil { $majority-main } از { $spots-main }) ← سنگ جزیرهٔ شما آنجا می‌رود و همهٔ پل‌های حریفان در آن جزیره برمی‌گردند؛ هر کس در جزیرهٔ تحت کنترلش به نصف یا کمتر برسد، آن را از دست می‌دهد.
    {"**"}اکثریت نسبی:** اگر آخرین جای خالی یک جزیرهٔ بزرگ یا Lusepil را پر کنید و بیشترین پل را داشته باشید: تنها ← با **برداشتن پل …** یک پل حریف را آنجا برمی‌دارید؛ مساوی ← پل تکی برداشته می‌شود. سنگی گذاشته نمی‌شود.
arabana-rules-2-tab = دورها، امتیاز، خدایان
arabana-rules-2 =
    {"**"}ذخیره:** { $bridges } پل (اگر تمام شد: اول **{ arabana-grp-takeback }**، نه دوباره روی همان جا در همین نوبت) و { $stones } سنگ؛ وقتی هر { $stones } سنگ گذاشته شده باشد، یک جزیرهٔ دیگر بی‌درنگ برنده است.
    {"**"}دورها:** کیسه و ردیف رو خالی ← امتیازشماری کوچک (برای هر جزیرهٔ تحت کنترل، ۱ امتیاز برای هر جایی که مال شما نیست)، بُر زدن، دور دوم. دور دوم را نفر بعدی شروع می‌کند؛ با `{ $opt-second-pass-start }: { $opt-second-pass-start-lowest-chooses }` کسی که کمترین امتیاز را دارد با دکمه انتخاب می‌کند چه کسی شروع کند. وقتی کارت‌ها دوباره تمام شوند هر کس یک نوبت آخر دارد که با **{ arabana-act-end-last }** بسته می‌شود؛ تا وقتی کسی با امتیاز بیشتر هنوز نوبت آخرش را دارد می‌توانید **{ arabana-act-pass }** را بزنید. امتیازشماری بزرگ: یک امتیاز اضافه برای هر جزیره. تساوی: کسی که نوبت آخرش زودتر بود برنده است.
    {"**"}خدایان** (گزینهٔ `{ $opt-gods }`): نخستین کنترل‌کنندهٔ هر جزیره سنگ خدای آن را می‌گیرد. Kane: بی‌درنگ { $kane } امتیاز (کوچک/بزرگ/Lusepil). در دور دوم، هر کدام یک بار، زیر **{ arabana-grp-god }**: Kanaloa کارت جوکر، Ku دست یک نفر را می‌بیند و کارتی برمی‌دارد، Pele از هر حریف یکی می‌کشد و یکی پس می‌دهد، Lono یک کارت اضافه.

## Why a command has nothing to offer, and the command's own refusals

err-arabana-no-table = اینجا هیچ میزی Arabana-Opodopo بازی نمی‌کند. این فرمان را در رشتهٔ میز خودتان به کار ببرید.
err-arabana-which-table = شما پشت چند میز Arabana-Opodopo نشسته‌اید: این فرمان را در رشتهٔ همان میز به کار ببرید.
err-arabana-other-game = میز این رشته { $game } بازی می‌کند، نه Arabana-Opodopo.
err-arabana-over = بازی تمام شده است.
err-arabana-waiting = نوبت شما نیست (در انتظار { $names }).
err-arabana-setup-first = اول کارتتان را برای ردیف رو انتخاب کنید (در پیام خصوصی‌تان).
err-arabana-first-this = اول این: { $prompt }
err-arabana-nothing-to-draw = کارتی برای کشیدن نمانده: نوبتتان را در پیام خصوصی‌تان تمام کنید.
err-arabana-draw-limit = سقف دست: پیش از کشیدن تا چهار کارت بازی کنید یا دور بیندازید ({ $hand } کارت دارید).
err-arabana-cannot-bridge = الان نمی‌توانید پل بسازید.
err-arabana-cannot-exchange = الان نمی‌توانید پلی را تصاحب کنید.
err-arabana-cannot-draw = الان نمی‌توانید کارت بکشید.
err-arabana-unclear = نمی‌دانم منظورتان از «{ $typed }» کدام است. یکی از پیشنهادها را انتخاب کنید، مثلاً { $example }.

## Engine refusals (codes arabana.*; same parameters as the engine passes)

err-arabana-parse = ‏«{ $text }» خوانا نیست: نمونه‌ها: `bridge Nuridan-Opodopo`، `exchange Nuridan-Opodopo Nuridan Opodopo`، `discard Nuridan`، `draw display 2`، `draw bag`، `end` یا `pass`.
err-arabana-unknown-island = ‏«{ $text }» خوانا نیست: یکی از واژه‌هایش نام جزیره نیست.
err-arabana-no-such-spot = ‏«{ $text }» خوانا نیست: هیچ جای پلی این دو جزیره را به هم وصل نمی‌کند.
err-arabana-unknown-spot = ‏«{ $text }» خوانا نیست: جای پل را با دو جزیرهٔ همسایه بنویسید، مثلاً Nuridan-Opodopo.
err-arabana-card-not-at-spot = ‏«{ $text }» خوانا نیست: هر کارت فقط هزینهٔ جایی از جزیرهٔ خودش را می‌پردازد.
err-arabana-double-kanaloa = ‏«{ $text }» خوانا نیست: Kanaloa فقط جای یکی از دو کارت را می‌گیرد.
err-arabana-bad-seat = چنین جایگاهی در این میز نیست.
err-arabana-not-now = این کار الان ممکن نیست: نوبت شماست؛ کارت بازی کنید و بعد بکشید.
err-arabana-pending-setup = اول کارتی برای ردیف رو انتخاب کنید (`discard <جزیره>`).
err-arabana-no-card = کارتی برای { $card } در دست ندارید.
err-arabana-pending-remove = اول انتخاب کنید کدام پل حریف در { $island } برداشته شود (`remove …`).
err-arabana-remove-not-option = روی { $spot } پلی از حریف در { $island } نیست.
err-arabana-pending-ku = اول یک کارت از دست جایگاه { $target } بگیرید (`take <جزیره>`).
err-arabana-ku-no-card = آن دست کارت { $card } ندارد.
err-arabana-pending-pele = اول یک کارت به جایگاه { $to } بدهید (`give <جزیره>`).
err-arabana-pending-next = اول انتخاب کنید چه کسی دور دوم را شروع کند (`next <جایگاه>`).
err-arabana-no-gods = این میز بدون خدایان بازی می‌کند.
err-arabana-gods-second-pass = ‏{ $god } فقط در دور دوم به کار می‌آید.
err-arabana-god-not-held = سنگ استفاده‌نشده‌ای از { $god } ندارید.
err-arabana-no-bridges = دیگر پلی در ذخیره ندارید؛ اول یکی از پل‌هایتان را پس بگیرید (`takeback …`).
err-arabana-which-card = ‏`bridge { $spot }`: کارت هر دو جزیره را دارید؛ بگویید کدام را بازی می‌کنید (`bridge { $spot } with <جزیره>`).
err-arabana-no-free-spot = ‏{ $island } جای خالی ندارد.
err-arabana-spot-taken = ‏{ $spot } خالی نیست: آنجا پلی هست (پل حریف را می‌توانید با دو کارت تصاحب کنید).
err-arabana-banned-spot = در این نوبت پلتان را از { $spot } برداشتید؛ الان نمی‌توانید دوباره آنجا پل بسازید.
err-arabana-exchange-free = ‏{ $spot } خالی است؛ به جایش آنجا پل بسازید.
err-arabana-exchange-own = روی { $spot } همین حالا پل خودتان است.
err-arabana-no-cards = در کیسه و ردیف رو کارتی نمانده: نوبتتان را با `end` تمام کنید.
err-arabana-bag-empty = کیسه خالی است: کارتی از ردیف رو بردارید.
err-arabana-slot-empty = خانهٔ { $slot } ردیف رو خالی است.
err-arabana-hand-limit = سقف دست: پیش از کشیدن تا چهار کارت بازی کنید یا دور بیندازید ({ $hand } کارت دارید).
err-arabana-must-draw = نوبتتان را با کشیدن یک کارت تمام کنید (`draw display N` یا `draw bag`).
err-arabana-pass-final-only = فقط در نوبت‌های آخر می‌توانید صبر کنید (`pass`).
err-arabana-pass-after-play = در این نوبت بازی کرده‌اید: آن را با `end` تمام کنید.
err-arabana-pass-not-allowed = هیچ‌کس با امتیاز بیشتر نوبت آخری ندارد: نوبتتان را همین حالا بازی کنید.
err-arabana-takeback-supply = هنوز { $left } پل در ذخیره دارید؛ فقط وقتی هیچ پلی نمانده می‌توانید یکی را پس بگیرید.
err-arabana-takeback-not-own = روی { $spot } پل شما نیست.
err-arabana-ku-target = ‏Ku دست یک حریف را نشان می‌دهد؛ جایگاه { $target } حریف نیست.
err-arabana-ku-empty = جایگاه { $target } کارتی ندارد.
arabana-img-legend-gods = Kane ★: امتیاز فوری · خدایان دیگر: قابل استفاده در نیمهٔ دوم
