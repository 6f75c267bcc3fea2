## بازپخش، بازی دوباره و راهنمایی (`cogs.replay`، `cogs.hints`)
replay-button = بازپخش
replay-posted = 🎞️ بازپخش میز #{ $table } ({ $game }): { $frames } تصویر.

replay-rematch-button = بازی دوباره
replay-rematch-decline-button = نمی‌آیم
replay-rematch-invite = 🔁 بازی دوبارهٔ میز #{ $table }: { $host } میز #{ $rematch } ({ $game }) را با همان گزینه‌ها و رایانه‌ها باز کرد. بازیکنان بازی قبل: با دکمهٔ «پیوستن» در لابی بیایید، یا همین‌جا نپذیرید.
replay-rematch-declined = { $name } بازی دوباره را نمی‌پذیرد (میز #{ $table }).
replay-rematch-decline-late = میز #{ $table } دیگر منتظر بازیکن نیست.

replay-hints-toggle-on = اجازهٔ راهنمایی
replay-hints-toggle-off = بدون راهنمایی
replay-hint-button = راهنمایی
replay-hint-answer = 💡 میز #{ $table }: رایانهٔ سخت، تنها با آنچه شما می‌بینید، **{ $move }** را برمی‌گزیند.
replay-hint-nothing = 💡 میز #{ $table }: اکنون چیزی برای انتخاب نیست.
replay-hint-used = 💡 { $name } راهنمایی خواست.
replay-hints-used = 💡 { $count ->
    [one] یک راهنمایی
   *[other] { $count } راهنمایی
} در این بازی (بدون امتیاز رتبه‌بندی).
replay-hint-banner = راهنمایی: { $move }
