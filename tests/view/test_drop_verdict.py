"""A card let go of, and the judge's verdict shown: a card accepted stays where it went, a
card refused shakes with the reason beside it and goes home, and a card whose play went
to the host waits on its target for the answer instead of sliding home and then flying."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QPointF

from spite_gui.table.piles import CardFace, PileKey, TableSnapshot
from spite_gui.view.drop import Accepted, Pending, Refused, Verdict
from spite_gui.view.table_scene import TableScene

HAND, CENTRE = PileKey("hand", 0), PileKey("centre", -1, 0)


def _table(judge) -> TableScene:
    scene = TableScene()
    scene.relayout(1280, 800)
    scene.show_snapshot(TableSnapshot(
        {HAND: [CardFace(t) for t in ("2H", "5S", "9C")], CENTRE: [CardFace("AH")]}, {}, {}))
    scene.pointer.set_draggable({HAND})
    scene.drops.set_motion(120, shake_ms=0)
    scene.drops.set_judge(judge)
    return scene


def _put_down(scene: TableScene, index: int, target: PileKey) -> None:
    """Lift card ``index`` of the hand with a click's path and put it down on ``target``."""
    assert scene.pointer.lift(scene.pile(HAND).cards[index])
    scene.pointer.put_down(target)


def _waiting_place(scene: TableScene) -> QPointF:
    centre = scene.pile(CENTRE)
    return centre.card_positions(len(centre.cards) + 1)[-1]


def test_a_refused_card_says_why_and_goes_home(qtbot):
    scene = _table(lambda _source, _index, _target: Refused("That stack needs a 2."))
    card = scene.pile(HAND).cards[1]
    home = card.pos()
    _put_down(scene, 1, CENTRE)
    assert scene.messages.text == "That stack needs a 2."
    assert scene.messages.flashed is card  # framed in red
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pile is scene.pile(HAND) and card.pos() == home
    assert scene.drops.waiting == []


def test_a_card_let_go_of_over_nothing_goes_home_without_a_word(qtbot):
    judged: list[PileKey | None] = []

    def judge(_source: PileKey, _index: int, target: PileKey | None) -> Verdict:
        judged.append(target)
        return Refused()

    scene = _table(judge)
    card = scene.pile(HAND).cards[0]
    home = card.pos()
    card.setPos(home + QPointF(300, -300))  # where the mouse let go of it
    scene.drops.let_go(card, scene.pile(HAND), 0, None)
    assert judged == [None] and scene.messages.text is None
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pos() == home


def test_an_accepted_card_stays_where_the_news_put_it(qtbot):
    scene = _table(lambda source, index, target: (
        scene.move_card(source, index, target, "2H"), Accepted())[1])
    card = scene.pile(HAND).cards[0]
    _put_down(scene, 0, CENTRE)
    qtbot.waitUntil(lambda: not card.animating)
    centre = scene.pile(CENTRE)
    assert card.pile is centre and card.pos() == centre.card_positions()[-1]
    assert scene.drops.waiting == [] and scene.messages.text is None


def test_a_card_whose_play_went_to_the_host_waits_on_its_target_then_lands(qtbot):
    scene = _table(lambda _source, _index, _target: Pending())
    card = scene.pile(HAND).cards[0]
    home = card.pos()
    _put_down(scene, 0, CENTRE)
    # no answer yet: the card stays on its way to the target, not on its way home
    assert scene.drops.waiting == [card] and card.pile is scene.pile(HAND)
    qtbot.waitUntil(lambda: not card.animating)
    waiting = _waiting_place(scene)
    assert card.pos() == waiting != home
    assert scene.messages.text is None
    # the host's news of the play: the card sets off from where it waits, not from home
    scene.move_card(HAND, 0, CENTRE, "2H", duration=200)
    assert card.pile is scene.pile(CENTRE) and card.pos() == waiting
    assert scene.drops.waiting == []
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pos() == scene.pile(CENTRE).card_positions()[-1]


def test_a_waiting_card_the_host_refuses_goes_home_with_the_hosts_reason(qtbot):
    scene = _table(lambda _source, _index, _target: Pending())
    card = scene.pile(HAND).cards[2]
    home = card.pos()
    _put_down(scene, 2, CENTRE)
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pos() != home
    scene.drops.answer(Refused("Your time ran out."))
    assert scene.messages.text == "Your time ran out."
    assert scene.drops.waiting == []
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pile is scene.pile(HAND) and card.pos() == home


def test_a_new_deal_forgets_a_waiting_card(qtbot):
    scene = _table(lambda _source, _index, _target: Pending())
    _put_down(scene, 0, CENTRE)
    assert len(scene.drops.waiting) == 1
    scene.set_table(2, 4)
    assert scene.drops.waiting == []
    scene.drops.answer(Refused("Too late."))  # an answer for a table gone: nothing to move
    assert scene.messages.text is None


def test_a_waiting_card_stays_on_its_target_when_the_window_changes_size(qtbot):
    scene = _table(lambda _source, _index, _target: Pending())
    card = scene.pile(HAND).cards[0]
    _put_down(scene, 0, CENTRE)
    scene.relayout(1600, 1000)
    assert card.pos() == _waiting_place(scene)
    assert card.pos() != scene.pile(HAND).card_positions()[0]


def test_the_table_does_not_keep_its_judge_alive(qtbot):
    """The judge is the controller, which holds the scene: held back, the two would keep
    each other alive (as a signal's slot, a bound method is held weakly)."""

    class Referee:
        def judge(self, _source: PileKey, _index: int, _target: PileKey | None) -> Verdict:
            return Pending()

    referee = Referee()
    scene = _table(referee.judge)
    gone = weakref.ref(referee)
    del referee
    assert gone() is None
    card = scene.pile(HAND).cards[0]
    home = card.pos()
    _put_down(scene, 0, CENTRE)  # nobody judges: the card goes home
    assert scene.drops.waiting == []
    qtbot.waitUntil(lambda: not card.animating)
    assert card.pos() == home


def test_the_host_refusing_the_second_of_two_waiting_cards_sends_home_that_card(qtbot):
    scene = _table(lambda _source, _index, _target: Pending())
    first, second = scene.pile(HAND).cards[0], scene.pile(HAND).cards[1]
    second_home = second.pos()
    _put_down(scene, 0, CENTRE)
    _put_down(scene, 1, CENTRE)
    assert scene.drops.waiting == [first, second]
    scene.drops.answer(Refused("That stack needs a 2."), "5S")
    assert scene.drops.waiting == [first]  # the first still waits for the news of its play
    qtbot.waitUntil(lambda: not second.animating)
    assert second.pile is scene.pile(HAND) and second.pos() == second_home
    qtbot.waitUntil(lambda: not first.animating)
    assert first.pile is scene.pile(HAND) and first.pos() == _waiting_place(scene)


def test_a_refusal_naming_no_waiting_card_sends_home_the_oldest(qtbot):
    scene = _table(lambda _source, _index, _target: Pending())
    first, second = scene.pile(HAND).cards[0], scene.pile(HAND).cards[1]
    _put_down(scene, 0, CENTRE)
    _put_down(scene, 1, CENTRE)
    scene.drops.answer(Refused("Your time ran out."))
    assert scene.drops.waiting == [second]
    qtbot.waitUntil(lambda: not first.animating)
    assert first.pile is scene.pile(HAND)
