## بازپخش، بازی دوباره و راهنمایی (`cogs.replay`، `cogs.hints`)
replay-button = بازپخش
replay-posted = 🎞️ بازپخش میز #{ DIGITS($table) } ({ $game }): { $frames } تصویر.
replay-link = 🎞️ بازپخش میز #{ DIGITS($table) } اینجاست: { $link }
replay-failed = 🎞️ بازپخش میز #{ DIGITS($table) } این بار ساخته نشد: برای تلاش دوباره، بازپخش را دوباره بزنید.

replay-rematch-button = بازی دوباره
replay-rematch-decline-button = نمی‌آیم
replay-rematch-invite = 🔁 بازی دوبارهٔ میز #{ DIGITS($table) }: { $host } میز #{ DIGITS($rematch) } ({ $game }) را با همان گزینه‌ها و رایانه‌ها باز کرد: { $lobby }. بازیکنان بازی قبل: با دکمهٔ «پیوستن» در لابی بیایید، یا همین‌جا نپذیرید.
replay-rematch-hints = { $hints ->
    [on] 💡 راهنمایی مجاز است، پس این بازی امتیازی نیست: میزبان می‌تواند در لابی با «بدون راهنمایی» آن را خاموش کند.
   *[off] 💡 راهنمایی مانند بازی قبل خاموش است.
}
replay-rematch-declined = { $name } بازی دوباره را نمی‌پذیرد (میز #{ DIGITS($table) }).
replay-rematch-decline-late = میز #{ DIGITS($table) } دیگر منتظر بازیکن نیست.

replay-hints-toggle-on = اجازهٔ راهنمایی
replay-hints-toggle-off = بدون راهنمایی
replay-hint-button = راهنمایی
replay-hint-answer = 💡 میز #{ DIGITS($table) }: رایانهٔ سخت، تنها با آنچه شما می‌بینید، **{ $move }** را برمی‌گزیند.
replay-hint-nothing = 💡 میز #{ DIGITS($table) }: اکنون چیزی برای انتخاب نیست.
replay-hint-used = 💡 { $name } راهنمایی خواست.
replay-hints-used = 💡 { $count ->
    [one] یک راهنمایی
   *[other] { $count } راهنمایی
} در این بازی (بدون امتیاز رتبه‌بندی).
replay-hint-banner = راهنمایی: { $move }
