# Table options of the games, for /<game> new and the lobby message:
#   opt-<game>-<option>-name           the option's name (a Discord option name: lowercase, no spaces, ≤ 32)
#   opt-<game>-<option>                its help text (≤ 85 characters: the default is added)
#   opt-<game>-<option>-choice-<value> a choice's name

## Druids
opt-druids-variant-name = variant
opt-druids-variant = sun-moon: Gaia's leader also picks dark or light for the round
opt-druids-variant-choice-basic = basic
opt-druids-variant-choice-sun-moon = sun-moon
opt-druids-rounds-name = rounds
opt-druids-rounds = number of rounds

## Arabana-Opodopo
opt-arabana-gods-name = gods
opt-arabana-gods = variant Power of the Gods
opt-arabana-gods-choice-off = off
opt-arabana-gods-choice-on = on
opt-arabana-second-pass-start-name = second-pass-start
opt-arabana-second-pass-start = who starts the second half: the next player, or the lowest scorer chooses
opt-arabana-second-pass-start-choice-next = next
opt-arabana-second-pass-start-choice-lowest-chooses = lowest-chooses

## Spellcaster
opt-spellcaster-second-player-bonus-name = second-player-bonus
opt-spellcaster-second-player-bonus = the second mage is dealt 4 cards
opt-spellcaster-second-player-bonus-choice-off = off
opt-spellcaster-second-player-bonus-choice-on = on

## Abracadabra
opt-abracadabra-joker-name = joker
opt-abracadabra-joker = play with the Joker and a turn-up
opt-abracadabra-joker-choice-with = with
opt-abracadabra-joker-choice-without = without
opt-abracadabra-success-name = success
opt-abracadabra-success = success needs exactly the contract, or at least it
opt-abracadabra-success-choice-exact = exact
opt-abracadabra-success-choice-at-least = at-least
opt-abracadabra-dummy-name = dummy
opt-abracadabra-dummy = two players: play with the dummy hand
opt-abracadabra-dummy-choice-yes = yes
opt-abracadabra-dummy-choice-no = no
opt-abracadabra-target-name = target
opt-abracadabra-target = the game ends after the deal in which someone reaches this
opt-abracadabra-deals-name = deals
opt-abracadabra-deals = play exactly this many deals instead (0: play to the target)

## Replays, rematches and hints
opt-hints-name = hints
opt-hints-choice-on = allowed
opt-hints-choice-off = off
