"""Discord adapters: slash commands, buttons, selects, DMs. Thin: they parse, call the service, reply."""
