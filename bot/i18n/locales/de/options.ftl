# Tischoptionen der Spiele für /<spiel> neu und die Lobby:
#   opt-<spiel>-<option>-name           Name der Option (Discord-Optionsname: klein, ohne Leerzeichen, ≤ 32)
#   opt-<spiel>-<option>                Hilfetext (≤ 85 Zeichen: der Standardwert kommt dazu)
#   opt-<spiel>-<option>-choice-<wert>  Name einer Auswahl

## Druids
opt-druids-variant-name = variante
opt-druids-variant = Sonnen- und Mondkult: wer Gaia ausspielt, wählt auch dunkel oder hell
opt-druids-variant-choice-basic = Grundspiel
opt-druids-variant-choice-sun-moon = Sonnen- und Mondkult
opt-druids-rounds-name = runden
opt-druids-rounds = Anzahl der Runden

## Arabana-Opodopo
opt-arabana-gods-name = götter
opt-arabana-gods = Variante Macht der Götter
opt-arabana-gods-choice-off = ohne
opt-arabana-gods-choice-on = mit
opt-arabana-second-pass-start-name = zweiter-durchgang
opt-arabana-second-pass-start = 2. Durchgang: der Nächste beginnt, oder wer die wenigsten Punkte hat, wählt
opt-arabana-second-pass-start-choice-next = der Nächste
opt-arabana-second-pass-start-choice-lowest-chooses = Wenigste Punkte wählt

## Spellcaster
opt-spellcaster-second-player-bonus-name = bonus-zweiter-magier
opt-spellcaster-second-player-bonus = der zweite Magier bekommt 4 Karten
opt-spellcaster-second-player-bonus-choice-off = aus
opt-spellcaster-second-player-bonus-choice-on = an

## Abracadabra
opt-abracadabra-joker-name = joker
opt-abracadabra-joker = mit Joker und aufgedeckter Trumpfkarte spielen
opt-abracadabra-joker-choice-with = mit
opt-abracadabra-joker-choice-without = ohne
opt-abracadabra-success-name = erfolg
opt-abracadabra-success = Erfolg heißt genau die Ansage, oder mindestens sie
opt-abracadabra-success-choice-exact = genau
opt-abracadabra-success-choice-at-least = mindestens
opt-abracadabra-dummy-name = strohmann
opt-abracadabra-dummy = zu zweit: mit Strohmann spielen
opt-abracadabra-dummy-choice-yes = ja
opt-abracadabra-dummy-choice-no = nein
opt-abracadabra-target-name = ziel
opt-abracadabra-target = das Spiel endet nach der Runde, in der jemand diese Punktzahl erreicht
opt-abracadabra-deals-name = runden
opt-abracadabra-deals = stattdessen genau so viele Runden spielen (0: bis zum Ziel)

## Replays, rematches and hints
opt-hints-name = Tipps
opt-hints-choice-on = erlaubt
opt-hints-choice-off = aus
