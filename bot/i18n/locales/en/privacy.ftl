# /privacy: what Spieltisch stores about you, and deleting it (docs/privacy.md is the policy).

## The command
cmd-privacy-name = privacy
cmd-privacy-desc = See what Spieltisch stores about you, and delete it

## What is stored
privacy-title = **What Spieltisch stores about you** (user id `{ $user }`):
privacy-none = Spieltisch stores nothing about you (user id `{ $user }`).
privacy-settings = **Settings**: language: { $language }; mention on your turn: { $mention }; DM on your turn: { $dm }; quiet: { $quiet }
privacy-settings-locale = **Your Discord language**, as last seen: { $locale }
privacy-seats = **Seats** ({ $count }):
privacy-seat = • table #{ $table }, { $game }, { $status }: seat { $seat } as “{ $name }”
privacy-seat-away = • table #{ $table }, { $game }, { $status }: seat { $seat } as “{ $name }”, the computer plays it for you
privacy-seats-more = • … and { $count } more
privacy-hosted = **Host** of tables: { $tables }
privacy-votes = **Votes to end** at tables: { $tables }
privacy-results = **Results** of finished games: { $count } ({ $wins } won)
privacy-ratings = **Ratings** (rated games: { $games }): { $ratings }
privacy-rating = { $game } { $rating }
privacy-messages = **Messages the bot keeps a record of** ({ $count }, kept to edit them later): { $ids }
privacy-mentions = **Table posts that ping you**: { $count }
privacy-policy = Why each is kept and for how long: the privacy policy (docs/privacy.md), also for exports on request.
privacy-delete-offer = **Delete my data** deletes your settings and ratings, takes your name and id off your past games (their scores stay, so the other players' records hold), hands your seats at running tables to the computer and takes you out of lobbies. It cannot be undone.
privacy-delete-button = Delete my data

## Deleting
privacy-deleted = Your data is deleted. Running tables left (a computer plays on): { $tables }; lobbies left: { $lobbies }; seats that no longer carry your name: { $seats }; ratings deleted: { $ratings }; your settings are deleted too. Using the bot again stores new data (your language, your seats).
privacy-not-yours = This button is for the person who asked for it.
privacy-prompt-closed = 🚪 You deleted your data: a computer plays your seat at table #{ $table } now.
privacy-former-player = Former player { $number }
err-privacy-nothing-stored = Nothing is stored about you: there is nothing to delete.
