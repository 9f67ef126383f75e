"""The court cards carry the marks of the player's language in their corners (a German
Queen a D, a French King an R), the same marks the log writes and a wild card's badge
shows; the cards on the table are drawn again when the language changes."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from spite_gui.engine import Card
from spite_gui.engine.cards import ACE, JACK, KING, QUEEN
from spite_gui.table.card_names import CORNER_CONTEXT, card_label, rank_mark
from spite_gui.table.piles import CardFace, PileKey, TableSnapshot
from spite_gui.table.speech import face_words, spoken
from spite_gui.view.card_art import CardArt
from spite_gui.view.card_item import badge_picture
from spite_gui.view.table_scene import TableScene
from spite_gui.view.table_view import TableView

GERMAN = {(CORNER_CONTEXT, "J"): "B", (CORNER_CONTEXT, "Q"): "D"}
FRENCH = {(CORNER_CONTEXT, "J"): "V", (CORNER_CONTEXT, "Q"): "D",
          (CORNER_CONTEXT, "K"): "R"}


def test_a_german_deck_marks_jack_and_queen_b_and_d(made):
    made(GERMAN)
    assert [rank_mark(rank) for rank in (ACE, JACK, QUEEN, KING)] == ["A", "B", "D", "K"]
    assert card_label(Card(QUEEN, "H")) == "D♥" and card_label(Card(10, "S")) == "10♠"
    art = CardArt()
    assert art.picture_for("QH") == "marks/D/QH"
    assert art.picture_for("JC") == "marks/B/JC"
    assert art.picture_for("KS") == "KS" and art.picture_for("7D") == "7D"
    art.set_faces(large_print=True, four_colour=True)
    assert art.picture_for("QD") == "marks/D/large-print-four-colour/QD"
    assert art.renderer(art.picture_for("QD")) is not None
    # a screen reader hears the card, whatever its corner shows; a wild card's badge too
    assert spoken("B♣ auf D♥") == "Jack of clubs auf Queen of hearts"
    assert face_words("KS", rank_mark(QUEEN)) == "King of spades, as a Queen"
    assert art.renderer(badge_picture(rank_mark(JACK))) is not None


def test_a_french_deck_marks_valet_dame_roi(made):
    made(FRENCH, "fr")
    art = CardArt()
    assert [art.picture_for(face) for face in ("JS", "QS", "KS", "AS")] == [
        "marks/V/JS", "marks/D/QS", "marks/R/KS", "AS"]
    for mark in "VDR":
        assert art.renderer(badge_picture(mark)) is not None


def test_a_mark_without_art_leaves_the_english_picture(made):
    made({(CORNER_CONTEXT, "Q"): "Z"})  # a slip in a translation: no such pictures
    art = CardArt()
    assert art.picture_for("QH") == "QH"


def _picture(view: TableView) -> QImage:
    return view.grab().toImage()


def test_the_cards_on_the_table_are_drawn_again_in_the_new_language(qtbot, made):
    scene = TableScene()
    scene.set_table(2, 4)
    scene.relayout(1280, 800)
    scene.show_snapshot(TableSnapshot({PileKey("side", 0, 1): [CardFace("QS")]}, {}, {}))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    english = _picture(view)
    made(GERMAN)  # Qt tells every widget its language changed
    qtbot.waitUntil(lambda: _picture(view) != english)


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_every_mark_a_shipped_catalogue_gives_has_its_pictures(speak, language):
    """Needs the catalogues updated with the corners' marks: until then each language marks
    its cards as English does, which has pictures too."""
    speak(language)
    art = CardArt()
    for face in ("AS", "JH", "QD", "KC"):
        assert art.renderer(art.picture_for(face)) is not None
        assert art.renderer(badge_picture(rank_mark(Card.parse(face).rank))) is not None
