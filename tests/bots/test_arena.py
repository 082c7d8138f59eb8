"""tressette-arena: the JSON summary, duplicate pairing, and --jobs independence."""

from __future__ import annotations

import json

import pytest

from tressette_gui.bots.arena import arena_rules, main, pair_layouts

KEYS = {"mean_diff", "ci95", "pairs", "deal_win_rate", "match_win_rate_21", "decision_ms"}


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    """Run the arena with ``args`` and parse its JSON output."""
    assert main([*args, "--json"]) == 0
    out: dict[str, object] = json.loads(capsys.readouterr().out)
    return out


@pytest.mark.parametrize("game", ["tressette", "spizzichino", "mazzetti"])
def test_json_has_the_keys(capsys: pytest.CaptureFixture[str], game: str) -> None:
    """--json prints one object with the documented keys and sane values."""
    out = run_json(capsys, "--game", game, "--a", "intermedio", "--b", "random",
                   "--deals", "4", "--seed", "3")
    assert set(out) >= KEYS
    assert out["pairs"] == 4 and out["deals"] == 8
    assert 0.0 <= float(str(out["deal_win_rate"])) <= 1.0
    decision = out["decision_ms"]
    assert isinstance(decision, dict) and set(decision) == {"intermedio", "random"}
    assert set(decision["intermedio"]) == {"p50", "p95", "max"}


def test_cheat_plays_in_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    """The arena-only cheat level plays whole deals."""
    out = run_json(capsys, "--a", "cheat", "--b", "principiante", "--deals", "2")
    assert out["pairs"] == 2


@pytest.mark.parametrize("game", ["spizzichino", "mazzetti"])
def test_hand_cheat_plays_in_the_arena(capsys: pytest.CaptureFixture[str], game: str) -> None:
    """The arena-only cheat-hand level plays whole two-player deals."""
    out = run_json(capsys, "--game", game, "--a", "cheat-hand", "--b", "greedy",
                   "--deals", "1", "--seed", "2")
    assert out["pairs"] == 1
    decision = out["decision_ms"]
    assert isinstance(decision, dict) and set(decision) == {"cheat-hand", "greedy"}


@pytest.mark.parametrize("game", ["tressette", "spizzichino"])
def test_second_half_rotates_the_cards(game: str) -> None:
    """Duplicate: in the second half every seat holds what the seat before it held,
    so each side holds what the other side held; the dealer moves with the cards."""
    rules = arena_rules(game, True)
    (first, d1), (second, d2) = pair_layouts(rules, 11, 5)
    n = rules.players
    assert d2 == (d1 + 1) % n
    for seat in range(n):
        assert second.hands[(seat + 1) % n] == first.hands[seat]
    assert second.stock == first.stock
    assert {c for s in (0, 2)[: n // 2] for c in second.hands[s]} == \
        {c for s in (1, 3)[: n // 2] for c in first.hands[s]}


def test_results_do_not_depend_on_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    """--jobs 1 and --jobs 2 give the same results (only the times differ)."""
    args = ("--a", "intermedio", "--b", "principiante", "--deals", "6", "--seed", "4")
    one = run_json(capsys, *args, "--jobs", "1")
    two = run_json(capsys, *args, "--jobs", "2")
    for out in (one, two):
        del out["decision_ms"]
    assert one == two


def test_results_do_not_depend_on_workers(capsys: pytest.CaptureFixture[str]) -> None:
    """--workers 2 (each search bot on two processes, as in the app) gives the same
    results as one process."""
    args = ("--game", "spizzichino", "--a", "esperto", "--b", "greedy", "--deals", "1",
            "--seed", "2")
    one = run_json(capsys, *args)
    two = run_json(capsys, *args, "--workers", "2")
    for out in (one, two):
        del out["decision_ms"]
    assert one == two


def test_bad_arguments_are_clear_errors(capsys: pytest.CaptureFixture[str]) -> None:
    """A bad level or count exits with a message naming it, not a traceback."""
    with pytest.raises(SystemExit):
        main(["--a", "maestro", "--b", "random"])
    assert "maestro" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--a", "random", "--b", "random", "--deals", "0"])
    assert "--deals must be at least 1" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--a", "random", "--b", "random", "--workers", "0"])
    assert "--workers must be at least 1" in capsys.readouterr().err
