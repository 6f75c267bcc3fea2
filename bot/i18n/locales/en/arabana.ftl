# Arabana-Opodopo. Island and god names are proper names and stay as they are in every language.
# Placeholders: { $who }, { $owner }, { $target }… are player names; { $spot } is a bridge spot such as
# "Nuridan–Opodopo"; { $card } an island card (or Kanaloa); { $cards } an already joined list.

## Shared words

arabana-someone = Someone
arabana-nobody = nobody
arabana-empty = empty
arabana-and = {" & "}
arabana-plus = {" + "}
arabana-class-main = main
arabana-class-large = large
arabana-class-small = small

## Event lines (Discord, Markdown)

arabana-ev-setup-choice = { $who } has chosen a card for the display.
arabana-ev-setup-card = You put **{ $card }** out for the display.
arabana-ev-display-revealed = The display: { $cards }.
arabana-ev-display-revealed-bag = The display: { $cards } and **{ $card }** from the bag.
arabana-ev-discard = { $who } discards a card face down.
arabana-ev-discard-card = You discard **{ $card }** face down.
arabana-ev-chooser = { $chooser } has the fewest points and picks who starts the second half.
arabana-ev-final-round = ⏳ The cards are out: **final round**, everyone has one last turn.
arabana-ev-pass = { $who } waits and keeps the last turn for later.
arabana-ev-end = { $who } ends the turn.
arabana-ev-bridge = { $who } lays a bridge on **{ $spot }** ({ $card }).
arabana-ev-exchange = { $who } takes over { $owner }'s bridge on **{ $spot }** ({ $cards }).
arabana-ev-takeback = { $who } takes back the bridge on **{ $spot }**.
arabana-ev-control = 🏝️ { $who } takes control of **{ $island }**.
arabana-ev-bridges-returned = Bridges at { $island } go home: { $bridges }.
arabana-ev-bridge-of = { $spot } ({ $owner })
arabana-ev-control-lost = { $who } loses control of **{ $island }**.
arabana-ev-god-taken = { $who } takes the god **{ $god }** from { $island }.
arabana-ev-god-taken-points = { $who } takes the god **{ $god }** from { $island } (+{ $points } { $points ->
        [one] point
       *[other] points
    }).
arabana-ev-relative-choice = { $who } holds the most bridges at **{ $island }** and removes one of the others.
arabana-ev-relative-remove = Relative majority at **{ $island }**: { $owner }'s bridge on { $spot } is removed.
arabana-ev-draw-bag = { $who } draws from the bag.
arabana-ev-draw-bag-lono = { $who } draws from the bag with **Lono**.
arabana-ev-draw-display = { $who } takes **{ $card }** from the display.
arabana-ev-draw-display-refill = { $who } takes **{ $card }** from the display; **{ $refill }** is laid out.
arabana-ev-draw-display-lono = { $who } takes **{ $card }** from the display with **Lono**.
arabana-ev-draw-display-lono-refill = { $who } takes **{ $card }** from the display with **Lono**; **{ $refill }** is laid out.
arabana-ev-drew = You draw **{ $card }**.
arabana-ev-scoring-small = 📊 **Small scoring**: { $parts }.
arabana-ev-scoring-big = 📊 **Big scoring**: { $parts }.
arabana-ev-scoring-part = { $who } +{ $points } ({ $total })
arabana-ev-reshuffle = The discard pile becomes the bag ({ $bag } cards). New display: { $display }.
arabana-ev-ku = { $who } invokes **Ku** and looks at { $target }'s hand.
arabana-ev-ku-hand = Ku shows you { $target }'s hand: { $cards }.
arabana-ev-ku-take = { $who } takes a card from { $target }.
arabana-ev-ku-card = Ku: **{ $card }** goes from { $target } to { $who }.
arabana-ev-pele = { $who } invokes **Pele** and draws a card from { $from }.
arabana-ev-pele-drew = Pele: **{ $card }** goes from { $from } to { $who }.
arabana-ev-pele-give = { $who } gives { $to } a card.
arabana-ev-pele-card = Pele: { $who } gives **{ $card }** to { $to }.
arabana-ev-instant-win = ⚡ { $who } takes an 11th island (**{ $island }**) and wins at once!

## Action labels (buttons, select options, autocomplete; at most 80 characters)

arabana-act-bridge = Bridge { $spot } ({ $card })
arabana-act-bridge-done = Bridge { $spot }
arabana-act-exchange = Take over { $spot } ({ $cards })
arabana-act-exchange-from = Take over { $spot } from { $owner } ({ $cards })
arabana-act-display = Put { $card } in the display
arabana-act-discard = Discard { $card } face down
arabana-act-discard-done = Discard { $card }
arabana-act-draw-bag = Draw blind from the bag ({ $left } left)
arabana-act-draw-card = Draw { $card } (display { $slot })
arabana-act-draw-bag-done = Draw from the bag
arabana-act-draw-slot-done = Draw from display { $slot }
arabana-act-lono-bag = Lono: extra card blind from the bag ({ $left } left)
arabana-act-lono-card = Lono: extra card { $card } (display { $slot })
arabana-act-lono-bag-done = Lono: extra card from the bag
arabana-act-lono-slot-done = Lono: extra card from display { $slot }
arabana-act-remove = Remove { $spot }
arabana-act-remove-of = Remove { $spot } ({ $owner })
arabana-act-takeback = Take back { $spot }
arabana-act-end = End turn
arabana-act-end-last = End my last turn
arabana-act-pass = Pass (keep my last turn)
arabana-act-next = { $player } starts the second half
arabana-act-ku = Ku: look at { $player }'s hand
arabana-act-take = Take { $card }
arabana-act-pele = Pele: draw from everyone, give back
arabana-act-give = Give { $card }
arabana-act-give-to = Give { $card } to { $player }

## Action groups (first step of a DM menu; at most 60 characters)

arabana-grp-bridge = Bridge with { $card }
arabana-grp-exchange = Take over a bridge
arabana-grp-display = Display card
arabana-grp-discard = Discard face down
arabana-grp-draw = Draw
arabana-grp-remove = Remove a bridge
arabana-grp-takeback = Take back a bridge
arabana-grp-end = End
arabana-grp-next = Who starts
arabana-grp-god = Use a god
arabana-grp-take = Take a card
arabana-grp-give = Give a card

## Turn prompts

arabana-prompt-over = The game is over: 🏆 **{ $winners }** { $count ->
        [one] wins
       *[other] win
    } with { $points } points.
arabana-prompt-setup = Everyone picks a card for the display (waiting for { $waiting }).
arabana-prompt-next = { $chooser } chooses who starts the second half.
arabana-prompt-remove = { $who } chooses which bridge to remove at { $island }.
arabana-prompt-ku = { $who } takes a card from { $target }'s hand (Ku).
arabana-prompt-pele = { $who } gives { $to } a card (Pele).
arabana-prompt-final = { $who } takes the last turn: play cards, then end (final round).
arabana-prompt-turn = { $who }'s turn: play cards, then draw one ({ $pass ->
        [1] first half
       *[other] second half
    }).
arabana-prompt-limit = You hold { $held } cards: play or discard down to 4 to draw.
arabana-you-next = you have the fewest points: choose who starts the second half.
arabana-you-remove = you hold the most bridges at { $island }: choose which opponent's bridge goes.
arabana-you-ku = take a card from { $target }'s hand (Ku).
arabana-you-pele = give { $to } a card (Pele).
arabana-you-final = your last turn: play cards, then end it (final round).
arabana-you-turn = play cards, then draw one ({ $pass ->
        [1] first half
       *[other] second half
    }).

## Board image: status, display, players' table, last move

arabana-img-over = Game over
arabana-img-wins = { $winners } { $count ->
        [one] wins
       *[other] win
    }
arabana-img-wins-instant = { $winners } wins with an 11th island
arabana-img-tie = (tie: earlier last turn)
arabana-img-pass = { $pass ->
        [1] First half
       *[other] Second half
    }
arabana-img-pass-final = { $pass ->
        [1] First half
       *[other] Second half
    } · final round
arabana-img-setup = Setup: choosing display cards
arabana-img-waiting = waiting for { $names }
arabana-img-chooser = { $chooser } picks who starts the 2nd half
arabana-img-remove = { $who } removes a bridge
arabana-img-remove-at = at { $island } (relative majority)
arabana-img-ku = { $who } takes a card (Ku)
arabana-img-pele = { $who } gives cards (Pele)
arabana-img-to-play = { $who } to play
arabana-img-last-turns = last turns left: { $names }
arabana-img-display = Display
arabana-img-piles = bag { $bag } · discard pile { $discard }
arabana-img-col-points = Pts
arabana-img-col-bridges = Br
arabana-img-col-stones = St
arabana-img-col-cards = Cd
arabana-img-col-now = Now
arabana-img-legend = Pts points · Br bridges · St stones · Cd cards
arabana-img-legend-now = Now: points if the game ended now
arabana-img-note-pass1 = 1st half: +{ $points }
arabana-img-note-chosen = chosen
arabana-img-note-choosing = choosing
arabana-img-note-done = done
arabana-img-last = Last: { $who } { $move }

## The last move in a few words (after a player's name)

arabana-mv-bridge = bridged { $spot }
arabana-mv-bridge-kanaloa = bridged { $spot } with Kanaloa
arabana-mv-exchange = took over { $spot }
arabana-mv-display = chose a display card
arabana-mv-discard = discarded face down
arabana-mv-draw-bag = drew from the bag
arabana-mv-draw-slot = took display card { $slot }
arabana-mv-lono-bag = drew from the bag (Lono)
arabana-mv-lono-slot = took display card { $slot } (Lono)
arabana-mv-remove = removed the bridge on { $spot }
arabana-mv-takeback = took back { $spot }
arabana-mv-end = ended the last turn
arabana-mv-pass = waits (keeps the last turn)
arabana-mv-next = chose who starts the 2nd half
arabana-mv-ku = invoked Ku
arabana-mv-take = took a card (Ku)
arabana-mv-pele = invoked Pele
arabana-mv-give = gave a card (Pele)

## Hand image

arabana-hand-title = Hand · { $count } { $count ->
        [one] card
       *[other] cards
    }
arabana-hand-title-of = Hand of { $name } · { $count } { $count ->
        [one] card
       *[other] cards
    }
arabana-hand-free-mine = { $free } free · { $mine } yours
arabana-hand-ruled-by-you = ruled by you
arabana-hand-ruled-by = ruled by { $name }
arabana-hand-for-display = For the display: { $card }
arabana-hand-ku = Ku: the hand of { $name }
arabana-hand-gods = Gods
arabana-hand-no-gods = none
arabana-hand-gods-later = usable in the 2nd half
arabana-hand-no-cards = no cards

## Final standings image

arabana-final-title = Arabana-Opodopo · final standings
arabana-final-col-pass1 = 1st half
arabana-final-col-final = Final
arabana-final-col-kane = Kane
arabana-final-col-total = Total
arabana-final-instant = Won at once with an 11th island.
arabana-final-order = Order of the last turns:
arabana-final-tie = Tie: the earlier last turn wins.
arabana-final-chart = Standing over the rounds (points if the game ended then)

## /arabana bridge | exchange | draw

cmd-arabana-bridge-name = bridge
cmd-arabana-bridge-desc = Lay a bridge on a free spot with a card from your hand
cmd-arabana-bridge-spot-name = spot
cmd-arabana-bridge-spot-desc = the bridge spot and the card paying, e.g. Lusepil-Nuridan
cmd-arabana-exchange-name = exchange
cmd-arabana-exchange-desc = Take over an opponent's bridge with two cards of its islands
cmd-arabana-exchange-spot-name = spot
cmd-arabana-exchange-spot-desc = the bridge and the two cards, e.g. Nuridan-Opodopo Nuridan Opodopo
cmd-arabana-draw-name = draw
cmd-arabana-draw-desc = Draw a display card or blind from the bag (ends your turn)
cmd-arabana-draw-card-name = card
cmd-arabana-draw-card-desc = a display card (e.g. Iki or display 2) or bag
arabana-done = ✅ { $label }

## Rules summary (/arabana rules): one phone screen a page, each page's tab; numbers and option names are
## placeholders filled from the engine (cogs/rules.py)
arabana-rules-1-tab = Turn and majorities
arabana-rules-1 =
    {"**"}Arabana-Opodopo** — { $players-min }–{ $players-max } players build bridges for majorities on { $islands } islands.
    {"**"}Setup:** { $deal } cards each; everyone secretly presses **Put … in the display** for one of them ({ $display } cards; with 3 players +1 from the bag).
    {"**"}Turn**, with the buttons in your DM: play any number of cards, then draw exactly one. Hold at most { $hand-limit } before drawing (Kanaloa does not count).
    • **Bridge …** (or first **Bridge with …** a card): a card of either island lays your bridge on that free spot.
    • **{ arabana-grp-exchange }**: two cards of the spot's islands replace an opponent's bridge with yours.
    • **Discard … face down**.
    • **Draw …** a display card or **Draw blind from the bag**: this ends your turn.
    {"**"}Majority:** more than half an island's spots (small { $majority-small }/{ $spots-small }, large { $majority-large }/{ $spots-large }, Lusepil { $majority-main }/{ $spots-main }) → your stone goes there and all opponents' bridges at it go home; whoever drops to half or less where he rules loses that island.
    {"**"}Relative majority:** filling the last spot of a large island or Lusepil while holding the most: alone → you press **Remove …** for one opponent's bridge there; tied → the single bridge goes. No stone is placed.
arabana-rules-2-tab = Passes, scoring, gods
arabana-rules-2 =
    {"**"}Supply:** { $bridges } bridges (none left: **{ arabana-grp-takeback }** first, not back on that spot this turn) and { $stones } stones; with all { $stones } placed, one more island wins at once.
    {"**"}Two halves:** bag and display empty → small scoring (per controlled island, 1 point per spot not yours), reshuffle, second half. The next player starts it; with `{ $opt-second-pass-start }: { $opt-second-pass-start-lowest-chooses }` the player with the fewest points presses who starts. When the cards run out again everyone has one last turn, closed with **{ arabana-act-end-last }**; **{ arabana-act-pass }** waits while someone with more points still has his. Big scoring adds +1 per island. Tie: who took his last turn earlier wins.
    {"**"}Gods** (option `{ $opt-gods }`): the first controller of an island takes its god. Kane: { $kane } points at once (small/large/Lusepil). Second half, once each, under **{ arabana-grp-god }**: Kanaloa a joker card, Ku looks at a hand and takes a card, Pele draws one from each opponent and gives one back, Lono one extra draw.

## Why a command has nothing to offer, and the command's own refusals

err-arabana-no-table = No Arabana-Opodopo table plays here. Use this command in your table's thread.
err-arabana-which-table = You sit at several Arabana-Opodopo tables: use this command in the table's thread.
err-arabana-other-game = The table in this thread plays { $game }, not Arabana-Opodopo.
err-arabana-over = The game is over.
err-arabana-waiting = It is not your turn (waiting for { $names }).
err-arabana-setup-first = First choose your card for the display (in your DM).
err-arabana-first-this = First this: { $prompt }
err-arabana-nothing-to-draw = No card is left to draw: end your turn in your DM.
err-arabana-draw-limit = Hand limit: play or discard down to 4 cards before drawing (you hold { $hand }).
err-arabana-cannot-bridge = You cannot lay a bridge now.
err-arabana-cannot-exchange = You cannot take over a bridge now.
err-arabana-cannot-draw = You cannot draw now.
err-arabana-unclear = I do not know which one you mean by “{ $typed }”. Pick one of the suggestions, e.g. { $example }.

## Engine refusals (codes arabana.*; same parameters as the engine passes)

err-arabana-parse = Cannot read “{ $text }”: expected e.g. `bridge Nuridan-Opodopo`, `exchange Nuridan-Opodopo Nuridan Opodopo`, `discard Nuridan`, `draw display 2`, `draw bag`, `end` or `pass`.
err-arabana-unknown-island = Cannot read “{ $text }”: one of its words is not an island.
err-arabana-no-such-spot = Cannot read “{ $text }”: no bridge spot joins those two islands.
err-arabana-unknown-spot = Cannot read “{ $text }”: write a bridge spot as two neighbouring islands, e.g. Nuridan-Opodopo.
err-arabana-card-not-at-spot = Cannot read “{ $text }”: a card pays only for a spot of its own island.
err-arabana-double-kanaloa = Cannot read “{ $text }”: Kanaloa can stand for only one of the two cards.
err-arabana-bad-seat = There is no such seat at this table.
err-arabana-not-now = That is not possible now: it is your turn, play cards and then draw.
err-arabana-pending-setup = First choose a card for the display (`discard <island>`).
err-arabana-no-card = You hold no card for { $card }.
err-arabana-pending-remove = First choose which opponent's bridge to remove at { $island } (`remove …`).
err-arabana-remove-not-option = { $spot } holds no opponent's bridge at { $island }.
err-arabana-pending-ku = First take a card from seat { $target }'s hand (`take <island>`).
err-arabana-ku-no-card = That hand holds no { $card } card.
err-arabana-pending-pele = First give a card to seat { $to } (`give <island>`).
err-arabana-pending-next = First choose who starts the second half.
err-arabana-no-gods = This table plays without the gods.
err-arabana-gods-second-pass = { $god } can act only in the second half.
err-arabana-god-not-held = You hold no unused { $god } stone.
err-arabana-no-bridges = You have no bridge left in supply; take one of yours back first (`takeback …`).
err-arabana-which-card = `bridge { $spot }`: you hold cards of both islands; say which you play (`bridge { $spot } with <island>`).
err-arabana-no-free-spot = { $island } has no free spot.
err-arabana-spot-taken = { $spot } is not free: it already holds a bridge (an opponent's you can take over with two cards).
err-arabana-banned-spot = You took your bridge off { $spot } this turn; you may not lay one there again now.
err-arabana-exchange-free = { $spot } is free; lay a bridge there instead.
err-arabana-exchange-own = { $spot } already holds your bridge.
err-arabana-no-cards = No card is left in the bag or the display: end your turn with `end`.
err-arabana-bag-empty = The bag is empty: take a display card.
err-arabana-slot-empty = Display slot { $slot } is empty.
err-arabana-hand-limit = Hand limit: play or discard down to 4 before drawing (you hold { $hand }).
err-arabana-must-draw = End your turn by drawing a card (`draw display N` or `draw bag`).
err-arabana-pass-final-only = You may pass only in the final round.
err-arabana-pass-after-play = You have already played this turn: finish it with `end`.
err-arabana-pass-not-allowed = Nobody with more points still has a last turn: take yours now.
err-arabana-takeback-supply = You still have { $left } bridges in supply; take one back only when none is left.
err-arabana-takeback-not-own = { $spot } does not hold your bridge.
err-arabana-ku-target = Ku looks at an opponent's hand; seat { $target } is not one.
err-arabana-ku-empty = Seat { $target } holds no cards.
arabana-img-legend-gods = Kane ★: points at once · other gods: usable in the 2nd half
