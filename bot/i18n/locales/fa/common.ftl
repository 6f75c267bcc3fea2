language-name = فارسی
