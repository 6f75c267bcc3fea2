# Take-away's rules pages (a test game: its catalog is added only for the tests that read it, see testkit/catalog.py).
takeaway-rules-1 =
    {"**"}Take-away** for { $players-min } players: a pile of { $pile-default } stones (option `pile`: { $pile-min }–{ $pile-max }).
    You hold three cards, each 1, 2 or 3. On your turn press **take N** for a card you hold: you take that many stones and draw a card.
takeaway-rules-1-tab = How to play
takeaway-rules-2 =
    {"**"}The end**: whoever takes the last stone wins; with `misere: yes` whoever takes it loses.
takeaway-rules-2-tab = The end
