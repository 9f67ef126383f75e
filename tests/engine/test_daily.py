"""Today's deal: one deal number per calendar day, by a rule anyone can check."""

from __future__ import annotations

import hashlib
from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from spite_gui.engine import MAX_DEAL_NUMBER, Game, Rules
from spite_gui.engine.daily import DAILY_PLAYERS, daily_deal, daily_game, is_daily_game

DAYS = st.dates(min_value=date(2000, 1, 1), max_value=date(2200, 12, 31))


def test_a_fixed_day_has_the_documented_deal_number():
    """The value README and the module's docstring give, worked out by hand here."""
    digest = hashlib.sha256(b"spite-and-malice daily 2026-11-27").digest()
    assert daily_deal(date(2026, 11, 27)) == int.from_bytes(digest[:8], "big") % 2**31
    assert daily_deal(date(2026, 11, 27)) == 316229075


@given(DAYS)
def test_the_same_day_deals_the_same_cards(day):
    first, again = daily_game(day), daily_game(day)
    assert 0 <= daily_deal(day) <= MAX_DEAL_NUMBER
    assert first.seed == again.seed == daily_deal(day)
    assert first.to_dict() == again.to_dict()
    assert first.players == DAILY_PLAYERS and first.rules == Rules.preset("Classic", 2)


def test_days_in_a_row_deal_different_games():
    start = date(2026, 1, 1)
    deals = [daily_deal(start + timedelta(days)) for days in range(366)]
    assert len(set(deals)) == len(deals)


def test_only_the_daily_rules_and_number_make_the_days_game():
    day = date(2026, 11, 27)
    deal = daily_deal(day)
    assert is_daily_game(daily_game(day), deal)
    assert not is_daily_game(Game.new(Rules.preset("Quick", 2), 2, deal), deal)
    assert not is_daily_game(Game.new(Rules.preset("Classic", 3), 3, deal), deal)
    assert not is_daily_game(daily_game(day + timedelta(1)), deal)
