# Druids (key druids). English is the source; de and fa follow key for key with the same placeholders.
# Card codes (R7, B12, SICKLE) and the domain symbols (✚ ☀ ♞ ★ ♫) are added by the code.

## Colours, domains, special cards, sides

druids-colour-g = green
druids-colour-y = yellow
druids-colour-r = red
druids-colour-b = blue
druids-colour-v = violet
druids-domain-g = Healing
druids-domain-y = Divination
druids-domain-r = Shapeshifting
druids-domain-b = Astronomy
druids-domain-v = Fine Arts
druids-name-gaia = Gaia
druids-name-sickle = Sickle
druids-name-mistletoe = Mistletoe
# The short names printed on the small card faces of the images.
druids-face-gaia = Gaia
druids-face-sickle = Sickle
druids-face-mistletoe = Mistletoe
druids-side-dark = dark
druids-side-light = light
druids-someone = Someone
# Joins choices: "✚ green or ★ blue".
druids-or = { $a } or { $b }

## Event lines (Discord Markdown)

druids-ev-round-start = **Round { $round }** — { $dealer } deals; { $holder } holds Gaia and leads.
druids-ev-hand = Your hand: { $cards }
druids-ev-gaia = { $who } leads **✿ Gaia** as { $colour }.
druids-ev-gaia-side = { $who } leads **✿ Gaia** as { $colour }, { $side ->
        [light] light side (highest on top this round)
       *[other] dark side (lowest on top this round)
    }.
druids-ev-play = { $who } plays **{ $card }**.
druids-ev-trick-led = Trick { $trick } ({ $colour } led): { $cards } — **{ $winner }** takes it and stacks { $stacked }.
druids-ev-trick-led-nostack = Trick { $trick } ({ $colour } led): { $cards } — **{ $winner }** takes it (no domain cards to stack).
druids-ev-trick = Trick { $trick }: { $cards } — **{ $winner }** takes it and stacks { $stacked }.
druids-ev-trick-nostack = Trick { $trick }: { $cards } — **{ $winner }** takes it (no domain cards to stack).
druids-ev-five-domains = 🌿 **{ $who } has all five domains!** The round ends at once: −3 for { $who }.
druids-ev-sickle-tie = ☾ Sickle: { $who }'s highest tops tie — { $who } chooses { $choices }.
druids-ev-sickle = ☾ Sickle: { $who } sets aside the { $colour } stack ({ $height ->
        [one] { $height } card
       *[other] { $height } cards
    }, top { $top }).
druids-ev-sickle-blank = ☾ Sickle: { $who } has no stack to lose.

## The round's result (a code block)

druids-table-title = **Round { $round } scored**
druids-table-tops = stack tops
druids-table-round = round
druids-table-total = total
druids-table-five-domains = five domains
druids-table-no-stacks = no stacks
druids-table-next-dealer = { $who } has the fewest points this round and deals round { $next }.

## Buttons and their groups

druids-label-sickle = Sickle removes my { $colour } stack
druids-label-gaia = Gaia as { $colour }
druids-label-gaia-side = Gaia as { $colour }, { $side ->
        [light] light (highest on top)
       *[other] dark (lowest on top)
    }
druids-group-sickle = sickle
druids-group-gaia = gaia
druids-group-special = special

## Turn prompts: for everyone (the table) and for the player to move (DM)

druids-prompt-over = The game is over: 🏆 **{ $who }** { $count ->
        [one] wins
       *[other] win
    } with { $points } points.
druids-prompt-sickle = { $who } chooses which stack the Sickle removes ({ $choices }).
druids-prompt-gaia = { $who } leads Gaia to trick 1 of round { $round } and names its colour.
druids-prompt-gaia-side = { $who } leads Gaia to trick 1 of round { $round } and names its colour and the side (dark or light).
druids-prompt-lead = { $who } leads trick { $trick }.
druids-prompt-play = { $who } plays to trick { $trick }.
druids-prompt-play-follow = { $who } plays to trick { $trick } (follow { $colour } if you can).
druids-you-sickle = Your highest stack tops tie: choose which stack the Sickle removes ({ $choices }).
druids-you-gaia = You hold Gaia: lead it to trick 1 of round { $round } and name its colour.
druids-you-gaia-side = You hold Gaia: lead it to trick 1 of round { $round }, naming its colour and the side for this round (dark: lowest card on top of a stack, light: highest on top).
druids-you-lead = You lead trick { $trick }: any card.
druids-you-open = You play to trick { $trick }: no colour is led yet, any card.
druids-you-follow = You play to trick { $trick }: follow { $colour }.
druids-you-follow-specials = You play to trick { $trick }: follow { $colour } (or play your { $specials }).
druids-you-void = You play to trick { $trick }: you have no { $colour }, any card.

## Images

druids-img-player = Player { $letter }
druids-img-round = Druids · Round { $round }/{ $rounds }
druids-img-round-trick = Druids · Round { $round }/{ $rounds } · Trick { $trick }
druids-img-side-none = side: not chosen yet
druids-img-side-light = light ○: highest on top
druids-img-side-dark = dark ●: lowest on top
druids-img-lowest-on-top = lowest on top
druids-img-aside = Set aside: { $count }
druids-img-aside-undealt = Set aside: { $count } · not dealt { $undealt }
druids-img-you-name = { $name } (you)
druids-img-points = { $points } pts
druids-img-points-last = { $points } pts ({ $last })
druids-img-to-move = ▶ to move
druids-img-hand-size = hand { $count }
druids-img-dealer = dealer
druids-img-trick-led = Trick { $trick } · led { $colour }
druids-img-trick-open = Trick { $trick } · no colour led yet
druids-img-trick-leads = Trick { $trick }: { $name } leads
druids-img-game-over = Game over
druids-img-sickle-ask = { $name }: Sickle removes { $choices }?
druids-img-last-trick = Last trick: { $name }
druids-img-round-scores = Round { $round } scores
druids-img-five-domains = { $score } (five domains)
druids-img-status-over = Game over · winner: { $names }
druids-img-you = You
druids-img-status-sickle = { $who }: choose which stack the Sickle removes ({ $choices })
druids-img-status-gaia = { $who }: lead Gaia to trick 1 and name its colour
druids-img-status-gaia-side = { $who }: lead Gaia to trick 1 and name its colour and the side (dark/light)
druids-img-status-lead = { $who }: lead trick { $trick }
druids-img-status-play = { $who }: play to trick { $trick }
druids-img-status-follow = { $who }: play to trick { $trick } (follow { $colour } if you can)
druids-img-hand-title = { $name } · your hand ({ $count })
druids-img-hand = Hand
druids-img-no-cards = No cards in hand
druids-img-your-stacks = Your stacks
druids-img-trick = Trick { $trick }
druids-img-no-trick-cards = No cards played yet
druids-img-cards-in-hand = Cards in hand
druids-img-final-title = Druids · final standings
druids-img-winner = ★ winner
druids-img-chart-title = Points after each round
druids-img-round-column = R{ $round }
druids-img-total = Total

## Rules summary (/druids rules): one phone screen a page, each page's tab; numbers and option names are
## placeholders filled from the engine (cogs/rules.py)
druids-rules-1-tab = How to play
druids-rules-1 =
    {"**"}Druids**: { $players-min }–{ $players-max } players, trick-taking over { $rounds-default } rounds (option `{ $opt-rounds }`: { $rounds-min }–{ $rounds-max }).
    {"**"}Deal**: { $deal-cards } cards each with { $deal-players } players; the rest are set aside unseen. Your hand comes by DM; on your turn it has a button for each card you may play.
    {"**"}Cards**: five domains, each a colour with values 1–{ $values }: { druids-domain-g } (G, green ✚), { druids-domain-y } (Y, yellow ☀), { druids-domain-r } (R, red ♞), { druids-domain-b } (B, blue ★), { druids-domain-v } (V, violet ♫); Gaia (0, any colour); { $sickles } Golden Sickles; { $mistletoes } Mistletoes.
    {"**"}Play**: whoever holds Gaia leads trick 1 with it, pressing **Gaia as …** and the colour it stands for. Then the trick winner leads. The first domain card fixes the led colour; follow it if you can, but a Sickle or Mistletoe may always be played. Highest card of the led colour wins; Sickles/Mistletoes never win (a trick of only those goes to its leader); Gaia wins only if nobody plays its colour.
    {"**"}Option** `{ $opt-variant }: { $opt-variant-sun-moon }`: leading Gaia, also choose dark (lowest on top) or light (highest on top) for the round: each Gaia button names a colour and a side.
druids-rules-2-tab = Tricks and scoring
druids-rules-2 =
    {"**"}Taking a trick**, in order:
    1. Its domain cards go face up onto your stacks, one stack per colour; of several cards of one colour the lowest ends on top. A new card always covers the old top.
    2. If you now have all five colours, the round ends at once.
    3. Each Sickle sets aside your stack with the highest top card (tie: you press **Sickle removes my … stack** for one of them); with no stack it does nothing. A colour set aside no longer counts and can be started again.
    4. Sickles, Mistletoes and Gaia are set aside.
    Only stack tops and heights are shown.
    {"**"}Scoring**: whoever completed five domains scores −{ $five-domains }; everyone else the sum of their stack tops. The fewest points in a round deals the next. Highest total after the last round wins; ties share the win.

## Refusals of the engine (err-<code>), with the engine's parameters

err-druids-gaia-colour-missing = Cannot read '{ $text }': Gaia needs a colour, e.g. `play GAIA R`.
err-druids-no-such-card = Cannot read '{ $text }': there is no such card (colours G, Y, R, B, V, values 1–12).
err-druids-no-such-colour = Cannot read '{ $text }': name a colour letter (G, Y, R, B, V).
err-druids-unreadable = Cannot read '{ $text }': write `play R7`, `play SICKLE`, `play MISTLETOE`, `play GAIA R` (sun-moon: `play GAIA R light`) or `sickle B`.
err-druids-not-held = You cannot play { $card }: you do not hold it.
err-druids-must-follow = You cannot play { $card }: you must follow { $colour ->
        [G] ✚ green
        [Y] ☀ yellow
        [R] ♞ red
        [B] ★ blue
       *[V] ♫ violet
    } while you hold it (a Sickle or Mistletoe may always be played).
err-druids-sickle-pending = You cannot { $text } now. First choose which stack the Sickle removes.
err-druids-sickle-not-highest = You cannot { $text }: the Sickle removes a stack with your highest top card; choose one of those.
err-druids-no-sickle-choice = You cannot { $text }: no Sickle awaits a choice now.
err-druids-must-lead-gaia = You cannot { $text }: you hold Gaia and must lead it to trick 1, naming its colour (e.g. `play GAIA R`).
err-druids-gaia-side-missing = You cannot { $text }: name Gaia's side too, e.g. `{ $text } dark` or `{ $text } light`.
err-druids-gaia-side-off = You cannot { $text }: Gaia's side is only chosen in the sun-moon variant.
err-druids-gaia-only-first = You cannot { $text }: Gaia is only led to the first trick of a round.
err-druids-not-allowed = You cannot { $text } now.
druids-img-waits-sickle = { $who } chooses which stack the Sickle removes ({ $choices })
druids-img-waits-gaia = { $who } leads Gaia to trick 1 and names its colour
druids-img-waits-gaia-side = { $who } leads Gaia to trick 1 and names its colour and the side
druids-img-waits-lead = { $who } leads trick { $trick }
druids-img-waits-play = { $who } plays to trick { $trick }
druids-img-waits-follow = { $who } plays to trick { $trick } (must follow { $colour } if possible)
druids-img-legend-lowest = Same colour in a trick: the lowest goes on top · ×3 = cards in the stack
druids-img-legend-highest = Same colour in a trick: the highest goes on top · ×3 = cards in the stack
druids-img-legend-side = Gaia's leader picks: dark = lowest on top, light = highest · ×3 = stack size
