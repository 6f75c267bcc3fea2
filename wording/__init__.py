"""Text for players made from events, actions and views: the shared menus (`wording.present`) and each game's texts (`wording.text`)."""
