# آبراکادابرا: خط رویدادها، دکمه‌ها، نوبت‌ها، برچسب تصویرها، پیام‌های رد، قوانین.
# واژه‌ها: دست (trick)، حکم (trump)، بی‌حکم، خال (suit)، خال زمین (خال شروع‌شده)، دور (یک بار پخش)،
# پخش‌کننده (dealer)، خواندن/پاس (bid/pass)، حاکم (Declarer)، تعهد (contract)، کارت‌های تعهد و خال تعهد
# (bid cards, bid suit)، دسته (stack)، رو کردن (expose)، وسط (centre)، دامی (dummy)، کارت رو (turn-up).
# کد کارت‌ها (Q♥، A 4 9) در همهٔ زبان‌ها همان می‌ماند. {"\u200E"} (نشانهٔ چپ‌به‌راست) پیش از عددهای علامت‌دار
# ترتیب «+۵» را در متن راست‌به‌چپ نگه می‌دارد.

## واژه‌ها

abracadabra-title = آبراکادابرا
abracadabra-someone = کسی
abracadabra-player = بازیکن { $letter }
abracadabra-joker = ژوکر
abracadabra-joker-as = ژوکر ({ $card })
abracadabra-no-ranks = هیچ
abracadabra-list-sep = {"، "}
abracadabra-and-sep = {" و "}
abracadabra-number = {"\u200E"}{ NUMBER($n, useGrouping: 0) }
abracadabra-suit-S = پیک
abracadabra-suit-H = دل
abracadabra-suit-D = خشت
abracadabra-suit-C = گشنیز
abracadabra-suit-title-S = پیک
abracadabra-suit-title-H = دل
abracadabra-suit-title-D = خشت
abracadabra-suit-title-C = گشنیز
abracadabra-trick-ordinal = { $n ->
    [1] دست اول
    [2] دست دوم
    [3] دست سوم
    [4] دست چهارم
    [5] دست پنجم
    [6] دست ششم
    [7] دست هفتم
    [8] دست هشتم
    [9] دست نهم
    [10] دست دهم
    [11] دست یازدهم
    [12] دست دوازدهم
    [13] دست سیزدهم
   *[other] دست { $n }ام
  }

## خط رویدادها

abracadabra-deal = **دور { $deal }** — { $dealer } ورق‌ها را پخش کرد؛ { $trump }.
abracadabra-deal-turnup = کارت رو **{ $card }**، { $trump }
abracadabra-deal-trump = حکم **{ $symbol }**
abracadabra-deal-no-trump = بی‌حکم
abracadabra-deal-trump-later = حکم بعداً تعیین می‌شود
abracadabra-hand = ورق‌های شما: { $cards }
abracadabra-suit-chosen = { $who } خال **{ $symbol } { $suit }** را به‌عنوان خال تعهد برداشت.
abracadabra-bid = { $who } **{ $tricks }** دست خواند.
abracadabra-pass = { $who } پاس داد.
abracadabra-dummy-exposed = هر دو پاس دادند: ورق‌های دامی رو شد — { $cards }. یک دور دیگر خوانده می‌شود.
abracadabra-thrown-in = همه پاس دادند: این دور باطل است و دوباره پخش می‌شود.
abracadabra-declarer = { $who } با تعهد { $contract } دست **حاکم** شد.
abracadabra-place = { $who } { $count } کارت تعهد را به پشت گذاشت.
abracadabra-placed = شما این دست‌ها را نام بردید: { $ranks }.
abracadabra-trump-named = { $who } خال **{ $symbol } { $suit }** را حکم کرد.
abracadabra-right-none = { $who } همهٔ کارت‌های تعهدش را سمت چپ نگه داشت.
abracadabra-right = { $who } کارت‌های **{ $ranks }** را رو به سمت راست برد (امتیاز دوبرابر، چه ببرد چه ببازد).
abracadabra-expose = { $who } دسته‌اش را رو کرد: { $ranks }.
abracadabra-dummy-shown = ورق‌های دامی رو است: { $cards }.
abracadabra-trick = دست { $trick }: { $cards } — **{ $who }** برد.
abracadabra-trick-dummy = دست { $trick }: { $cards } — **{ $who }** با کارت دامی برد.
abracadabra-abracadabra = ✨ **آبراکادابرا!** { $who } { $ordinal } را نام برده بود و آن را برد ({"\u200E"}+{ $points }).
abracadabra-centre = کارت { $who } برای { $ordinal } به وسط رفت.
abracadabra-right-kept = کارت سمت راست { $rank } از { $who } رو ماند ({"\u200E"}+{ $points }).
abracadabra-right-down = کارت سمت راست { $rank } از { $who } به پشت برگشت ({"\u200E"}−{ $points }).
abracadabra-deal-scored = **امتیاز دور { $deal }** — { $scores } · مجموع { $totals }
abracadabra-score-gain = { $who } {"\u200E"}+{ $points }
abracadabra-score-loss = { $who } {"\u200E"}-{ $points }
abracadabra-play = { $who }: **{ $card }**
abracadabra-play-dummy = { $who } از دست دامی: **{ $card }**
# امتیاز یک دور با توضیح، برای هر بازیکن یک سطر: «چه کسی جمع: بند · بند · …».
abracadabra-deal-seat = { $who } **{ $points }**: { $terms }
abracadabra-term-sep = {" · "}
abracadabra-term-declarer = حاکم با تعهد { $contract }، { $won } دست برد — { $result }
abracadabra-term-contract = تعهد { $contract }، { $won } دست برد — { $result }
abracadabra-term-made = تعهد انجام شد ({"‎"}+{ $points })
abracadabra-term-missed = { $at-least ->
    [yes] تعهد انجام نشد (دست‌کم { $contract } دست لازم بود)، بی‌پاداش
   *[no] تعهد انجام نشد (دقیقاً { $contract } دست لازم بود)، بی‌پاداش
  }
abracadabra-term-named = دست‌های نام‌برده { $ranks } برده شد ({"‎"}+{ $points })
abracadabra-term-right-kept = سمت راست { $ranks } ماند ({"‎"}+{ $points }، دوبرابر)
abracadabra-term-right-lost = سمت راست { $ranks } باخته شد ({"‎"}−{ $points }، دوبرابر)
abracadabra-term-tricks = { $won } دست ({"‎"}+{ $won })
abracadabra-term-suit = { $count } کارت خال تعهد ({"‎"}+{ $points })
abracadabra-term-suit-exposed = { $count } کارت خال تعهد ({"‎"}+{ $points }، هر کدام ۴: دسته رو شده)
## دکمه‌ها و منوها

abracadabra-label-suit = { $symbol } { $suit }
abracadabra-label-trump = حکم { $symbol } { $suit }
abracadabra-label-bid = { $tricks } می‌خوانم
abracadabra-label-pass = پاس
abracadabra-label-place-none = هیچ دستی را نام نمی‌برم
abracadabra-label-place = نام بردن دست‌های { $ranks }
abracadabra-label-right-none = هیچ کارتی به راست نمی‌رود
abracadabra-label-right = سمت راست: { $ranks }
abracadabra-label-expose = دسته‌ام را رو می‌کنم (هر کارت خال تعهد ۴ امتیاز)
abracadabra-label-keep = دسته‌ام پنهان بماند
abracadabra-label-dummy = دامی: { $card }
abracadabra-group-suit = { $symbol } { $suit }
abracadabra-group-joker = 🃏 ژوکر
abracadabra-group-place = گذاشتن { $count } کارت
abracadabra-group-right = { $count } کارت به راست
abracadabra-group-suit-step = خال تعهد
abracadabra-group-bid = خواندن
abracadabra-group-pass = پاس
abracadabra-group-trump = حکم
abracadabra-group-expose = رو کردن
abracadabra-group-keep = پنهان نگه داشتن
abracadabra-pick-exactly = دقیقاً { $count } کارت تعهد انتخاب کنید: دست‌هایی که می‌برید
abracadabra-pick-range = { $low } تا { $high } کارت تعهد انتخاب کنید: دست‌هایی که می‌برید
abracadabra-pick-right = کارت‌هایی را که رو به سمت راست می‌روند انتخاب کنید (دوبرابر، چه ببرید چه ببازید)
abracadabra-rank-option = { $card } · { $trick }

## نوبت: منتظر چه کسی هستیم

abracadabra-prompt-over = { $count ->
    [one] بازی تمام شد: 🏆 **{ $winners }** با { $points } امتیاز برنده شد.
   *[other] بازی تمام شد: 🏆 **{ $winners }** با { $points } امتیاز برنده شدند.
  }
abracadabra-prompt-suit = { $who } خال تعهدش را انتخاب می‌کند.
abracadabra-prompt-bid = { $who } می‌خواند یا پاس می‌دهد (بالاترین خوانده: { $high }).
abracadabra-prompt-bid-first = { $who } می‌خواند یا پاس می‌دهد (هنوز کسی نخوانده).
abracadabra-prompt-place-declarer = { $who }، حاکم، { $count } کارت تعهد می‌گذارد.
abracadabra-prompt-place = { $who } صفر تا { $most } کارت تعهد می‌گذارد.
abracadabra-prompt-trump = { $who }، حاکم، حکم را تعیین می‌کند.
abracadabra-prompt-right = { $who }، حاکم، می‌تواند کارت‌های گذاشته‌شده را به سمت راست ببرد.
abracadabra-prompt-expose = { $who } دسته‌اش را رو می‌کند یا پنهان نگه می‌دارد.
abracadabra-prompt-play-dummy = { $who } کارت دامی را در دست { $trick } بازی می‌کند.
abracadabra-prompt-play = { $who } در دست { $trick } بازی می‌کند.
abracadabra-prompt-lead = { $who } دست { $trick } را شروع می‌کند.
abracadabra-prompt-lead-dummy = { $who } دست { $trick } را از دامی شروع می‌کند.

## نوبت: پرسش از بازیکنی که تصمیم می‌گیرد

abracadabra-you-suit = خال تعهد خود را انتخاب کنید: کارت‌هایش دست‌هایی را که می‌خواهید ببرید نام می‌برند.
abracadabra-you-bid-higher = بیش از { $high } دست (حداکثر { $most }) بخوانید یا پاس بدهید.
abracadabra-you-bid = تعدادی دست (۱ تا { $most }) بخوانید یا پاس بدهید.
abracadabra-you-place-declarer = شما با تعهد { $count } حاکم هستید: دقیقاً { $count } کارت از کارت‌های تعهد { $symbol } خود را انتخاب کنید — دست‌هایی که می‌خواهید ببرید (A = دست اول … J = یازدهم، { $tricks ->
    [12] Q = دوازدهم
   *[other] Q = دوازدهم، K = سیزدهم
  }).
abracadabra-you-place = { $most ->
    [1] یکی از کارت‌های تعهد { $symbol } خود را انتخاب کنید — دستی که می‌خواهید ببرید — یا هیچ دستی را نام نبرید.
   *[other] حداکثر { $most } کارت از کارت‌های تعهد { $symbol } خود را انتخاب کنید — دست‌هایی که می‌خواهید ببرید — یا هیچ دستی را نام نبرید.
  }
abracadabra-you-trump = به‌عنوان حاکم، حکم را تعیین کنید.
abracadabra-you-right = می‌توانید هر کدام از کارت‌های تعهد { $ranks } را رو به سمت راست خود ببرید: امتیازشان دوبرابر است، چه ببرید چه ببازید.
abracadabra-you-expose = دسته‌تان را رو کنید (معلوم می‌شود کدام دست‌ها را نام برده‌اید؛ هر کارت خال تعهد که می‌برید ۴ امتیاز دارد، نه ۲) یا پنهان نگهش دارید.
abracadabra-you-play-dummy = کارت **دامی** را در دست { $trick } بازی کنید.
abracadabra-you-play = در دست { $trick } بازی کنید.
abracadabra-you-lead = دست { $trick } را شروع کنید.
abracadabra-you-lead-dummy = دست { $trick } را از **دامی** شروع کنید.

## تصویرها

abracadabra-img-deal = دور { $deal }
abracadabra-img-stage-suit = خال‌های تعهد
abracadabra-img-stage-bid = خواندن
abracadabra-img-stage-place = تعهدها
abracadabra-img-stage-right = سمت راست
abracadabra-img-stage-expose = دسته‌ها
abracadabra-img-trick-of = دست { $trick } از { $tricks }
abracadabra-img-trump = حکم { $symbol }
abracadabra-img-no-trump = بی‌حکم
abracadabra-img-trump-later = حکم بعداً
abracadabra-img-turnup = کارت رو
abracadabra-img-joker-card = ژوکر
abracadabra-img-joker-as = ژوکر = { $card }
abracadabra-img-over = { $count ->
    [one] بازی تمام شد — برنده: { $winners }
   *[other] بازی تمام شد — برندگان: { $winners }
  }
abracadabra-img-status-suit = { $who } خال تعهد را انتخاب می‌کند
abracadabra-img-status-bid = { $who } می‌خواند یا پاس می‌دهد
abracadabra-img-status-place = { $who } کارت تعهد می‌گذارد
abracadabra-img-status-trump = { $who } حکم را تعیین می‌کند
abracadabra-img-status-right = { $who } کارت‌های سمت راست را انتخاب می‌کند
abracadabra-img-status-expose = { $who }: رو کردن یا پنهان نگه داشتن دسته
abracadabra-img-status-play = نوبت { $who }
abracadabra-img-status-play-dummy = نوبت { $who } از دامی
abracadabra-img-yours-suit = نوبت شماست: خال تعهد را انتخاب کنید
abracadabra-img-yours-bid = نوبت شماست: بخوانید یا پاس بدهید
abracadabra-img-yours-place = نوبت شماست: کارت‌های تعهد را بگذارید
abracadabra-img-yours-trump = نوبت شماست: حکم را تعیین کنید
abracadabra-img-yours-right = نوبت شماست: کارت‌های سمت راست را انتخاب کنید
abracadabra-img-yours-expose = نوبت شماست: دسته را رو کنید یا پنهان نگه دارید
abracadabra-img-yours-play = نوبت شماست: یک کارت بازی کنید
abracadabra-img-yours-play-dummy = نوبت شماست: از دامی بازی کنید
abracadabra-img-you = { $name } (شما)
abracadabra-img-dealer = پخش‌کننده
abracadabra-img-points = { $points } امتیاز
abracadabra-img-bid-suit = خال تعهد { $symbol }
abracadabra-img-declarer = حاکم { $contract }
abracadabra-img-contract = تعهد { $contract }
abracadabra-img-bid = خواند { $tricks }
abracadabra-img-passed = پاس
abracadabra-img-tricks = { $won } دست
abracadabra-img-void = ندارد: { $suits }
abracadabra-img-left-mark = چپ
abracadabra-img-right-mark = راست
abracadabra-img-centre = وسط
abracadabra-img-centre-empty = وسط —
abracadabra-img-stack = دسته { $count }
abracadabra-img-stack-exposed = دسته { $count } رو شده
abracadabra-img-dummy = دامی
abracadabra-img-played-by = بازی با { $letter }
abracadabra-img-dummy-down = { $count } کارت، به پشت
abracadabra-img-dummy-cards = { $count } کارت
abracadabra-img-dummy-tag = دامی
abracadabra-img-trick-won = دست { $trick } را { $letter } برد
abracadabra-img-winners = برندگان: { $letters }
abracadabra-img-auction-bid = { $letter }: { $tricks }
abracadabra-img-auction-pass = { $letter }: پاس
abracadabra-img-auction-none = هنوز کسی نخوانده
abracadabra-img-declarer-for = حاکم: { $letter } با تعهد { $contract }
abracadabra-img-choosing-suits = انتخاب خال‌های تعهد
abracadabra-img-your-hand = { $name } — ورق‌های شما
abracadabra-img-hand-trump = حکم { $symbol } ★
abracadabra-img-hand-no-trump = بی‌حکم
abracadabra-img-hand-contract = تعهد { $contract }، برده { $won }
abracadabra-img-no-cards = کارتی نمانده
abracadabra-img-dummy-yours = دامی — اکنون شما کارتش را بازی می‌کنید
abracadabra-img-dummy-leader = دامی — شروع‌کنندهٔ دست کارتش را بازی می‌کند
abracadabra-img-your-bid-cards = کارت‌های تعهد شما:
abracadabra-img-bid-card-key = { $tricks ->
    [13] (A = دست اول … K = سیزدهم)
   *[other] (A = دست اول … Q = دوازدهم)
}
abracadabra-img-named-tricks = دست‌های نام‌برده:
abracadabra-img-right = راست:
abracadabra-img-lost = باخته:
abracadabra-img-stack-ranks = دسته: { $ranks }
abracadabra-img-stack-ranks-exposed = دسته (رو شده): { $ranks }
abracadabra-img-final-title = آبراکادابرا — جدول نهایی
abracadabra-img-place = { $place }.
abracadabra-img-wins = ★ برنده
abracadabra-img-points-per-deal = امتیاز هر دور
abracadabra-img-running-totals = مجموع امتیاز پس از هر دور

## پیام‌های رد

err-abracadabra-unreadable = متن `{ $text }` خوانا نیست: مثلاً بنویسید `bid 4`، `pass`، `place A 4 9`، `right none`، `expose`، `keep` یا `play QH`.
err-abracadabra-wrong-step = حرکت `{ $action }` اکنون مجاز نیست: { $phase ->
    [suit] خال تعهد خود را انتخاب کنید (`suit S`)
    [bid] بخوانید یا پاس بدهید
    [place] کارت‌های تعهد خود را بگذارید (`place A 4 9` یا `place none`)
    [trump] حکم را تعیین کنید (`trump H`)
    [right] کارت‌های سمت راست را انتخاب کنید (`right J` یا `right none`)
    [expose] دسته‌تان را رو کنید (`expose`) یا پنهان نگه دارید (`keep`)
    [play] یک کارت بازی کنید
   *[other] بازی تمام شده است
  }.
err-abracadabra-suit-taken = حرکت `{ $action }` رد شد: خال { $suit ->
    [S] پیک
    [H] دل
    [D] خشت
   *[C] گشنیز
  } را پیش‌تر کس دیگری برداشته است.
err-abracadabra-bid-range = حرکت `{ $action }` رد شد: عدد خوانده‌شده باید دست‌کم { $low } و حداکثر { $high } باشد.
err-abracadabra-right-not-placed = حرکت `{ $action }` رد شد: فقط کارت‌های تعهدی را که سمت چپ خود گذاشته‌اید می‌توانید به راست ببرید.
err-abracadabra-rank-range = حرکت `{ $action }` رد شد: این دور { $tricks } دست دارد، پس کارت‌های تعهد از A تا { $tricks ->
    [12] Q
   *[other] K
  } هستند.
err-abracadabra-declarer-count = حرکت `{ $action }` رد شد: به‌عنوان حاکم باید دقیقاً { $contract } کارت بگذارید، نه { $count }.
err-abracadabra-too-many = حرکت `{ $action }` رد شد: حداکثر { $most } کارت می‌توانید بگذارید (کمتر از تعهد حاکم).
err-abracadabra-must-follow = حرکت `{ $action }` رد شد: باید خال زمین را بیایید ({ $suit ->
    [S] پیک
    [H] دل
    [D] خشت
   *[C] گشنیز
  }).
err-abracadabra-dummy-turn = حرکت `{ $action }` رد شد: این کارت از ورق‌های دامی بازی می‌شود (`dummy …`).
err-abracadabra-own-turn = حرکت `{ $action }` رد شد: این کارت از ورق‌های خودتان بازی می‌شود (`play …`).
err-abracadabra-not-in-hand = حرکت `{ $action }` رد شد: { $card } در ورق‌هایی که از آن بازی می‌کنید نیست.

## Rules summary (/abracadabra rules): one phone screen a page, each page's tab; numbers and option names
## are placeholders filled from the engine (cogs/rules.py)
abracadabra-rules-1-tab = پخش و خواندن
abracadabra-rules-1 =
    {"**"}آبراکادابرا** — برای بردن دست‌های *مشخص* بخوانید ({ $players-min } تا { $players-max } بازیکن). هر تصمیم با دکمه یا فهرست در پیام خصوصی شما می‌آید.
    {"**"}پخش**: چهارنفره به هر نفر { $tricks-4 } کارت از { $cards-4 } کارت + ژوکر؛ سه‌نفره (یا دونفره با دامی) به هر نفر { $tricks-3 } کارت از { $cards-3 } کارت + ژوکر. کارت بعدی **رو** می‌شود: خالش حکم است و ژوکر مثل نسخهٔ دوم همان کارت بازی می‌شود (اگر ژوکر رو شود: بی‌حکم).
    {"**"}۱. خال تعهد**: از دست چپ پخش‌کننده، هر کس دکمهٔ یک خال (♠ ♥ ♦ ♣) را می‌زند و کارت‌های تعهد آن را برمی‌دارد؛ کارت تعهد با ارزش r دست r را نام می‌برد (A = دست اول … K = دست سیزدهم).
    {"**"}۲. خواندن**: یک دور از دست چپ پخش‌کننده: دکمهٔ **… می‌خوانم** (بیشتر از خواندن قبلی) یا **{ abracadabra-label-pass }**. خواندن‌ها و کارت‌های تعهد تا { $tricks-4 } می‌روند (A تا { $top-bid-4 })، با ۲ یا ۳ نفر تا { $tricks-3 } (A تا { $top-bid-3 }). بالاترین خواننده **حاکم** است و خواندنش تعهد D. همه پاس دادند: پخش دوباره (با دامی: دامی رو می‌شود و یک دور دیگر).
abracadabra-rules-2-tab = تعهدها و بازی
abracadabra-rules-2 =
    {"**"}۳. تعهدها**: در فهرست، کارت‌های تعهدِ دست‌هایی را که می‌خواهید ببرید انتخاب کنید؛ به پشت گذاشته می‌شوند. حاکم دقیقاً D تا، بقیه حداکثر D−۱ تا، یا دکمهٔ **{ abracadabra-label-place-none }**. سپس حاکم می‌تواند کارت‌های گذاشته‌شده را برای بردن رو به سمت راستش انتخاب کند (دوبرابر، چه ببرد چه ببازد) یا **{ abracadabra-label-right-none }** را بزند. بعد هر کس **{ abracadabra-label-expose }** یا **{ abracadabra-label-keep }** را می‌زند.
    {"**"}۴. بازی**: دکمهٔ یک کارت را بزنید؛ فقط کارت‌های مجاز پیشنهاد می‌شوند. نفرِ دست چپ پخش‌کننده دست اول را شروع می‌کند (دونفره: کسی که پخش نکرده). خال زمین را بیایید، وگرنه هر کارتی؛ بالاترین حکم، وگرنه بالاترین کارت خال زمین دست را می‌برد؛ برنده دست بعد را شروع می‌کند. پس از دست t، کارت t برنده رو می‌شود (**آبراکادابرا!**)؛ کارت t دیگران به وسط می‌رود؛ کارت t سمت راست حاکم اگر آن دست را باخته باشد به پشت برمی‌گردد.
    {"**"}دونفره** با دامی: دست سوم، که پس از تعهدها رو می‌شود. دامی نفر سوم هر دست است: شروع‌کنندهٔ دست یکی از دکمه‌های **دامی** را می‌زند. اگر کارت دامی دست را ببرد، همان بازیکن دست بعد را از دامی شروع می‌کند، حریفش دوم و خودش سوم بازی می‌کند.
abracadabra-rules-3-tab = امتیاز، گزینه‌ها، پایان
abracadabra-rules-3 =
    {"**"}امتیاز هر دور**: موفقیت (دست‌ها = تعهد) { $success-4 } برای { $successful-4 } نفر موفق (سه‌نفره { $success-3 }، دونفره { $success-2 }) + ارزش دست‌های نام‌بردهٔ برده ± ۲× کارت‌های سمت راست + ۱ برای هر دست + ۲ (با دستهٔ رو شده ۴) برای هر کارت خال تعهد در دست‌های برده.
    {"**"}گزینه‌های** `/abracadabra { DISCORD("cmd-new-name") }`: `{ $opt-joker }` (ژوکر) { $opt-joker-with } یا { $opt-joker-without } (بدون ژوکر: حاکم پس از گذاشتن کارت‌ها دکمهٔ یک خال حکم را می‌زند)؛ `{ $opt-success }` (موفقیت) { $opt-success-exact } (دقیقاً همان تعهد) یا { $opt-success-at-least } (دست‌کم آن)؛ دونفره بدون دامی: `{ $opt-dummy }: { $opt-dummy-no }` ({ $cards-2 } کارت).
    {"**"}پایان**: پس از دوری که امتیاز کسی به `{ $opt-target }` برسد (پیش‌فرض { $target-default })، یا اگر `{ $opt-deals }` تعیین شده باشد، پس از همان تعداد دور. بیشترین مجموع برنده است؛ در تساوی، برد میان برترها تقسیم می‌شود.
abracadabra-img-legend-left = چپ: دست‌های نام‌برده (به پشت؛ پس از بردن رو)
abracadabra-img-legend-right = راست: سمت راست حاکم (دو برابر حساب می‌شود)
abracadabra-img-legend-centre = وسط: دست‌های نام‌برده‌ای که باخته شد
abracadabra-img-legend-star = ★ حکم
abracadabra-img-centre-count = { $count } کارت
