"""A host's window and a friend's window in one test, playing over TCP on 127.0.0.1: the
dialog, the seats, the chat, a whole game, the deal checked, and playing again."""

from __future__ import annotations

from spite_gui.net.protocol import CONNECTED
from spite_gui.table.moves import target_pile
from spite_gui.table.piles import PileKey
from spite_gui.table.words import set_translator

from .helpers import (
    LOOPBACK,
    click,
    game_over,
    host_table,
    hurried,
    join_by_address,
    play_until,
    table_pin,
)


def test_a_friend_joins_by_address_and_they_play_a_whole_game(app_with, qtbot):
    host, guest = app_with(), app_with()
    dialog, port = host_table(host, qtbot)
    # the table is open: the dialog shows the friend's seat and how to reach the table
    assert dialog.in_lobby
    assert "Waiting for 1 friend" in dialog.lobby_label.text()
    assert f":{port}" in dialog.address_label.text()

    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    # everyone is there: the game is dealt, both dialogs close, both tables show it
    qtbot.waitUntil(lambda: guest.table.view is not None and host.table.view is not None,
                    timeout=15_000)
    qtbot.waitUntil(lambda: not dialog.isVisible() and not guest.friends.dialog.isVisible())
    assert guest.table.seat == 1 and host.table.seat == 0
    assert host.table.names == ["Anna", "Bob"] and guest.table.names == ["Anna", "Bob"]
    hosting = host.friends.company.hosting
    assert hosting.seats()[1].state == CONNECTED
    # the plates say who is connected
    qtbot.waitUntil(lambda: host.window.scene.labels.seat_info()[1].note == "online")
    assert guest.window.scene.labels.seat_info()[0].note == "host"

    moves = play_until(qtbot, [host, guest], game_over(host, guest))
    assert moves > 10
    # the same game, seen from each seat
    assert guest.table.view == hosting.table.host.view(1)
    assert host.table.view == hosting.table.host.view(0)
    # the guest's program checked the deal and says so
    guest_company = guest.friends.company
    qtbot.waitUntil(lambda: guest_company.verdict.startswith("Deal verified"))
    assert any(line.startswith("Deal verified") for line in guest.friends.panel.texts())


def test_chat_and_reactions_reach_every_table(app_with, qtbot):
    host, guest = app_with(), app_with()
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    guest_panel, host_panel = guest.friends.panel, host.friends.panel
    guest_panel.input.setText("hello from Bob")
    click(guest_panel.send_button)
    qtbot.waitUntil(lambda: "Bob: hello from Bob" in host_panel.texts())
    qtbot.waitUntil(lambda: "You: hello from Bob" in guest_panel.texts())
    click(host_panel.reaction_buttons["well_played"])
    qtbot.waitUntil(lambda: any(line.startswith("Anna: ") and "Well played!" in line
                                for line in guest_panel.texts()))
    # a reaction shows on the table too, for a moment
    qtbot.waitUntil(lambda: "Well played!" in (guest.window.scene.messages.text or ""))


def test_a_host_that_changes_a_hidden_card_mid_game_is_caught_by_the_friends_window(
        app_with, qtbot):
    host, guest = app_with(), app_with()
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    game_host = host.friends.company.hosting.table.host
    game = game_host.game
    play_until(qtbot, [host, guest], lambda: game.turn > 6 and game.current_player == 0
               and not host.table.busy and not host.table.settling)
    # the host's program swaps its worst hand card with the top of the stock, which the
    # friend draws next: a card no seat could see changes places
    s = game.state
    hand, stock = list(s.seats[0].hand), list(s.stock)
    worst = min(range(len(hand)), key=lambda i: hand[i].rank)
    hand[worst], stock[-1] = stock[-1], hand[worst]
    game.state = s._replace(seats=(s.seats[0]._replace(hand=tuple(hand)), *s.seats[1:]),
                            stock=tuple(stock))
    game_host.resend(0)  # the host's own table shows its new hand
    play_until(qtbot, [host, guest], game_over(host, guest))
    company = guest.friends.company
    qtbot.waitUntil(lambda: "the host's cards changed" in company.verdict)
    assert not company.verdict.startswith("Deal verified")
    assert any("the host's cards changed" in line for line in guest.friends.panel.texts())
    assert any("the host's cards changed" in text for text in guest.notices.shown)


def test_a_refusal_reaches_the_friend_as_a_code_and_is_said_in_the_friends_words(
        app_with, qtbot):
    """The host refuses a flood of chat; the friend's table words the refusal itself, so
    the friend reads it in the language of their own game (here a translation only the
    wording layer knows: the host sends no words it could have used)."""
    host, guest = app_with(), app_with()
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    slow_down = "Langsamer: zu viele Nachrichten auf einmal."
    german = {("Refusals", "Slow down: too many messages at once."): slow_down}
    usual = set_translator(lambda context, text, _count: german.get((context, text)))
    try:
        panel = guest.friends.panel
        burst = host.friends.company.hosting.table.settings.chat_burst
        for n in range(burst + 1):
            panel.input.setText(f"hello {n}")
            click(panel.send_button)
        qtbot.waitUntil(lambda: guest.window.message_label.text() == slow_down)
    finally:
        set_translator(usual)  # the application's, as the other tests have it


def test_a_friends_card_waits_on_its_target_for_the_hosts_answer(app_with, qtbot):
    """The friend's play goes to the host and comes back as news: meanwhile the card stays
    where the friend put it, and the news takes it the last pixels (it used to slide home
    first, then fly from there)."""
    host, guest = app_with(), app_with(speed="normal")
    _dialog, port = host_table(host, qtbot)
    join_by_address(guest, f"{LOOPBACK}:{port}", pin=table_pin(host))
    qtbot.waitUntil(lambda: guest.table.view is not None, timeout=15_000)
    table = guest.table
    play_until(qtbot, [host, guest], lambda: table.my_turn and not table.busy
               and not table.settling)
    move = hurried([m for m in table.legal_moves() if m.source == "hand"])
    scene, seat = guest.window.scene, table.seat
    hand, target = scene.pile(PileKey("hand", seat)), target_pile(seat, move)
    card = hand.cards[move.source_index]
    home = card.pos()
    applied: list[bool] = []
    table.move_applied.connect(lambda *_: applied.append(card.pile is hand))
    assert scene.pointer.lift(card)
    scene.pointer.put_down(target)
    assert scene.drops.waiting == [card] and card.pile is hand  # the host has not answered
    card.finish_animation()
    over = card.scene_card_rect().intersected(scene.pile(target).drop_rect())
    assert card.pos() != home and over.width() * over.height() > 0
    qtbot.waitUntil(lambda: card.pile is scene.pile(target), timeout=10_000)
    assert applied == [True]  # the news found it waiting there, and moved it
    assert scene.drops.waiting == []
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pos() == scene.pile(target).card_positions()[-1]
