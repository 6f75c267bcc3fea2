"""The bidirectional-text toolkit every game's wording uses: names set apart, left-to-right runs, line marks."""

from __future__ import annotations

from bot.i18n import FSI, LRM, PDI, RLM, direction, has_arabic_script, isolated, ltr_run, name_list, paragraph, t


def test_a_name_is_set_apart_where_directions_may_differ() -> None:
    assert isolated("Ana", "en") == "Ana" and isolated("Ana", "de") == "Ana"
    assert isolated("Ana", "fa") == f"{FSI}Ana{PDI}", "every name in a right-to-left line"
    assert isolated("سارا", "de") == f"{FSI}سارا{PDI}", "a Persian name in a left-to-right line"
    assert isolated(f"{FSI}Ana{PDI}", "fa") == f"{FSI}Ana{PDI}", "a name set apart already stays as it is"
    entry = f"{FSI}علی{PDI} +۳"
    assert isolated(entry, "fa") == f"{FSI}{entry}{PDI}", "a list entry holding a name is set apart as a whole"


def test_card_codes_keep_their_order_in_right_to_left_text() -> None:
    assert ltr_run("Q♥", "fa") == f"{LRM}Q♥{LRM}"
    assert ltr_run("A 4 10", "en") == "A 4 10"


def test_a_line_is_marked_to_read_in_the_readers_direction() -> None:
    assert paragraph(None, "fa") is None
    assert paragraph("Ana plays.", "fa") == RLM + "Ana plays."
    assert paragraph("Ana plays.", "en") == "Ana plays."
    assert paragraph("سارا plays.", "en") == LRM + "سارا plays.", "a Persian name would turn the English line"
    assert paragraph(f"{FSI}سارا{PDI} passt.", "de") == f"{FSI}سارا{PDI} passt.", "a name set apart cannot turn it"
    assert paragraph(f"Ana gibt {FSI}Ben{PDI} an سارا.", "de").startswith(LRM)


def test_a_list_of_names_runs_in_the_sentences_direction() -> None:
    separator = t("fa", "common-list-separator")
    assert name_list(["Ana", "Ben"], "fa") == f"{FSI}Ana{PDI}{separator}{FSI}Ben{PDI}"
    assert name_list(["Ana", "Ben"], "en") == "Ana" + t("en", "common-list-separator") + "Ben"
    assert name_list(["Ana", "Ben"], "en", "arabana-and") == "Ana" + t("en", "arabana-and") + "Ben"


def test_direction_and_script() -> None:
    assert (direction("fa"), direction("de"), direction("en-US")) == ("rtl", "ltr", "ltr")
    assert has_arabic_script("Ben سارا") and not has_arabic_script("Benedikt der Große")
