"""The wording layer's one seam for translations: every sentence is a template found by
its English text, a translation is used where it fits, and a broken one never stops the
game."""

from __future__ import annotations

import pytest

from spite_gui.engine import Card, Illegal, Refusal
from spite_gui.table import company, lesson, narration, outcomes, refusals, speech, summary, words
from spite_gui.table.refusals import refusal_words

WORDING = (company, lesson, narration, outcomes, refusals, speech, summary)


@pytest.fixture
def translated():
    """A translator that knows only what a test gives it (the English otherwise)."""
    known: dict[tuple[str, str], str] = {}

    def translate(context: str, text: str, count: int | None) -> str | None:
        found = known.get((context, text))
        if found is not None and count is not None:
            return found.replace("{n}", "one" if count == 1 else "{count}")
        return found

    words.set_translator(translate)
    yield known
    words.set_translator(None)


def test_a_translated_template_is_filled_with_the_same_fields(translated):
    translated["Refusals", "{card} can't go on {on}: that stack needs {needs}."] = \
        "Auf {on} passt nicht {card}; der Stapel braucht {needs}."
    assert refusal_words(Refusal(Illegal.WRONG_RANK, Card(8, "H"), rank=2)) == \
        "Auf a 2 passt nicht An 8; der Stapel braucht a 3."


def test_a_translation_naming_a_field_the_sentence_lacks_is_not_used(translated):
    translated["Refusals", "The game is over."] = "Das Spiel ist aus, {who}."
    translated["Refusals", "Wait for your turn."] = "Warte {"
    assert refusal_words(Refusal(Illegal.GAME_OVER)) == "The game is over."
    assert refusal_words(Refusal(Illegal.NOT_YOUR_TURN)) == "Wait for your turn."


def test_a_plural_is_looked_up_by_its_other_form_with_the_count(translated):
    translated["Friends", "{count} seconds"] = "{n} Sekunden"
    assert company.wait_words(1) == "one Sekunden"
    assert company.wait_words(30) == "30 Sekunden"


def test_an_untranslated_plural_keeps_the_english_form_for_the_count(translated):
    assert company.wait_words(1) == "1 second" and company.wait_words(2) == "2 seconds"


def test_every_template_is_in_the_catalogue_once():
    assert all(module.CONTEXT for module in WORDING)
    keys = [(t.context, t.text if isinstance(t, words.Phrase) else t.other)
            for t in words.catalogue()]
    repeated = sorted({key for key in keys if keys.count(key) > 1})
    assert len(keys) > 200
    assert not repeated, repeated
