# Shared words. Placeholders: { $name } etc. Keep keys identical in every language.
language-name = English
