"""Fair play: after a game, show every card that was hidden during it.

Two lists: the cards still hidden when the game ended (the stock in draw order,
the completed pile, each computer player's hand, each payoff pile top first), and
the deal as it was dealt (the whole stock in draw order, every starting hand and
every payoff pile), so anyone can check that the computer players could not have
known better than they were allowed to.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from spite_gui.engine import Card, Game
from spite_gui.table.card_names import card_label
from spite_gui.table.outcomes import outcome_words
from spite_gui.view.screen_fit import fit_size

RED_SUITS = "HD"
RED = "#c0392b"


translate = QCoreApplication.translate


def _name(seat: int, names: Sequence[str], human_seat: int) -> str:
    if seat == human_seat:
        return translate("Reveal", "You")
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return translate("Reveal", "Player {number}").format(number=seat + 1)


def _seat_title(seat: int, names: Sequence[str], human_seat: int, yours: str,
                theirs: str) -> str:
    """``yours`` for the human's pile, else ``theirs`` with the seat's name (both already
    translated, ``%n`` the number of cards)."""
    if seat == human_seat:
        return yours
    return theirs.format(name=_name(seat, names, human_seat))


def hidden_rows(game: Game, names: Sequence[str],
                human_seat: int = 0) -> list[tuple[str, tuple[Card, ...]]]:
    """Every hidden pile of a game as (title, cards, top or first card first)."""
    state = game.state
    rows: list[tuple[str, tuple[Card, ...]]] = [
        (translate("Reveal", "Stock (%n card(s), top first)", None, len(state.stock)),
         tuple(reversed(state.stock))),
        (translate("Reveal", "Completed pile (%n card(s), top first)", None,
                   len(state.completed)), tuple(reversed(state.completed))),
    ]
    for seat in range(game.players):
        if seat != human_seat:
            hand = state.seats[seat].hand
            rows.append((translate("Reveal", "{name}'s hand (%n card(s))", None, len(hand))
                         .format(name=_name(seat, names, human_seat)), hand))
    for seat in range(game.players):
        payoff = state.seats[seat].payoff
        rows.append((_seat_title(
            seat, names, human_seat,
            translate("Reveal", "Your payoff pile (%n card(s), top first)", None, len(payoff)),
            translate("Reveal", "{name}'s payoff pile (%n card(s), top first)", None,
                      len(payoff))), tuple(reversed(payoff))))
    return rows


def dealt_rows(game: Game, names: Sequence[str],
               human_seat: int = 0) -> list[tuple[str, tuple[Card, ...]]]:
    """The deal as it was dealt: the stock, the other players' hands, every payoff pile."""
    state = game.opening()
    rows: list[tuple[str, tuple[Card, ...]]] = [
        (translate("Reveal", "Stock (%n card(s), first drawn first)", None, len(state.stock)),
         tuple(reversed(state.stock)))]
    for seat in range(game.players):
        if seat != human_seat:
            hand = state.seats[seat].hand
            rows.append((translate("Reveal", "{name}'s first hand").format(
                name=_name(seat, names, human_seat)), hand))
    for seat in range(game.players):
        payoff = state.seats[seat].payoff
        rows.append((_seat_title(
            seat, names, human_seat,
            translate("Reveal", "Your payoff pile (%n card(s), top first)", None, len(payoff)),
            translate("Reveal", "{name}'s payoff pile (%n card(s), top first)", None,
                      len(payoff))), tuple(reversed(payoff))))
    return rows


def cards_html(cards: Sequence[Card]) -> str:
    """Card labels as rich text, hearts and diamonds in red; "(none)" for no cards."""
    if not cards:
        return "<i>" + translate("Reveal", "(none)") + "</i>"
    parts = []
    for card in cards:
        label = html.escape(card_label(card))
        if card.suit in RED_SUITS:
            label = f'<span style="color:{RED}">{label}</span>'
        parts.append(f"<b>{label}</b>")
    return "&nbsp; ".join(parts)


class RevealDialog(QDialog):
    """The hidden cards of a finished ``game``; ``names`` by seat (the human is "You")."""

    def __init__(self, game: Game, names: Sequence[str], parent: QWidget | None = None,
                 human_seat: int = 0) -> None:
        if not game.is_over:
            raise ValueError("The hidden cards are shown only when the game is over.")
        super().__init__(parent)
        self.setWindowTitle(translate("Reveal", "Check the cards"))
        self._rows = hidden_rows(game, names, human_seat)
        self._dealt = dealt_rows(game, names, human_seat)

        everyone = [_name(seat, names, human_seat) for seat in range(game.players)]
        outcome = game.outcome
        ending = (outcome_words(outcome, everyone) if outcome is not None
                  else translate("Reveal", "The game goes on."))
        intro = QLabel(
            f"<p>{html.escape(ending)}</p><p>"
            + translate("Reveal", "These are all the cards that stayed hidden, so you can "
                        "check that nobody saw more than they should. Deal #{deal} deals the "
                        "same cards again.").format(deal=game.seed) + "</p>")
        intro.setWordWrap(True)

        self.card_labels: list[QLabel] = []
        self.dealt_labels: list[QLabel] = []
        self.tabs = QTabWidget()
        self.tabs.addTab(_card_list(self._rows, self.card_labels),
                         translate("Reveal", "When the game ended"))
        self.tabs.addTab(_card_list(self._dealt, self.dealt_labels),
                         translate("Reveal", "As dealt"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(fit_size(self, QSize(620, 560)))  # the card lists scroll

    def rows(self) -> list[tuple[str, tuple[Card, ...]]]:
        """What the dialog lists: (title, cards) for each hidden pile at the end."""
        return list(self._rows)

    def dealt(self) -> list[tuple[str, tuple[Card, ...]]]:
        """The deal's hidden piles as they were dealt: (title, cards)."""
        return list(self._dealt)


def _card_list(rows: Sequence[tuple[str, tuple[Card, ...]]], labels: list[QLabel]) -> QScrollArea:
    """A scrolling list of headed rows of cards; the card labels are added to ``labels``."""
    body = QWidget()
    form = QFormLayout(body)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
    form.setVerticalSpacing(4)
    for title, cards in rows:
        label = QLabel(cards_html(cards))
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setContentsMargins(12, 0, 0, 8)
        labels.append(label)
        form.addRow(QLabel(f"<b>{html.escape(title)}</b>"), label)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(body)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll
