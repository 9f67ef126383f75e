"""What the table tells of the game beside the moves (hints, a resumed game, the hidden
cards, the zoom, what giving a game up costs) in the player's language, here from a
catalogue made for the test with Qt's tools under the context the shipped ones use."""

from __future__ import annotations

from spite_gui.controller.abandon import MATCH_GOES_ON, consequences
from spite_gui.engine.scoring import forfeit
from spite_gui.table import notes

GERMAN = {
    (notes.CONTEXT, "Game resumed in round {round}: {who}'s turn."):
        "Spiel fortgesetzt in Runde {round}: {who} ist dran.",
    (notes.CONTEXT, "Zoom {zoom}%: the cards are as large as the window allows ({shown}%)"):
        "Zoom {zoom} %: Die Karten sind so groß, wie das Fenster erlaubt ({shown} %)",
    (notes.CONTEXT, "In the match, {winner} wins it as if its payoff pile were empty now: "
                    "+{points} (5 points plus the cards left in the other payoff piles); the "
                    "match goes on with the next deal."):
        "In der Partie gewinnt {winner} das Spiel, als wäre sein Spielerstapel jetzt leer: "
        "+{points}; die Partie geht mit dem nächsten Spiel weiter.",
    (notes.CONTEXT, "No hint this time: play as you see fit."):
        "Diesmal kein Tipp: Spielen Sie, wie Sie es für richtig halten.",
}


def test_the_tables_notes_speak_german(made):
    made(GERMAN)
    assert notes.resumed(4, "West") == "Spiel fortgesetzt in Runde 4: West ist dran."
    assert notes.zoom_words(200, 160) == ("Zoom 200 %: Die Karten sind so groß, wie das "
                                         "Fenster erlaubt (160 %)")
    assert notes.NO_HINT() == "Diesmal kein Tipp: Spielen Sie, wie Sie es für richtig halten."
    given_up = forfeit(0, [20, 7])
    assert consequences(given_up, ["Sie", "West"], MATCH_GOES_ON) == (
        f"In der Partie gewinnt West das Spiel, als wäre sein Spielerstapel jetzt leer: "
        f"+{given_up.scores[1]}; die Partie geht mit dem nächsten Spiel weiter.")
