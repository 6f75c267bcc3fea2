"""What the tests and the benchmarks both drive the bot with: a fake Discord, the bot in a process of
its own, the take-away test game and a stand-in search."""
