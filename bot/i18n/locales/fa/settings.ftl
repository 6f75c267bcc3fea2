# پاسخ‌های /settings، /stats، /leaderboard و /config.

## /settings
settings-title = تنظیمات شما:
settings-mention = **نام بردن در رشته هنگام نوبت شما، اگر پیام خصوصی به شما نرسد**: { $value }
settings-dm = **پیام خصوصی هنگام نوبت شما** سر میزهایی با زمان نوبت بیش از یک ساعت: { $value } (خاموش: پیام انتخاب‌ها بی‌صدا می‌رسد)
settings-quiet = **بی‌صدا**: { $value } (روشن: بدون نام بردن، پیام‌های بی‌صدا، بدون یادآوری)
settings-language = **زبان**: { $language } ({ $source })
settings-language-chosen = انتخاب خودتان؛ `{ DISCORD("cmd-settings-language-name") }: { DISCORD("cmd-choice-language-auto") }` دوباره از دیسکورد پیروی می‌کند
settings-language-discord = زبان دیسکورد شما
settings-language-default = پیش‌فرض

## /stats و /leaderboard
settings-stats-none = { $name } هنوز اینجا بازی تمام‌شده‌ای ندارد.
settings-stats-total = **{ $name }**: { $games } بازی، { $wins } برد ({ $percent }٪)
settings-stats-game = • { $game }: { $games } بازی، { $wins } برد
settings-stats-stand-in = در { $count } بازی از این‌ها برای { $name } جانشین بازی کرد.

## /config
settings-config-clock-current = میزهای تازه اینجا زمان نوبت **{ $clock }** می‌گیرند. برای تغییر آن { common-clock-help }.
settings-config-clock-set = میزهای تازه اینجا از این پس زمان نوبت **{ $clock }** می‌گیرند (هر میز می‌تواند با `{ DISCORD("cmd-new-clock-name") }:` زمان خودش را بگذارد).
settings-config-language-current = میزهای اینجا به زبان **{ $language }** هستند ({ $source }): پیام‌های رشته، تصویر میز و لابی. هر بازیکن پیام‌های خصوصی و پاسخ‌ها را به زبان خودش می‌گیرد.
settings-config-language-source-set = با `/{ DISCORD("cmd-config-name") } { DISCORD("cmd-config-language-name") }` تنظیم شده
settings-config-language-source-discord = زبان دیسکورد سرور
settings-config-language-source-default = پیش‌فرض
settings-config-language-set = میزهای اینجا از این پس به زبان **{ $language }** هستند: پیام‌های رشته، تصویر میز و لابی.
settings-config-language-auto = میزهای اینجا از این پس از زبان دیسکورد سرور پیروی می‌کنند: **{ $language }**.
