takeaway-rules-1 =
    {"**"}Take-away** für { $players-min } Spieler: ein Haufen von { $pile-default } Steinen (Option `pile`: { $pile-min }–{ $pile-max }).
    Du hältst drei Karten, jede 1, 2 oder 3. Bist du dran, drückst du **take N** für eine deiner Karten: du nimmst so viele Steine und ziehst eine Karte.
takeaway-rules-1-tab = So wird gespielt
takeaway-rules-2 =
    {"**"}Das Ende**: wer den letzten Stein nimmt, gewinnt; mit `misere: yes` verliert er.
takeaway-rules-2-tab = Das Ende
