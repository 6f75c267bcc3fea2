# Druids auf Deutsch, mit den Begriffen des Originals (AMIGO): Domänen Heilkunde, Wahrsagen,
# Gestaltwandlung, Sternenkunde, Schöne Künste; Gaia, Goldene Sichel, Mistelzweig; Stich, Farbzwang.

## Farben, Domänen, Sonderkarten, Seiten

druids-colour-g = Grün
druids-colour-y = Gelb
druids-colour-r = Rot
druids-colour-b = Blau
druids-colour-v = Violett
druids-domain-g = Heilkunde
druids-domain-y = Wahrsagen
druids-domain-r = Gestaltwandlung
druids-domain-b = Sternenkunde
druids-domain-v = Schöne Künste
druids-name-gaia = Gaia
druids-name-sickle = Goldene Sichel
druids-name-mistletoe = Mistelzweig
druids-face-gaia = Gaia
druids-face-sickle = Sichel
druids-face-mistletoe = Mistel
druids-side-dark = dunkel
druids-side-light = hell
druids-someone = Jemand
druids-or = { $a } oder { $b }

## Ereignisse

druids-ev-round-start = **Runde { $round }** — { $dealer } gibt; { $holder } hat Gaia und spielt aus.
druids-ev-hand = Deine Karten: { $cards }
druids-ev-gaia = { $who } spielt **✿ Gaia** als { $colour } aus.
druids-ev-gaia-side = { $who } spielt **✿ Gaia** als { $colour } aus, { $side ->
        [light] helle Seite (diese Runde liegt die höchste Karte oben)
       *[other] dunkle Seite (diese Runde liegt die niedrigste Karte oben)
    }.
druids-ev-play = { $who } spielt **{ $card }**.
druids-ev-trick-led = Stich { $trick } ({ $colour } ausgespielt): { $cards } — **{ $winner }** gewinnt ihn und legt { $stacked } auf die Stapel.
druids-ev-trick-led-nostack = Stich { $trick } ({ $colour } ausgespielt): { $cards } — **{ $winner }** gewinnt ihn (keine Domänenkarten zum Ablegen).
druids-ev-trick = Stich { $trick }: { $cards } — **{ $winner }** gewinnt ihn und legt { $stacked } auf die Stapel.
druids-ev-trick-nostack = Stich { $trick }: { $cards } — **{ $winner }** gewinnt ihn (keine Domänenkarten zum Ablegen).
druids-ev-five-domains = 🌿 **{ $who } hat alle fünf Domänen!** Die Runde endet sofort: −3 für { $who }.
druids-ev-sickle-tie = ☾ Sichel: Bei { $who } liegen gleich hohe Karten zuoberst — { $who } wählt { $choices }.
druids-ev-sickle = ☾ Sichel: { $who } legt den Stapel { $colour } beiseite ({ $height ->
        [one] { $height } Karte
       *[other] { $height } Karten
    }, oben { $top }).
druids-ev-sickle-blank = ☾ Sichel: { $who } hat keinen Stapel zu verlieren.

## Rundenergebnis

druids-table-title = **Runde { $round } gewertet**
druids-table-tops = oberste Karten
druids-table-round = Runde
druids-table-total = gesamt
druids-table-five-domains = fünf Domänen
druids-table-no-stacks = keine Stapel
druids-table-next-dealer = { $who } hat in dieser Runde die wenigsten Punkte und gibt Runde { $next }.

## Knöpfe und ihre Gruppen

druids-label-sickle = Sichel entfernt meinen Stapel { $colour }
druids-label-gaia = Gaia als { $colour }
druids-label-gaia-side = Gaia als { $colour }, { $side ->
        [light] hell (höchste oben)
       *[other] dunkel (niedrigste oben)
    }
druids-group-sickle = Sichel
druids-group-gaia = Gaia
druids-group-special = Sonderkarten

## Wer ist dran

druids-prompt-over = Das Spiel ist vorbei: 🏆 **{ $who }** { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $points } Punkten.
druids-prompt-sickle = { $who } wählt, welchen Stapel die Sichel entfernt ({ $choices }).
druids-prompt-gaia = { $who } spielt Gaia zu Stich 1 von Runde { $round } aus und nennt ihre Farbe.
druids-prompt-gaia-side = { $who } spielt Gaia zu Stich 1 von Runde { $round } aus und nennt ihre Farbe und die Seite (dunkel oder hell).
druids-prompt-lead = { $who } spielt Stich { $trick } aus.
druids-prompt-play = { $who } ist bei Stich { $trick } dran.
druids-prompt-play-follow = { $who } ist bei Stich { $trick } dran ({ $colour } bedienen, wenn möglich).
druids-you-sickle = Deine höchsten obersten Karten sind gleich hoch: Wähle, welchen Stapel die Sichel entfernt ({ $choices }).
druids-you-gaia = Du hast Gaia: Spiele sie zu Stich 1 von Runde { $round } aus und nenne ihre Farbe.
druids-you-gaia-side = Du hast Gaia: Spiele sie zu Stich 1 von Runde { $round } aus und nenne ihre Farbe und die Seite für diese Runde (dunkel: niedrigste Karte oben auf dem Stapel, hell: höchste oben).
druids-you-lead = Du spielst Stich { $trick } aus: beliebige Karte.
druids-you-open = Du bist bei Stich { $trick } dran: Noch ist keine Farbe ausgespielt, beliebige Karte.
druids-you-follow = Du bist bei Stich { $trick } dran: Bediene { $colour }.
druids-you-follow-specials = Du bist bei Stich { $trick } dran: Bediene { $colour } (oder spiele { $specials }).
druids-you-void = Du bist bei Stich { $trick } dran: Du hast kein { $colour }, beliebige Karte.

## Bilder

druids-img-player = Spieler { $letter }
druids-img-round = Druids · Runde { $round }/{ $rounds }
druids-img-round-trick = Druids · Runde { $round }/{ $rounds } · Stich { $trick }
druids-img-side-none = Seite: noch nicht gewählt
druids-img-side-light = hell ○: höchste oben
druids-img-side-dark = dunkel ●: niedrigste oben
druids-img-lowest-on-top = niedrigste oben
druids-img-aside = Beiseite: { $count }
druids-img-aside-undealt = Beiseite: { $count } · nicht verteilt { $undealt }
druids-img-you-name = { $name } (du)
druids-img-points = { $points } Pkt.
druids-img-points-last = { $points } Pkt. ({ $last })
druids-img-to-move = ▶ am Zug
druids-img-hand-size = Hand { $count }
druids-img-dealer = Geber
druids-img-trick-led = Stich { $trick } · Farbe { $colour }
druids-img-trick-open = Stich { $trick } · noch keine Farbe
druids-img-trick-leads = Stich { $trick }: { $name } spielt aus
druids-img-game-over = Spielende
druids-img-sickle-ask = { $name }: Sichel entfernt { $choices }?
druids-img-last-trick = Letzter Stich: { $name }
druids-img-round-scores = Punkte Runde { $round }
druids-img-five-domains = { $score } (fünf Domänen)
druids-img-status-over = Spielende · Sieg: { $names }
druids-img-you = Du
druids-img-status-sickle = { $who }: wählen, welchen Stapel die Sichel entfernt ({ $choices })
druids-img-status-gaia = { $who }: Gaia zu Stich 1 ausspielen und ihre Farbe nennen
druids-img-status-gaia-side = { $who }: Gaia zu Stich 1 ausspielen, Farbe und Seite (dunkel/hell) nennen
druids-img-status-lead = { $who }: Stich { $trick } ausspielen
druids-img-status-play = { $who }: zu Stich { $trick } spielen
druids-img-status-follow = { $who }: zu Stich { $trick } spielen ({ $colour } bedienen, wenn möglich)
druids-img-hand-title = { $name } · deine Hand ({ $count })
druids-img-hand = Hand
druids-img-no-cards = Keine Karten auf der Hand
druids-img-your-stacks = Deine Stapel
druids-img-trick = Stich { $trick }
druids-img-no-trick-cards = Noch keine Karte gespielt
druids-img-cards-in-hand = Karten auf der Hand
druids-img-final-title = Druids · Endstand
druids-img-winner = ★ Sieg
druids-img-chart-title = Punkte nach jeder Runde
druids-img-round-column = R{ $round }
druids-img-total = Summe

## Rules summary (/druids rules): one phone screen a page, each page's tab; numbers and option names are
## placeholders filled from the engine (cogs/rules.py)
druids-rules-1-tab = So wird gespielt
druids-rules-1 =
    {"**"}Druids**: { $players-min }–{ $players-max } Spieler, Stichspiel über { $rounds-default } Runden (Option `{ $opt-rounds }`: { $rounds-min }–{ $rounds-max }).
    {"**"}Geben**: je { $deal-cards } Karten bei { $deal-players } Spielern; die übrigen kommen ungesehen beiseite. Deine Hand kommt per DM; bist du dran, hat sie eine Taste für jede Karte, die du spielen darfst.
    {"**"}Karten**: fünf Domänen, jede eine Farbe mit Werten 1–{ $values }: { druids-domain-g } (G, Grün ✚), { druids-domain-y } (Y, Gelb ☀), { druids-domain-r } (R, Rot ♞), { druids-domain-b } (B, Blau ★), { druids-domain-v } (V, Violett ♫); Gaia (0, jede Farbe); { $sickles } Goldene Sicheln; { $mistletoes } Mistelzweige.
    {"**"}Spiel**: Wer Gaia hat, spielt sie zum 1. Stich aus und drückt **Gaia als …** mit der Farbe, für die sie steht. Danach spielt der Gewinner des letzten Stichs aus. Die erste Domänenkarte legt die Farbe fest; es gilt Farbzwang, aber Goldene Sichel und Mistelzweig dürfen immer gespielt werden. Die höchste Karte der ausgespielten Farbe gewinnt; Sicheln und Mistelzweige gewinnen nie (ein Stich nur aus ihnen geht an den Ausspieler); Gaia gewinnt nur, wenn niemand ihre Farbe spielt.
    {"**"}Option** `{ $opt-variant }: { $opt-variant-sun-moon }`: Wer Gaia ausspielt, wählt für die Runde auch dunkel (niedrigste oben) oder hell (höchste oben): jede Gaia-Taste nennt Farbe und Seite.
druids-rules-2-tab = Stiche und Wertung
druids-rules-2 =
    {"**"}Einen Stich nehmen**, in dieser Reihenfolge:
    1. Seine Domänenkarten kommen offen auf deine Stapel, ein Stapel je Farbe; von mehreren Karten einer Farbe liegt die niedrigste oben. Eine neue Karte deckt immer die alte.
    2. Hast du nun alle fünf Farben, endet die Runde sofort.
    3. Jede Goldene Sichel entfernt deinen Stapel mit der höchsten obersten Karte (Gleichstand: du drückst **Sichel entfernt meinen Stapel …** für einen davon); ohne Stapel bewirkt sie nichts. Eine entfernte Farbe zählt nicht mehr und kann neu begonnen werden.
    4. Sicheln, Mistelzweige und Gaia kommen beiseite.
    Sichtbar sind nur die obersten Karten und die Stapelhöhen.
    {"**"}Wertung**: Wer fünf Domänen hat, bekommt −{ $five-domains }; alle anderen die Summe ihrer obersten Karten. Wer in einer Runde die wenigsten Punkte hat, gibt die nächste. Nach der letzten Runde gewinnt die höchste Summe; bei Gleichstand teilen sich die Besten den Sieg.

## Ablehnungen der Spielregeln (err-<code>)

err-druids-gaia-colour-missing = „{ $text }“ ist nicht lesbar: Gaia braucht eine Farbe, z. B. `play GAIA R`.
err-druids-no-such-card = „{ $text }“ ist nicht lesbar: Diese Karte gibt es nicht (Farben G, Y, R, B, V, Werte 1–12).
err-druids-no-such-colour = „{ $text }“ ist nicht lesbar: Nenne einen Farbbuchstaben (G, Y, R, B, V).
err-druids-unreadable = „{ $text }“ ist nicht lesbar: Schreibe `play R7`, `play SICKLE`, `play MISTLETOE`, `play GAIA R` (sun-moon: `play GAIA R light`) oder `sickle B`.
err-druids-not-held = Du kannst { $card } nicht spielen: Du hast diese Karte nicht.
err-druids-must-follow = Du kannst { $card } nicht spielen: Du musst { $colour ->
        [G] ✚ Grün
        [Y] ☀ Gelb
        [R] ♞ Rot
        [B] ★ Blau
       *[V] ♫ Violett
    } bedienen, solange du die Farbe hast (Goldene Sichel und Mistelzweig darfst du immer spielen).
err-druids-sickle-pending = `{ $text }` geht jetzt nicht. Wähle zuerst, welchen Stapel die Sichel entfernt.
err-druids-sickle-not-highest = `{ $text }` geht nicht: Die Sichel entfernt einen Stapel mit deiner höchsten obersten Karte; wähle einen davon.
err-druids-no-sickle-choice = `{ $text }` geht nicht: Gerade wartet keine Sichel auf eine Wahl.
err-druids-must-lead-gaia = `{ $text }` geht nicht: Du hast Gaia und musst sie zum 1. Stich ausspielen und ihre Farbe nennen (z. B. `play GAIA R`).
err-druids-gaia-side-missing = `{ $text }` geht nicht: Nenne auch Gaias Seite, z. B. `{ $text } dark` oder `{ $text } light`.
err-druids-gaia-side-off = `{ $text }` geht nicht: Gaias Seite wird nur im Sonnen- und Mondkult (sun-moon) gewählt.
err-druids-gaia-only-first = `{ $text }` geht nicht: Gaia wird nur zum ersten Stich einer Runde ausgespielt.
err-druids-not-allowed = `{ $text }` geht jetzt nicht.
druids-img-waits-sickle = { $who } wählt, welchen Stapel die Sichel entfernt ({ $choices })
druids-img-waits-gaia = { $who } spielt Gaia zu Stich 1 aus und nennt ihre Farbe
druids-img-waits-gaia-side = { $who } spielt Gaia zu Stich 1 aus und nennt ihre Farbe und die Seite
druids-img-waits-lead = { $who } spielt Stich { $trick } aus
druids-img-waits-play = { $who } spielt zu Stich { $trick }
druids-img-waits-follow = { $who } spielt zu Stich { $trick } (muss { $colour } bedienen, wenn möglich)
druids-img-legend-lowest = Gleiche Farbe im Stich: die niedrigste kommt oben auf · ×3 = Stapelhöhe
druids-img-legend-highest = Gleiche Farbe im Stich: die höchste kommt oben auf · ×3 = Stapelhöhe
druids-img-legend-side = Gaias Ausspieler wählt: dunkel = niedrigste oben, hell = höchste · ×3 = Stapelhöhe
