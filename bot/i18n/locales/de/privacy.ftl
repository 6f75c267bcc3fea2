# /datenschutz: was Spieltisch über dich speichert, und es löschen (docs/privacy.md ist die Richtlinie).

## Der Befehl
cmd-privacy-name = datenschutz
cmd-privacy-desc = Sieh, was Spieltisch über dich speichert, und lösche es

## Was gespeichert ist
privacy-title = **Was Spieltisch über dich speichert** (Nutzer-ID `{ $user }`):
privacy-none = Spieltisch speichert nichts über dich (Nutzer-ID `{ $user }`).
privacy-settings = **Einstellungen**: Sprache: { $language }; Erwähnung, wenn du dran bist: { $mention }; Direktnachricht, wenn du dran bist: { $dm }; Ruhe: { $quiet }
privacy-settings-locale = **Deine Discord-Sprache**, zuletzt gesehen: { $locale }
privacy-seats = **Plätze** ({ $count }):
privacy-seat = • Tisch #{ $table }, { $game }, { $status }: Platz { $seat } als „{ $name }“
privacy-seat-away = • Tisch #{ $table }, { $game }, { $status }: Platz { $seat } als „{ $name }“, der Computer spielt ihn für dich
privacy-seats-more = • … und { $count } weitere
privacy-hosted = **Gastgeber** der Tische: { $tables }
privacy-votes = **Stimmen fürs Beenden** an Tischen: { $tables }
privacy-results = **Ergebnisse** beendeter Spiele: { $count } ({ $wins } gewonnen)
privacy-ratings = **Wertungen** (gewertete Spiele: { $games }): { $ratings }
privacy-rating = { $game } { $rating }
privacy-messages = **Nachrichten, über die der Bot Buch führt** ({ $count }, um sie später zu bearbeiten): { $ids }
privacy-mentions = **Tischbeiträge, die dich erwähnen**: { $count }
privacy-policy = Wozu alles gespeichert wird und wie lange: die Datenschutzrichtlinie (docs/privacy.md), auch für einen Export auf Anfrage.
privacy-delete-offer = **Meine Daten löschen** löscht deine Einstellungen und Wertungen, nimmt deinen Namen und deine ID aus deinen vergangenen Spielen (die Punkte bleiben, damit die Bilanz der anderen stimmt), gibt deine Plätze an laufenden Tischen an den Computer und nimmt dich aus Lobbys. Das lässt sich nicht rückgängig machen.
privacy-delete-button = Meine Daten löschen

## Löschen
privacy-deleted = Deine Daten sind gelöscht. Verlassene laufende Tische (ein Computer spielt weiter): { $tables }; verlassene Lobbys: { $lobbies }; Plätze, die deinen Namen nicht mehr tragen: { $seats }; gelöschte Wertungen: { $ratings }; auch deine Einstellungen sind gelöscht. Wenn du den Bot wieder benutzt, speichert er neue Daten (deine Sprache, deine Plätze).
privacy-not-yours = Dieser Knopf gehört der Person, die ihn angefordert hat.
privacy-prompt-closed = 🚪 Du hast deine Daten gelöscht: ein Computer spielt jetzt deinen Platz an Tisch #{ $table }.
privacy-former-player = Ehemalige Person { $number }
err-privacy-nothing-stored = Über dich ist nichts gespeichert: es gibt nichts zu löschen.
