# Abracadabra: event lines, buttons, prompts, image labels, refusals, rules.
# Card codes (Q♥, A 4 9) stay as they are in every language; suit symbols come from the code.

## Words

abracadabra-title = Abracadabra
abracadabra-someone = Someone
abracadabra-player = Player { $letter }
abracadabra-joker = Joker
abracadabra-joker-as = Joker ({ $card })
abracadabra-no-ranks = none
abracadabra-list-sep = {", "}
abracadabra-and-sep = {" & "}
abracadabra-number = { NUMBER($n, useGrouping: 0) }
abracadabra-suit-S = spades
abracadabra-suit-H = hearts
abracadabra-suit-D = diamonds
abracadabra-suit-C = clubs
abracadabra-suit-title-S = Spades
abracadabra-suit-title-H = Hearts
abracadabra-suit-title-D = Diamonds
abracadabra-suit-title-C = Clubs
# The n-th trick of a deal (1..13), as in "named the 3rd trick".
abracadabra-trick-ordinal = { $n ->
    [1] 1st trick
    [2] 2nd trick
    [3] 3rd trick
   *[other] { $n }th trick
  }

## Event lines (Discord Markdown)

abracadabra-deal = **Deal { $deal }** — { $dealer } deals; { $trump }.
abracadabra-deal-turnup = turn-up **{ $card }**, { $trump }
abracadabra-deal-trump = trump **{ $symbol }**
abracadabra-deal-no-trump = no trump
abracadabra-deal-trump-later = trump to be named
abracadabra-hand = Your hand: { $cards }
abracadabra-suit-chosen = { $who } takes the **{ $symbol } { $suit }** as bid suit.
abracadabra-bid = { $who } bids **{ $tricks }**.
abracadabra-pass = { $who } passes.
abracadabra-dummy-exposed = Both passed: the dummy is turned up — { $cards }. One more round.
abracadabra-thrown-in = Everyone passed: the deal is thrown in.
abracadabra-declarer = { $who } is **Declarer** for { $contract }.
abracadabra-place = { $count ->
    [one] { $who } places { $count } bid card face down.
   *[other] { $who } places { $count } bid cards face down.
  }
abracadabra-placed = You name tricks { $ranks }.
abracadabra-trump-named = { $who } names **{ $symbol } { $suit }** trump.
abracadabra-right-none = { $who } keeps every bid card on the left.
abracadabra-right = { $who } moves **{ $ranks }** face up to the right (double, won or lost).
abracadabra-expose = { $who } exposes the stack: { $ranks }.
abracadabra-dummy-shown = The dummy is face up: { $cards }.
abracadabra-trick = Trick { $trick }: { $cards } — **{ $who }** wins.
abracadabra-trick-dummy = Trick { $trick }: { $cards } — **{ $who }** wins with the dummy.
abracadabra-abracadabra = ✨ **Abracadabra!** { $who } named the { $ordinal } and won it (+{ $points }).
abracadabra-centre = { $who }'s card for the { $ordinal } goes to the centre.
abracadabra-right-kept = { $who }'s right-side { $rank } stands (+{ $points }).
abracadabra-right-down = { $who }'s right-side { $rank } is turned face down (−{ $points }).
abracadabra-deal-scored = **Deal { $deal } scored** — { $scores } · totals { $totals }
abracadabra-score-gain = { $who } +{ $points }
abracadabra-score-loss = { $who } -{ $points }
abracadabra-play = { $who }: **{ $card }**
abracadabra-play-dummy = { $who } from the dummy: **{ $card }**
# A deal's points explained under its header, one line per player: "who total: term · term · …".
abracadabra-deal-seat = { $who } **{ $points }**: { $terms }
abracadabra-term-sep = {" · "}
abracadabra-term-declarer = Declarer for { $contract }, won { $won } — { $result }
abracadabra-term-contract = contract { $contract }, won { $won } — { $result }
abracadabra-term-made = made (+{ $points })
abracadabra-term-missed = { $at-least ->
    [yes] missed (at least { $contract } needed), no bonus
   *[no] missed (exactly { $contract } needed), no bonus
  }
abracadabra-term-named = named { $ranks } won (+{ $points })
abracadabra-term-right-kept = right side { $ranks } kept (+{ $points }, double)
abracadabra-term-right-lost = right side { $ranks } lost (−{ $points }, double)
abracadabra-term-tricks = { $won ->
    [one] { $won } trick (+{ $won })
   *[other] { $won } tricks (+{ $won })
  }
abracadabra-term-suit = { $count ->
    [one] { $count } bid-suit card (+{ $points })
   *[other] { $count } bid-suit cards (+{ $points })
  }
abracadabra-term-suit-exposed = { $count ->
    [one] { $count } bid-suit card (+{ $points }, 4 each: stack exposed)
   *[other] { $count } bid-suit cards (+{ $points }, 4 each: stack exposed)
  }
## Buttons and menus

abracadabra-label-suit = { $symbol } { $suit }
abracadabra-label-trump = Trump { $symbol } { $suit }
abracadabra-label-bid = Bid { $tricks }
abracadabra-label-pass = Pass
abracadabra-label-place-none = Name no tricks
abracadabra-label-place = Name tricks { $ranks }
abracadabra-label-right-none = Nothing to the right
abracadabra-label-right = Right side: { $ranks }
abracadabra-label-expose = Expose my stack (bid-suit cards score 4)
abracadabra-label-keep = Keep my stack hidden
abracadabra-label-dummy = Dummy: { $card }
abracadabra-group-suit = { $symbol } { $suit }
abracadabra-group-joker = 🃏 Joker
abracadabra-group-place = { $count ->
    [one] place { $count } card
   *[other] place { $count } cards
  }
abracadabra-group-right = { $count ->
    [one] right { $count } card
   *[other] right { $count } cards
  }
abracadabra-group-suit-step = suit
abracadabra-group-bid = bid
abracadabra-group-pass = pass
abracadabra-group-trump = trump
abracadabra-group-expose = expose
abracadabra-group-keep = keep
abracadabra-pick-exactly = Pick exactly { $count } bid cards: the tricks you will win
abracadabra-pick-range = Pick { $low }–{ $high } bid cards: the tricks you will win
abracadabra-pick-right = Pick cards to move face up to the right (double, won or lost)
abracadabra-rank-option = { $card } · { $trick }

## Turn prompts: who is awaited (others)

abracadabra-prompt-over = { $count ->
    [one] The game is over: 🏆 **{ $winners }** wins with { $points } points.
   *[other] The game is over: 🏆 **{ $winners }** win with { $points } points.
  }
abracadabra-prompt-suit = { $who } chooses a bid suit.
abracadabra-prompt-bid = { $who } bids or passes (highest bid { $high }).
abracadabra-prompt-bid-first = { $who } bids or passes (no bid yet).
abracadabra-prompt-place-declarer = { $who }, Declarer, places { $count } bid cards.
abracadabra-prompt-place = { $who } places 0 to { $most } bid cards.
abracadabra-prompt-trump = { $who }, Declarer, names trump.
abracadabra-prompt-right = { $who }, Declarer, may move placed cards to the right.
abracadabra-prompt-expose = { $who } exposes or keeps the stack.
abracadabra-prompt-play-dummy = { $who } plays the dummy's card to trick { $trick }.
abracadabra-prompt-play = { $who } plays to trick { $trick }.
abracadabra-prompt-lead = { $who } leads trick { $trick }.
abracadabra-prompt-lead-dummy = { $who } leads trick { $trick } from the dummy.

## Turn prompts: the question put to the player who decides

abracadabra-you-suit = choose your bid suit: its cards will name the tricks you mean to win.
abracadabra-you-bid-higher = bid more than { $high } tricks (up to { $most }), or pass.
abracadabra-you-bid = bid a number of tricks (1 to { $most }), or pass.
abracadabra-you-place-declarer = you are Declarer for { $count }: pick exactly { $count } of your { $symbol } bid cards — the tricks you mean to win (A = 1st trick … J = 11th, { $tricks ->
    [12] Q = 12th
   *[other] Q = 12th, K = 13th
  }).
abracadabra-you-place = { $most ->
    [1] pick one of your { $symbol } bid cards — the trick you mean to win — or name no tricks.
   *[other] pick up to { $most } of your { $symbol } bid cards — the tricks you mean to win — or name no tricks.
  }
abracadabra-you-trump = as Declarer, name trump.
abracadabra-you-right = you may move any of your bid cards { $ranks } face up to your right: they score double, won or lost.
abracadabra-you-expose = expose your stack (it shows which tricks you named; bid-suit cards you capture score 4, not 2) or keep it hidden.
abracadabra-you-play-dummy = play the **dummy's** card to trick { $trick }.
abracadabra-you-play = play to trick { $trick }.
abracadabra-you-lead = lead trick { $trick }.
abracadabra-you-lead-dummy = lead trick { $trick } from the **dummy**.

## Images

abracadabra-img-deal = Deal { $deal }
abracadabra-img-stage-suit = Bid suits
abracadabra-img-stage-bid = Auction
abracadabra-img-stage-place = Contracts
abracadabra-img-stage-right = Right side
abracadabra-img-stage-expose = Stacks
abracadabra-img-trick-of = Trick { $trick }/{ $tricks }
abracadabra-img-trump = Trump { $symbol }
abracadabra-img-no-trump = No trump
abracadabra-img-trump-later = Trump to be named
abracadabra-img-turnup = turn-up
abracadabra-img-joker-card = JOKER
abracadabra-img-joker-as = Joker = { $card }
abracadabra-img-over = { $count ->
    [one] Game over — { $winners } wins
   *[other] Game over — { $winners } win
  }
abracadabra-img-status-suit = { $who } chooses a bid suit
abracadabra-img-status-bid = { $who } bids or passes
abracadabra-img-status-place = { $who } places bid cards
abracadabra-img-status-trump = { $who } names trump
abracadabra-img-status-right = { $who } chooses right-side cards
abracadabra-img-status-expose = { $who }: expose or keep the stack
abracadabra-img-status-play = { $who } to play
abracadabra-img-status-play-dummy = { $who } to play from the dummy
abracadabra-img-yours-suit = Your turn: choose a bid suit
abracadabra-img-yours-bid = Your turn: bid or pass
abracadabra-img-yours-place = Your turn: place your bid cards
abracadabra-img-yours-trump = Your turn: name trump
abracadabra-img-yours-right = Your turn: choose cards for the right side
abracadabra-img-yours-expose = Your turn: expose or keep your stack
abracadabra-img-yours-play = Your turn: play a card
abracadabra-img-yours-play-dummy = Your turn: play from the dummy
abracadabra-img-you = { $name } (you)
abracadabra-img-dealer = dealer
abracadabra-img-points = { $points } pts
abracadabra-img-bid-suit = bid suit { $symbol }
abracadabra-img-declarer = DECLARER { $contract }
abracadabra-img-contract = contract { $contract }
abracadabra-img-bid = bid { $tricks }
abracadabra-img-passed = passed
abracadabra-img-tricks = tricks { $won }
abracadabra-img-void = void { $suits }
# One-letter marks before a player's left-side and right-side bid cards.
abracadabra-img-left-mark = L
abracadabra-img-right-mark = R
abracadabra-img-centre = centre
abracadabra-img-centre-empty = centre —
abracadabra-img-stack = stack { $count }
abracadabra-img-stack-exposed = stack { $count } EXPOSED
abracadabra-img-dummy = Dummy
abracadabra-img-played-by = played by { $letter }
abracadabra-img-dummy-down = { $count } cards, face down
abracadabra-img-dummy-cards = { $count } cards
abracadabra-img-dummy-tag = dummy
abracadabra-img-trick-won = Trick { $trick } won by { $letter }
abracadabra-img-winners = winners: { $letters }
abracadabra-img-auction-bid = { $letter }: bid { $tricks }
abracadabra-img-auction-pass = { $letter }: pass
abracadabra-img-auction-none = Auction not started
abracadabra-img-declarer-for = Declarer { $letter } for { $contract }
abracadabra-img-choosing-suits = Choosing bid suits
abracadabra-img-your-hand = { $name } — your hand
abracadabra-img-hand-trump = trump { $symbol } ★
abracadabra-img-hand-no-trump = no trump
abracadabra-img-hand-contract = contract { $contract }, won { $won }
abracadabra-img-no-cards = No cards left
abracadabra-img-dummy-yours = Dummy — you play its card now
abracadabra-img-dummy-leader = Dummy — played by the trick's leader
abracadabra-img-your-bid-cards = Your bid cards:
abracadabra-img-bid-card-key = { $tricks ->
    [13] (A = 1st trick … K = 13th)
   *[other] (A = 1st trick … Q = 12th)
}
abracadabra-img-named-tricks = Your named tricks:
abracadabra-img-right = right:
abracadabra-img-lost = lost:
abracadabra-img-stack-ranks = Stack: { $ranks }
abracadabra-img-stack-ranks-exposed = Stack (exposed): { $ranks }
abracadabra-img-final-title = Abracadabra — final standings
abracadabra-img-place = { $place }.
abracadabra-img-wins = ★ wins
abracadabra-img-points-per-deal = Points per deal
abracadabra-img-running-totals = Running totals per deal

## Refusals (engine codes abracadabra.*; same parameters as the engine passes)

err-abracadabra-unreadable = Cannot read `{ $text }`: write e.g. `bid 4`, `pass`, `place A 4 9`, `right none`, `expose`, `keep` or `play QH`.
err-abracadabra-wrong-step = `{ $action }` is not allowed now: { $phase ->
    [suit] choose your bid suit (`suit S`)
    [bid] bid or pass
    [place] place your bid cards (`place A 4 9` or `place none`)
    [trump] name trump (`trump H`)
    [right] choose your right-side cards (`right J` or `right none`)
    [expose] `expose` or `keep` your stack
    [play] play a card
   *[other] the game is over
  }.
err-abracadabra-suit-taken = `{ $action }` refused: the { $suit ->
    [S] spades are
    [H] hearts are
    [D] diamonds are
   *[C] clubs are
  } already taken.
err-abracadabra-bid-range = `{ $action }` refused: a bid must be at least { $low } and at most { $high }.
err-abracadabra-right-not-placed = `{ $action }` refused: you can only move bid cards you placed on your left.
err-abracadabra-rank-range = `{ $action }` refused: this deal has { $tricks } tricks, so bid cards run from A to { $tricks ->
    [12] Q
   *[other] K
  }.
err-abracadabra-declarer-count = `{ $action }` refused: as Declarer you place exactly { $contract } cards, not { $count }.
err-abracadabra-too-many = `{ $action }` refused: you may place at most { $most } cards (fewer than the Declarer's contract).
err-abracadabra-must-follow = `{ $action }` refused: you must follow { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
  }.
err-abracadabra-dummy-turn = `{ $action }` refused: this card is played from the dummy (`dummy …`).
err-abracadabra-own-turn = `{ $action }` refused: this card is played from your own hand (`play …`).
err-abracadabra-not-in-hand = `{ $action }` refused: { $card } is not in the hand you play from.

## Rules summary (/abracadabra rules): one phone screen a page, each page's tab; numbers and option names
## are placeholders filled from the engine (cogs/rules.py)
abracadabra-rules-1-tab = Deal and bids
abracadabra-rules-1 =
    {"**"}Abracadabra** — bid to win *specific* tricks ({ $players-min }–{ $players-max } players). Every decision comes to your DM as buttons or a menu.
    {"**"}Deal**: 4 players: { $tricks-4 } cards each from { $cards-4 } + Joker; 3 players (or 2 with the dummy): { $tricks-3 } each from { $cards-3 } + Joker. The next card is the **turn-up**: its suit is trump and the Joker plays as a copy of it (turn-up Joker: no trump).
    {"**"}1. Bid suit**: from the dealer's left, each presses a suit (♠ ♥ ♦ ♣) and takes its bid cards; a bid card of rank r names trick r (A = 1st … K = 13th).
    {"**"}2. Auction**: one round from the dealer's left: press a **Bid** button (more tricks than bid before) or **{ abracadabra-label-pass }**. Bids and bid cards run to { $tricks-4 } (A–{ $top-bid-4 }), with 2–3 players to { $tricks-3 } (A–{ $top-bid-3 }). The highest bidder is the **Declarer**, his bid the contract D. All pass: new deal (with the dummy: the dummy is shown, one more round).
abracadabra-rules-2-tab = Contracts and play
abracadabra-rules-2 =
    {"**"}3. Contracts**: in the menu, pick the bid cards of the tricks you mean to win; they lie face down. The Declarer picks exactly D, the others up to D−1 or press **{ abracadabra-label-place-none }**. The Declarer may then pick placed cards to move face up to his right (double, won or lost), or press **{ abracadabra-label-right-none }**. Then everyone presses **{ abracadabra-label-expose }** or **{ abracadabra-label-keep }**.
    {"**"}4. Play**: press a card; only those you may play are offered. The player left of the dealer leads trick 1 (two players: the non-dealer). Follow suit, else anything; highest trump, else highest of the led suit wins; the winner leads next. After trick t the winner's card t turns up (**Abracadabra!**); the others' card t goes to the centre; a Declarer's right card t turns face down if he lost it.
    {"**"}Two players** with the dummy: a third hand, face up after the contracts. It plays third: the trick's leader presses one of its **Dummy** cards. When its card wins, that player leads the next trick from the dummy, his opponent plays second and he himself third.
abracadabra-rules-3-tab = Scoring, options, end
abracadabra-rules-3 =
    {"**"}Score per deal**: success (tricks = contract) { $success-4 } with { $successful-4 } successful (3 players { $success-3 }, 2 players { $success-2 }) + named tricks won (their ranks) ± 2× right cards + 1 per trick + 2 (exposed 4) per bid-suit card in your tricks.
    {"**"}Options** of `/abracadabra { DISCORD("cmd-new-name") }`: `{ $opt-joker }` { $opt-joker-with }/{ $opt-joker-without } (without: the Declarer presses a trump suit after placing); `{ $opt-success }` { $opt-success-exact }/{ $opt-success-at-least }; two players without the dummy: `{ $opt-dummy }: { $opt-dummy-no }` ({ $cards-2 } cards).
    {"**"}End**: after the deal in which someone reaches `{ $opt-target }` points (default { $target-default }), or after `{ $opt-deals }` deals if set. Highest total wins; ties share the win.
abracadabra-img-legend-left = L: named tricks (face down; face up once won)
abracadabra-img-legend-right = R: the Declarer's right side (counts double)
abracadabra-img-legend-centre = centre: named tricks lost
abracadabra-img-legend-star = ★ trump
abracadabra-img-centre-count = { $count } cards
