# Spellcaster (English, the source). Keys and placeholders are the same in every language.

## Colours, their roles, and names for people
spellcaster-colour-red = red
spellcaster-colour-yellow = yellow
spellcaster-colour-blue = blue
spellcaster-colour-green = green
spellcaster-colour-adj-red = red
spellcaster-colour-adj-yellow = yellow
spellcaster-colour-adj-blue = blue
spellcaster-colour-adj-green = green
spellcaster-role-red = combat
spellcaster-role-yellow = healing
spellcaster-role-blue = sorcery
spellcaster-role-green = conjuring
spellcaster-or = { $a } or { $b }
spellcaster-list-sep = {", "}
spellcaster-someone = Someone
spellcaster-the-rival = the rival
spellcaster-card-colour = { $name } ({ $colour })
spellcaster-card-colour-active = { $name } ({ $colour }, active spell)

## Thread lines (events)
spellcaster-event-turn = **Turn { $turn }** — { $who } (Mage { $letter })
spellcaster-event-trigger = { $who }'s active spell **{ $card }** triggers.
spellcaster-event-nullified = { $who }'s active spell **{ $card }** is nullified and does not trigger.
spellcaster-event-unpaid = { $who }'s active spell **{ $card }** cannot pay its cost and does not trigger.
spellcaster-event-deck-empty = { $who } finds the deck empty.
spellcaster-event-draw = { $who } draws { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } ({ $deck } left in the deck).
spellcaster-event-drew = You draw { $cards }.
spellcaster-event-deck-short = ⚠️ The deck ran short: the game ends after this turn.
spellcaster-event-play = { $who } plays **{ $card }** on the { $pile } pile.
spellcaster-event-activate = { $who } activates **{ $card }** ({ $pile }).
spellcaster-event-echo = { $who } echoes **{ $card }** ({ $pile }): its text happens again.
spellcaster-effect = { $card }: { $line }
spellcaster-event-pay-energy = { $who } pays { $n } Energy.
spellcaster-event-pay-sapphires = { $who } pays { $n ->
        [one] { $n } Sapphire
       *[other] { $n } Sapphires
    }.
spellcaster-event-energy-gain = { $who } gains { $n } Energy (now { $now }).
spellcaster-event-energy-lose = { $who } loses { $n } Energy (now { $now }).
spellcaster-event-sapphires-gain = { $who } gains { $n ->
        [one] { $n } Sapphire
       *[other] { $n } Sapphires
    } (now { $now }).
spellcaster-event-sapphires-lose = { $who } loses { $n ->
        [one] { $n } Sapphire
       *[other] { $n } Sapphires
    } (now { $now }).
spellcaster-event-guarded = { $who }'s guard absorbs { $n } Energy.
spellcaster-event-guard = { $who } loses { $n } less Energy to each red card until their next turn.
spellcaster-event-nullify = { $rival }'s active spells will not trigger until { $who }'s next turn.
spellcaster-event-extra-actions = { $who } gets { $n ->
        [one] { $n } more action
       *[other] { $n } more actions
    } this turn.
spellcaster-event-discard-hand = { $who } discards **{ $card }**.
spellcaster-event-discard-pile = **{ $card }** is discarded from the { $pile } pile.
spellcaster-event-decline = { $who } declines to discard.
spellcaster-event-turn-card = { $who } turns **{ $card }** on the { $pile } pile to face them.
spellcaster-event-take = { $who } takes **{ $card }** back from the discard pile.
spellcaster-event-foresight = { $who } looks at the top { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of the deck.
spellcaster-event-foresee = You see { $cards }.
spellcaster-event-keep = You keep **{ $card }**.
spellcaster-event-kept = { $who } keeps one of them.
spellcaster-event-bottom = { $who } puts { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } under the deck.
spellcaster-event-no-target = **{ $card }** has nothing to act on.
spellcaster-event-no-action = { $who } can neither draw (the deck is empty), play nor activate, and loses { $lost ->
        [one] the last action
       *[other] the last { $lost } actions
    } of this turn.
spellcaster-score = Sapphires { $s0 }–{ $s1 }, Energy { $e0 }–{ $e1 }
spellcaster-game-draw = 🏁 A draw ({ $reason }) — { $score }.
spellcaster-game-won = 🏆 **{ $who }** wins ({ $reason }) — { $score }.
spellcaster-reason-energy = Energy ran out
spellcaster-reason-energy-of = { $who }'s Energy ran out
spellcaster-reason-sapphires = { $n } Sapphires
spellcaster-reason-deck = the deck ran out

## Buttons, select options and select placeholders
spellcaster-label-draw = Draw a card
spellcaster-label-play = Play { $card }
spellcaster-label-discard = Discard { $card }
spellcaster-label-take = Take back { $card }
spellcaster-label-activate = Activate { $colour }: { $card }
spellcaster-label-activate-pile = Activate the { $colour } spell
spellcaster-label-decline = Discard nothing: your rival draws { $n }
spellcaster-label-pile = The { $colour } pile
spellcaster-label-pile-fumble = Discard { $card } ({ $colour } pile)
spellcaster-label-pile-twist = Turn { $card } ({ $colour } pile) to face you
spellcaster-label-pile-echo = Echo { $card } ({ $colour } pile)
spellcaster-label-pile-card = { $card } ({ $colour } pile)
spellcaster-label-keep = Keep { $card }
spellcaster-label-bottom = Very bottom: { $card }
spellcaster-group-draw-activate = Draw or activate a spell
spellcaster-group-decline = Or discard nothing
spellcaster-group-activate = Activate a spell
spellcaster-group-play = Play a { $colours } card…
spellcaster-group-discard = Discard a { $colours } card…
spellcaster-group-take = Take back a { $colours } card…

## Turn prompts: public (the table) and second person (the chooser's DM)
spellcaster-prompt-discard = { $who } chooses a card to discard ({ $card })
spellcaster-prompt-bargain = { $who } decides: discard a card, or { $caster } draws { $n } ({ $card })
spellcaster-prompt-fumble = { $caster } chooses the pile { $card } clears
spellcaster-prompt-twist = { $caster } chooses the pile { $card } turns
spellcaster-prompt-echo = { $caster } chooses the card { $card } repeats
spellcaster-prompt-rewind = { $caster } chooses a card to take back ({ $card })
spellcaster-prompt-keep = { $caster } looks at the top cards and keeps one ({ $card })
spellcaster-prompt-order = { $caster } orders the cards going under the deck ({ $card })
spellcaster-prompt-other = { $who } chooses ({ $card })
spellcaster-your-discard = { $card }: choose a card to discard from your hand.
spellcaster-your-bargain = { $card }: discard a card of your choice, or discard nothing and { $caster } draws { $n }.
spellcaster-your-fumble = { $card }: choose a pile facing { $rival }; its top card is discarded.
spellcaster-your-twist = { $card }: choose a pile facing { $rival }; its top card turns to face you.
spellcaster-your-echo = { $card }: choose a spell facing you whose text is done again.
spellcaster-your-rewind = { $card }: choose a card to take back from the discard pile.
spellcaster-your-keep = { $card }: keep one of the revealed cards (below your hand); the others go under the deck.
spellcaster-your-order = { $card }: choose the card that goes to the very bottom of the deck (the other goes just above it).
spellcaster-your-other = { $card }: your choice.
spellcaster-prompt-over = The duel is over after { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }: { $result }
spellcaster-prompt-your-turn = You have { $n ->
        [one] { $n } action
       *[other] { $n } actions
    } left: draw a card, play one from your hand, or activate a spell facing you.
spellcaster-prompt-turn = { $who }'s turn: { $n ->
        [one] { $n } action
       *[other] { $n } actions
    } left — draw, play or activate.
spellcaster-prompt-your-turn-deck-empty = You have { $n ->
        [one] { $n } action
       *[other] { $n } actions
    } left; the deck is empty: play a card from your hand or activate a spell facing you.
spellcaster-prompt-turn-deck-empty = { $who }'s turn: { $n ->
        [one] { $n } action
       *[other] { $n } actions
    } left — the deck is empty: play or activate.

## Images: table and hand
spellcaster-img-pile-header = { $symbol } { $colour } · { $role }
spellcaster-img-active-spell = ⟳ ACTIVE SPELL
spellcaster-img-empty = empty
spellcaster-img-nobody = nobody controls
spellcaster-img-used = ✓ used
spellcaster-img-pile-size = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
spellcaster-img-faces = faces { $letter }
spellcaster-img-mage = Mage { $letter }
spellcaster-img-mage-you = Mage { $letter } (you)
spellcaster-img-player-you = { $name } (you)
spellcaster-img-winner = WINNER
spellcaster-img-actions-left = { $n ->
        [one] { $n } action left
       *[other] { $n } actions left
    }
spellcaster-img-guard = guard −{ $n }
spellcaster-img-nullify = nullify
spellcaster-img-energy = ⚡ Energy { $n }
spellcaster-img-sapphires = ◆ Sapphires { $n }/{ $goal }
spellcaster-img-deck = Deck
spellcaster-img-deck-ending = ends after this turn
spellcaster-img-discard = Discard { $n }
spellcaster-img-turn = Turn { $n }
spellcaster-img-last-move = Last move
spellcaster-img-question-discard = { $letter } discards
spellcaster-img-question-bargain = { $letter } discards or not
spellcaster-img-question-fumble = { $letter } picks a pile
spellcaster-img-question-twist = { $letter } picks a pile
spellcaster-img-question-echo = { $letter } picks a spell
spellcaster-img-question-rewind = { $letter } takes a card
spellcaster-img-question-keep = { $letter } keeps a card
spellcaster-img-question-order = { $letter } orders cards
spellcaster-img-question-other = { $letter } chooses
spellcaster-last-activate = { $letter } activated { $card }
spellcaster-last-draw = { $letter } drew a card
spellcaster-last-play = { $letter } played { $card }
spellcaster-last-discard = { $letter } discarded { $card }
spellcaster-last-decline = { $letter } declined to discard
spellcaster-last-pile = { $letter } chose the { $colour } pile
spellcaster-last-take = { $letter } took back { $card }
spellcaster-last-keep = { $letter } kept a card
spellcaster-last-bottom = { $letter } ordered the deck bottom
spellcaster-img-wins = Mage { $letter } wins
spellcaster-img-draw = A draw
spellcaster-img-hand-over = Game over: { $result }
spellcaster-img-after-turns = after { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }
spellcaster-img-hand-title = { $who } — your hand ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
spellcaster-img-no-cards = No cards in hand.
spellcaster-img-foresight = { $card } — keep one (the rest go under the deck):

## /spellcaster cards
spellcaster-cmd-cards = cards
spellcaster-cmd-cards-description = The Spellcaster card set: name, colour, active spells and text
spellcaster-cmd-cards-colour = colour
spellcaster-cmd-cards-colour-description = the colour to show first (default red)
spellcaster-cards-title = { $symbol } { $colour } — { $role } ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
spellcaster-cards-description = Played onto the { $colour } pile, facing you: you control the pile while its top card faces you. An action activates a top card facing you: do its text (each card once per turn).
spellcaster-cards-field = { $name } ×{ $count }
spellcaster-cards-field-active = { $mark } { $name } ×{ $count } · active spell
spellcaster-cards-active-text = At the start of your turn: { $text }
spellcaster-cards-footer = Page { $page }/{ $pages } · { $total } cards, { $active } of them active spells ({ $mark }: triggers by itself at the start of its controller's turn; it cannot be activated)

## Cards: names and texts (the engine's data keeps the English)
spellcaster-card-R01-name = Firebolt
spellcaster-card-R01-text = Rival loses 2 Energy.
spellcaster-card-R02-name = Flame Beast
spellcaster-card-R02-text = Rival loses 3 Energy. Rival gains 1 Sapphire.
spellcaster-card-R03-name = Demonspawn
spellcaster-card-R03-text = Rival loses 3 Energy. You lose 1 Energy.
spellcaster-card-R04-name = Life Leech
spellcaster-card-R04-text = Rival loses 1 Energy. You gain 1 Energy.
spellcaster-card-R05-name = Battle Fury
spellcaster-card-R05-text = Rival loses 1 Energy for each pile whose top card faces you (this one included).
spellcaster-card-R06-name = Backlash
spellcaster-card-R06-text = Rival loses 2 Energy. Then, if the rival has more Energy than you, the rival loses 1 more Energy.
spellcaster-card-R07-name = Thunderclap
spellcaster-card-R07-text = Rival loses 2 Energy and discards 1 card of their choice from hand (if any).
spellcaster-card-R08-name = Burning Curse
spellcaster-card-R08-text = Rival loses 1 Energy.
spellcaster-card-R09-name = Hellfire Aura
spellcaster-card-R09-text = Rival loses 2 Energy. Rival draws 1 card.
spellcaster-card-R10-name = Doom Sigil
spellcaster-card-R10-text = Rival loses 1 Energy. Then, if the rival has 3 or less Energy, the rival loses 1 more Energy.
spellcaster-card-Y01-name = Healing Light
spellcaster-card-Y01-text = Gain 2 Energy.
spellcaster-card-Y02-name = Soothing Balm
spellcaster-card-Y02-text = Gain 1 Energy. Draw 1 card.
spellcaster-card-Y03-name = Word of Guarding
spellcaster-card-Y03-text = Gain 1 Energy. Until the start of your next turn, each time a Red card makes you lose Energy, you lose 1 less.
spellcaster-card-Y04-name = Repel Curse
spellcaster-card-Y04-text = If the top card of the Red pile faces the rival, discard it. Gain 1 Energy.
spellcaster-card-Y05-name = Second Wind
spellcaster-card-Y05-text = Gain 3 Energy. Rival gains 1 Sapphire.
spellcaster-card-Y06-name = Desperate Mending
spellcaster-card-Y06-text = If you have less Energy than the rival, gain 3 Energy; otherwise gain 1 Energy.
spellcaster-card-Y07-name = Sapphire Tithe
spellcaster-card-Y07-text = Pay 1 Sapphire: gain 3 Energy. (Cannot be activated without a Sapphire to pay.)
spellcaster-card-Y08-name = Regeneration
spellcaster-card-Y08-text = Gain 1 Energy.
spellcaster-card-Y09-name = Ward of Life
spellcaster-card-Y09-text = Gain 2 Energy. Rival draws 1 card.
spellcaster-card-Y10-name = Overflowing Spring
spellcaster-card-Y10-text = If you have 10 or more Energy, gain 1 Sapphire; otherwise gain 1 Energy.
spellcaster-card-B01-name = Sapphire Call
spellcaster-card-B01-text = Gain 2 Sapphires.
spellcaster-card-B02-name = Djinn's Door
spellcaster-card-B02-text = Gain 3 Sapphires. Rival gains 2 Energy.
spellcaster-card-B03-name = Crystal Harvest
spellcaster-card-B03-text = Gain 3 Sapphires. Rival gains 1 Sapphire.
spellcaster-card-B04-name = Siphon Gem
spellcaster-card-B04-text = Steal 1 Sapphire from the rival (the rival loses 1 Sapphire; you gain as many as they lost).
spellcaster-card-B05-name = Shatter Gem
spellcaster-card-B05-text = Rival loses 2 Sapphires.
spellcaster-card-B06-name = Blood Price
spellcaster-card-B06-text = Pay 2 Energy: gain 3 Sapphires. (You may not pay your last Energy.)
spellcaster-card-B07-name = Scholar's Trove
spellcaster-card-B07-text = Gain 1 Sapphire. Draw 1 card.
spellcaster-card-B08-name = Sapphire Spring
spellcaster-card-B08-text = Gain 1 Sapphire.
spellcaster-card-B09-name = Sapphire Tide
spellcaster-card-B09-text = Gain 2 Sapphires. Rival gains 1 Sapphire.
spellcaster-card-B10-name = Leeching Ward
spellcaster-card-B10-text = Steal 1 Sapphire from the rival.
spellcaster-card-G01-name = Whispered Bargain
spellcaster-card-G01-text = Draw 2 cards unless the rival discards 1 card (the rival chooses whether to discard, and which).
spellcaster-card-G02-name = Dreamcloak
spellcaster-card-G02-text = Draw 2 cards.
spellcaster-card-G03-name = Fumbletongue
spellcaster-card-G03-text = Discard the top card of one pile whose top card faces the rival.
spellcaster-card-G04-name = Mind Twist
spellcaster-card-G04-text = Turn the top card of the Red, Yellow or Blue pile to face you. Rival draws 1 card.
spellcaster-card-G05-name = Quickening
spellcaster-card-G05-text = Take 2 additional actions this turn. Rival draws 1 card.
spellcaster-card-G06-name = Spell Echo
spellcaster-card-G06-text = Choose another top card facing you that is not an Active Spell and do its text again (this is not an activation of that card).
spellcaster-card-G07-name = Rewind
spellcaster-card-G07-text = Take 1 card of your choice from the discard pile into your hand.
spellcaster-card-G08-name = Foresight
spellcaster-card-G08-text = Look at the top 3 cards of the deck. Put 1 into your hand and the others on the bottom of the deck in any order. (If the deck is empty, this counts as failing to draw.)
spellcaster-card-G09-name = Nullify
spellcaster-card-G09-text = Until the start of your next turn, Active Spells facing the rival do not trigger.
spellcaster-card-G10-name = Arcane Library
spellcaster-card-G10-text = Draw 1 card.
spellcaster-card-G11-name = Mana Fog
spellcaster-card-G11-text = Rival discards 1 card of their choice from hand (if any).

## A card's name from its id (for refusals that carry the id in $card)
spellcaster-card-name = { $card ->
        [R01] { spellcaster-card-R01-name }
        [R02] { spellcaster-card-R02-name }
        [R03] { spellcaster-card-R03-name }
        [R04] { spellcaster-card-R04-name }
        [R05] { spellcaster-card-R05-name }
        [R06] { spellcaster-card-R06-name }
        [R07] { spellcaster-card-R07-name }
        [R08] { spellcaster-card-R08-name }
        [R09] { spellcaster-card-R09-name }
        [R10] { spellcaster-card-R10-name }
        [Y01] { spellcaster-card-Y01-name }
        [Y02] { spellcaster-card-Y02-name }
        [Y03] { spellcaster-card-Y03-name }
        [Y04] { spellcaster-card-Y04-name }
        [Y05] { spellcaster-card-Y05-name }
        [Y06] { spellcaster-card-Y06-name }
        [Y07] { spellcaster-card-Y07-name }
        [Y08] { spellcaster-card-Y08-name }
        [Y09] { spellcaster-card-Y09-name }
        [Y10] { spellcaster-card-Y10-name }
        [B01] { spellcaster-card-B01-name }
        [B02] { spellcaster-card-B02-name }
        [B03] { spellcaster-card-B03-name }
        [B04] { spellcaster-card-B04-name }
        [B05] { spellcaster-card-B05-name }
        [B06] { spellcaster-card-B06-name }
        [B07] { spellcaster-card-B07-name }
        [B08] { spellcaster-card-B08-name }
        [B09] { spellcaster-card-B09-name }
        [B10] { spellcaster-card-B10-name }
        [G01] { spellcaster-card-G01-name }
        [G02] { spellcaster-card-G02-name }
        [G03] { spellcaster-card-G03-name }
        [G04] { spellcaster-card-G04-name }
        [G05] { spellcaster-card-G05-name }
        [G06] { spellcaster-card-G06-name }
        [G07] { spellcaster-card-G07-name }
        [G08] { spellcaster-card-G08-name }
        [G09] { spellcaster-card-G09-name }
        [G10] { spellcaster-card-G10-name }
        [G11] { spellcaster-card-G11-name }
       *[other] { $card }
    }

## Rules summary (/spellcaster rules): one phone screen a page, each page's tab; numbers and option names
## are placeholders filled from the engine (cogs/rules.py)
spellcaster-rules-1-tab = Your turn
spellcaster-rules-1 =
    {"**"}Spellcaster**: a duel of two mages. Start: { $energy } Energy, { $sapphires } Sapphires, { $hand } cards (option `{ $opt-second-player-bonus }: { $opt-second-player-bonus-on }`: the second mage gets { $hand-bonus }).
    {"**"}Win** at once with **{ $win } Sapphires**, or when your rival's **Energy hits 0**.
    {"**"}Your turn**
    1. Active spells (marked ⟳) on top of a pile and facing you trigger, red → yellow → blue → green.
    2. You draw 1 card; if the deck is empty, the game ends now.
    3. { $actions } actions, any mix, with the buttons in your DM: **{ spellcaster-label-draw }** (not from an empty deck); **Play …** a card onto the pile of its colour, facing you (you now control that colour); **Activate …** a top card that faces you: do its text (not an active spell; each card once per turn). With nothing left to do, the rest of your actions is lost.
    {"**"}Piles**: red (combat), yellow (healing), blue (sorcery), green (conjuring). Only the top card counts; if it is discarded, the one below is on top again with its old facing.
    {"**"}Costs** ("Pay 2 Energy") must be payable, and never with your last Energy.
spellcaster-rules-2-tab = Choices and the end
spellcaster-rules-2 =
    {"**"}Choices** come as buttons to the right mage: your rival picks his own discards (**Discard …**; for Whispered Bargain he may press **Discard nothing** instead, and you draw); you pick the pile a card acts on, the card to take back (**Take back …**), and for Foresight the card to keep (**Keep …**) and the one for the very bottom of the deck.
    {"**"}Wins** are checked after every step of an effect: rival at 0 Energy, you at 0, you at { $win } Sapphires, rival at { $win }.
    {"**"}When the deck runs out**: if the draw of step 2 finds it empty, the game ends at once (that mage's active spells have already triggered). If a card's draw (or Foresight) finds too few cards, the game ends after that turn. Then most Sapphires wins, then most Energy; still level, the duel is a draw.

## Engine refusals (GameError codes; the params the engine passes)
err-spellcaster-unreadable = Cannot read “{ $text }”: write one of `draw | play <card> | activate <colour> | discard <card> | decline | pile <colour> | take <card> | keep <card> | bottom <card>`.
err-spellcaster-unknown-card = Cannot read “{ $text }”: that is no card id (cards are R01…G11).
err-spellcaster-unknown-pile = Cannot read “{ $text }”: that is no pile (piles: `red`, `yellow`, `blue`, `green`).
err-spellcaster-awaiting-choice = { $action } is not possible now: { spellcaster-card-name } awaits { $kind ->
        [discard] which card you discard (`discard <card>`)
        [bargain] whether you discard a card or let your rival draw (`discard <card>` or `decline`)
        [fumble] which pile facing your rival loses its top card (`pile <colour>`)
        [twist] which pile's top card turns to face you (`pile <colour>`)
        [echo] which top card facing you is done again (`pile <colour>`)
        [rewind] which card you take from the discard pile (`take <card>`)
        [keep] which revealed card you keep (`keep <card>`)
        [order] which card goes lowest under the deck (`bottom <card>`)
       *[other] a choice
    }.
err-spellcaster-bad-choice = { $action } is not a possible answer: choose one of { $options }.
err-spellcaster-not-in-hand = { $action }: you do not hold { $card } ({ spellcaster-card-name }).
err-spellcaster-cannot-activate = { $action }: { $reason }.
err-spellcaster-no-choice-awaited = { $action } is not possible now: nothing asks for that choice; draw, play a card or activate a pile.
err-spellcaster-deck-empty = { $action }: the deck is empty, so there is no drawing; play a card or activate a pile.
spellcaster-img-active-short = ⟳ ACTIVE
