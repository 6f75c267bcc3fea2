"""The platform in three languages: refusals by code, which language a message gets, the slash commands
Discord shows in German, and the shared images (fallback table, chart) labelled in Persian."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest
from discord import app_commands
from PIL import Image

from bot.app import Spieltisch
from bot.config import Settings
from bot.games import GAMES
from bot.games.base import GameError
from bot.i18n import LANGUAGES, resolve, supported, t
from bot.store import Store
from bot.tables import NotManager, Prefs, ServerLanguage, TableInfo, TableService
from bot.tables.errors import BadClock, Refused, StaleClick, TableNotFound, WrongStatus
from cogs.errors import error_key, handle_error, refusal_text
from cogs.language import DESCRIPTION_LIMIT, NAME_LIMIT, CatalogTranslator, languages, localized
from cogs.posts import duration_text, option_text, seat_names
from render import generic
from render.common import BACKGROUND, has_arabic_script, new_canvas, player_name, score_chart
from testkit.takeaway import GAME as TAKEAWAY
from tests.conftest import TEST_GAMES, TEST_PLAYERS

ANA, GUILD = 101, 7
DISCORD_NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord: letters of any script, digits, - and _; lowercase


# ---- refusals by code ---------------------------------------------------------------------------


def test_error_keys_follow_the_code() -> None:
    assert error_key("druids.must_follow") == "err-druids-must-follow"
    assert error_key("table.not_found") == "err-table-not-found"


@pytest.mark.parametrize(
    ("error", "german"),
    [
        (TableNotFound("Table #1234 does not exist here.", table=1234), "Tisch #1234 gibt es hier nicht."),
        (WrongStatus("Table #3 is already running.", table=3, status="running"), "Tisch #3 läuft schon."),
        (StaleClick("The table moved on …", table=3), "Der Tisch ist weitergegangen"),
        (BadClock("Turn clock 'soon' is not a duration: …", value="soon"), "Bedenkzeit 'soon' ist keine Dauer: schreib `aus`"),
        (NotManager("Only members …"), "„Server verwalten“"),
    ],
)
def test_refusals_are_translated_by_code(error: Refused, german: str) -> None:
    assert german in (refusal_text(error, "de") or "")
    assert refusal_text(error, "en") == t("en", error_key(error.code), **{**error.params, "table": str(error.params.get("table", ""))})
    assert has_arabic_script(refusal_text(error, "fa") or "")


def test_table_numbers_read_as_typed_not_grouped() -> None:
    text = refusal_text(TableNotFound("…", table=12345), "en")
    assert text == "Table #12345 does not exist here."


def test_a_refusal_without_a_catalog_key_keeps_its_english_message() -> None:
    assert refusal_text(Refused("Something new.", code="table.brand_new"), "de") == "Something new."
    assert refusal_text(GameError("Option x: 'y' is not allowed."), "fa") == "Option x: 'y' is not allowed."


def test_engine_refusals_are_translated_by_their_code() -> None:
    """Every game's `err-<game>-…` message is what a GameError with that code shows."""
    from bot.i18n import bundle

    keys = [key for key in bundle("en")._messages if key.startswith(tuple(f"err-{game}-" for game in GAMES))]
    assert keys
    for key in keys:
        game, rest = key.removeprefix("err-").split("-", 1)
        params = {name: "x" for name in re.findall(r"\$([a-z_]+)", Path(f"bot/i18n/locales/en/{game}.ftl").read_text(encoding="utf-8"))}
        error = GameError("English message.", code=f"{game}.{rest}", **params)
        assert refusal_text(error, "de") == t("de", key, **params)
        assert has_arabic_script(refusal_text(error, "fa") or "")


def raised_refusals() -> Iterator[tuple[str, str, set[str]]]:
    """(where, code, params) of every refusal the table service and the platform cogs raise, read from the source."""
    import ast as python_ast

    from bot.tables import errors

    classes = {name: cls for name, cls in vars(errors).items() if isinstance(cls, type) and issubclass(cls, Refused)}
    paths = [*Path("bot/tables").glob("*.py"), *(Path("cogs") / name for name in ("table.py", "interactions.py", "admin.py", "settings.py"))]
    for path in paths:
        for node in python_ast.walk(python_ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, python_ast.Raise) and isinstance(node.exc, python_ast.Call) and isinstance(node.exc.func, python_ast.Name):
                cls = classes.get(node.exc.func.id)
                if cls is None:
                    continue
                keywords = {k.arg: k.value for k in node.exc.keywords if k.arg}
                code = keywords.pop("code").value if "code" in keywords else cls.code  # type: ignore[attr-defined]
                yield f"{path}:{node.lineno}", str(code), set(keywords)


def test_every_refusal_raised_has_a_message_with_the_params_it_carries() -> None:
    """Each refusal the service raises has its key in every language, and the key needs no parameter it lacks."""
    found = list(raised_refusals())
    assert len(found) > 30
    for where, code, params in found:
        for lang in LANGUAGES:
            assert t(lang, error_key(code)) != error_key(code), f"{where}: {lang} has no message for {code}"
        needs = set(re.findall(r"\$([a-z_]+)", t("en", error_key(code), **{p: f"${p}" for p in params})))
        formatted = t("en", error_key(code), **{p: "x" for p in params})
        assert "{$" not in formatted and not needs - params, f"{where}: {code} needs {needs - params}"


def test_every_refusal_class_code_has_a_message() -> None:
    """Refusal classes' own codes (the base class aside: it is never raised without a code of its own)."""
    from bot.tables import errors

    for cls in vars(errors).values():
        if isinstance(cls, type) and issubclass(cls, Refused) and cls is not Refused:
            assert all(t(lang, error_key(cls.code)) != error_key(cls.code) for lang in LANGUAGES), cls.code


async def test_the_error_handler_answers_in_the_users_language() -> None:
    interaction = stand_in(locale=discord.Locale.german)
    await handle_error(interaction, TableNotFound("Table #4 does not exist here.", table=4))
    await handle_error(interaction, RuntimeError("boom"))
    sent = [call.args[0] for call in interaction.followup.send.call_args_list]
    assert sent == ["Tisch #4 gibt es hier nicht.", t("de", "err-failure")]


# ---- which language -----------------------------------------------------------------------------


def test_resolution_takes_the_first_language_we_have() -> None:
    assert resolve("fa", "de") == "fa"
    assert resolve(None, "de-DE") == "de"
    assert resolve(None, "fr", None) == "en"
    assert resolve(discord.Locale.german) == "de"
    assert supported("en-GB") == "en" and supported("pt-BR") is None


def test_a_users_choice_beats_their_discord_locale_which_beats_english() -> None:
    assert Prefs(ANA).language() == "en"
    assert Prefs(ANA, discord_locale="de").language() == "de"
    assert Prefs(ANA, locale="fa", discord_locale="de").language() == "fa"
    assert Prefs(ANA, discord_locale="es-ES").language() == "en"
    assert ServerLanguage(GUILD).language() == "en"
    assert ServerLanguage(GUILD, discord_locale="de").language() == "de"
    assert ServerLanguage(GUILD, locale="fa", discord_locale="de").language() == "fa"


async def test_the_service_remembers_locales_and_applies_the_choices(service: TableService) -> None:
    assert await service.community.seen(ANA, None, None, None) == ("en", "en")
    assert await service.community.seen(ANA, "de", GUILD, "en-US") == ("de", "en")
    # A DM later (no interaction) still knows the user's language.
    assert (await service.community.prefs(ANA)).language() == "de"
    await service.community.set_language(ANA, "fa")
    assert await service.community.seen(ANA, "de", GUILD, "en-US") == ("fa", "en")
    await service.community.set_language(ANA, None)
    assert await service.community.seen(ANA, "en-GB", GUILD, "de") == ("en", "de")
    with pytest.raises(NotManager):
        await service.community.set_server_language(GUILD, "fa", manager=False)
    await service.community.set_server_language(GUILD, "fa", manager=True)
    await service.turns.set_server_clock(GUILD, "2h", manager=True)  # other settings keep the language
    server = await service.community.server_language(GUILD)
    assert (server.language(), server.discord_locale) == ("fa", "de")
    assert await service.community.seen(ANA, "en-GB", GUILD, "de") == ("en", "fa")
    await service.community.set_server_language(GUILD, None, manager=True)
    assert (await service.community.server_language(GUILD)).language() == "de"
    assert await service.turns.server_clock(GUILD) == 7200


async def test_an_interaction_is_looked_up_once_and_remembered(service: TableService) -> None:
    interaction = stand_in(locale=discord.Locale.german, guild_locale=discord.Locale.american_english)
    first = await languages(interaction, service)
    await service.community.set_language(ANA, "fa")
    assert await languages(interaction, service) == first  # one lookup per interaction
    assert (first.user, first.server) == ("de", "en")
    assert (await languages(stand_in(locale=discord.Locale.german), service)).user == "fa"


async def test_without_a_service_the_interactions_locale_decides() -> None:
    assert (await languages(stand_in(locale=discord.Locale.german))).user == "de"
    assert (await languages(stand_in(locale=discord.Locale.french))).user == "en"


def stand_in(*, locale: discord.Locale, guild_locale: discord.Locale | None = None) -> Any:
    """An interaction with what the language lookup and the error handler read."""
    interaction = SimpleNamespace(
        locale=locale,
        guild_locale=guild_locale,
        guild_id=GUILD,
        user=SimpleNamespace(id=ANA),
        extras={},
        client=None,
        data={},
        response=MagicMock(),
        followup=MagicMock(),
    )
    interaction.response.is_done.return_value = True
    interaction.followup.send = AsyncMock()
    return interaction


# ---- words of the flow --------------------------------------------------------------------------


def test_durations_read_in_each_language() -> None:
    assert [duration_text("en", s) for s in (None, 1800, 5400, 86400, 2 * 86400 + 3600)] == ["off", "30m", "1h30m", "1d", "2d1h"]
    assert duration_text("de", 5400) == "1 Std. 30 Min." and duration_text("de", 86400) == "1 Tag"
    assert duration_text("fa", 5400) == "۱ ساعت ۳۰ دقیقه" and duration_text("fa", None) == "خاموش"


def test_computer_players_are_named_in_the_readers_language() -> None:
    info = table_info(("Ana", None, ANA), ("", "normal", None), ("Ben", "normal", None))  # a computer; Ben's seat handed over
    assert seat_names(info, "en") == ["Ana", "Computer 1", "Ben (computer)"]
    assert seat_names(info, "de") == ["Ana", "Computer 1", "Ben (Computer)"]
    assert seat_names(info, "fa") == ["Ana", "رایانه ۱", "Ben (رایانه)"]


def test_lobby_options_are_named_in_the_readers_language() -> None:
    assert option_text("druids", "variant", "sun-moon", "en") == "variant: sun-moon"
    assert option_text("druids", "variant", "sun-moon", "de") == "variante: Sonnen- und Mondkult"
    assert option_text("druids", "rounds", 5, "fa") == "دورها: ۵"  # the reader's digits
    assert option_text("takeaway", "pile", 9, "de") == "pile: 9"  # a game without catalog keys


def table_info(*seats: tuple[str, str | None, int | None]) -> TableInfo:
    from bot.tables import SeatInfo

    return TableInfo(
        id=1, game="druids", guild_id=GUILD, channel_id=1, thread_id=None, message_id=None, host_id=ANA, status="running", options={}, version=0,
        seats=tuple(SeatInfo(i, user, name, computer, True) for i, (name, computer, user) in enumerate(seats)),
    )


# ---- Discord's command localization ---------------------------------------------------------------


@pytest.fixture
async def bot(tmp_path: Path) -> AsyncIterator[Spieltisch]:
    """The bot with all its commands (not connected)."""
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}")
    client = Spieltisch(Settings(discord_token="x", database_url=store.url), service=TableService(store, games=TEST_GAMES, players=TEST_PLAYERS), tick_seconds=None)
    await client.add_cogs()
    yield client
    await store.close()


def walk(payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A command and its subcommands and options, depth first."""
    yield payload
    for option in payload.get("options") or []:
        yield from walk(option)


async def payloads(bot: Spieltisch) -> list[dict[str, Any]]:
    translator = CatalogTranslator()
    return [await command.get_translated_payload(bot.tree, translator) for command in bot.tree.get_commands()]


async def test_every_command_string_has_german_valid_for_discord(bot: Spieltisch) -> None:
    commands = await payloads(bot)
    assert {c["name"] for c in commands} >= {"table", "settings", "stats", "leaderboard", "config", *GAMES}
    for command in commands:
        if command["name"] in ("takeaway", "marks"):
            continue  # the test games have no catalog keys
        for part in walk(command):
            where = f"/{command['name']} {part['name']}"
            german = part.get("name_localizations", {}).get("de")
            if part is not command or part["name"] not in GAMES:  # a game's own name stays as it is
                assert german, f"{where}: no German name"
                assert DISCORD_NAME.match(german) and german == german.lower(), f"{where}: {german!r} is no valid name"
            description = part.get("description_localizations", {}).get("de")
            assert description, f"{where}: no German description"
            assert 1 <= len(description) <= DESCRIPTION_LIMIT
            for choice in part.get("choices") or []:
                assert 1 <= len(choice.get("name_localizations", {}).get("de", "")) <= 100, f"{where}: choice {choice['value']}"
            names = [o.get("name_localizations", {}).get("de", o["name"]) for o in part.get("options") or []]
            assert len(names) == len(set(names)), f"{where}: German option names clash: {names}"


class UncutTranslator(CatalogTranslator):
    """The catalog translator without its safety cut to Discord's limits."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes) -> str | None:
        return localized("de", string) if locale is discord.Locale.german else None


async def test_no_string_needs_cutting_to_discords_limits(bot: Spieltisch) -> None:
    """The translator cuts only as a safety net: English and German fit Discord's limits as written."""
    translator = UncutTranslator()
    for command in bot.tree.get_commands():
        payload = await command.get_translated_payload(bot.tree, translator)
        for part in walk(payload):
            for name in [part["name"], *part.get("name_localizations", {}).values()]:
                assert len(name) <= NAME_LIMIT, name
            for description in [part["description"], *part.get("description_localizations", {}).values()]:
                assert 1 <= len(description) <= DESCRIPTION_LIMIT, description
            for choice in part.get("choices") or []:
                assert all(len(name) <= 100 for name in [choice["name"], *choice.get("name_localizations", {}).values()])


async def test_the_translator_speaks_german_only_where_discord_has_the_locale(bot: Spieltisch) -> None:
    translator = CatalogTranslator()
    string = app_commands.locale_str("table", key="cmd-table-name")
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.group_name, None)
    assert await translator.translate(string, discord.Locale.german, context) == "tisch"
    assert await translator.translate(string, discord.Locale.british_english, context) is None
    assert await translator.translate(string, discord.Locale.french, context) is None
    assert await translator.translate(app_commands.locale_str("plain"), discord.Locale.german, context) is None


async def test_settings_tells_where_persian_is_chosen(bot: Spieltisch) -> None:
    settings = next(c for c in await payloads(bot) if c["name"] == "settings")
    assert "فارسی" in settings["description"] and "Persian" in settings["description"]
    language = next(o for o in settings["options"] if o["name"] == "language")
    assert {c["value"] for c in language["choices"]} == {"auto", "en", "de", "fa"}


# ---- shared images --------------------------------------------------------------------------------


def ink_columns(image: Image.Image) -> tuple[int, int]:
    """The leftmost and rightmost columns that hold anything but the background."""
    rgb = image.convert("RGB")
    background = Image.new("RGB", rgb.size, BACKGROUND)
    from PIL import ImageChops

    box = ImageChops.difference(rgb, background).getbbox()
    assert box is not None
    return box[0], box[2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fallback_table_image_is_labelled_in_each_language(lang: str, tmp_path: Path) -> None:
    state = TAKEAWAY.new(2, seed=3)
    view = {**state.view(0), "names": ["Ana", "بهرام"]}
    image = generic.render_table(view, lang)
    left, right = ink_columns(image)
    assert left >= generic.MARGIN - 2 and right <= image.width - generic.MARGIN + 2, "a label left its margins"
    image.save(tmp_path / f"generic-{lang}.png")
    if lang == "fa":
        assert has_arabic_script(generic.field_label("to_move", "fa"))
        assert right > image.width - generic.MARGIN - 10, "Persian lines start at the right edge"
    if lang == "de":
        assert generic.field_label("to_move", "de") == "am Zug"


def test_a_long_persian_label_shrinks_into_its_margins() -> None:
    view = {"game": "takeaway", "phase": "مرحلهٔ بسیار طولانی " * 6, "to_move": [0]}
    image = generic.render_table(view, "fa")
    left, right = ink_columns(image)
    assert left >= generic.MARGIN - 2 and right <= image.width - generic.MARGIN + 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_chart_keeps_a_translated_title_and_names_in_its_box(lang: str, tmp_path: Path) -> None:
    image, draw = new_canvas((900, 420))
    box = (40, 30, 860, 390)
    title = {"en": "Points after each round", "de": "Punkte nach jeder Runde", "fa": "امتیاز پس از هر دور " * 4}[lang]
    score_chart(draw, box, [[1, 5, 12], [3, 4, 20]], [player_name({}, 0, lang=lang), "مریم کاظمی"], title, lang)
    left, right = ink_columns(image)
    assert box[0] <= left and right <= box[2] + 1, "nothing outside the chart's frame"
    image.save(tmp_path / f"chart-{lang}.png")


def test_a_seat_without_a_name_is_named_in_the_readers_language() -> None:
    assert player_name({}, 1) == "Player B"
    assert player_name({}, 1, lang="de") == "Spieler B"
    assert player_name({}, 1, lang="fa") == "بازیکن B"
