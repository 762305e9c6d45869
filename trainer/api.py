"""The one JSON boundary of the engine.

The browser worker, the CLI and the tests all call :func:`handle` or
:func:`handle_json`. Both never raise: a request the engine cannot serve comes
back as ``{"ok": false, "error": {"code", "message", "path"}}`` with a message a
learner can read. Requests are data only; nothing in them is ever evaluated.
"""

from __future__ import annotations

import json
import traceback
from typing import Any

from trainer import __version__
from trainer.errors import RequestError, TrainerError
from trainer.fields import Fields
from trainer.games import GameSpec
from trainer.ops import COMMON_FIELDS
from trainer.options import parse_options
from trainer.pamfil.game import GAME as PAMFIL
from trainer.pamfil.spec import SPEC as PAMFIL_SPEC
from trainer.protocol import with_protocol
from trainer.schafkopf.game import GAME as SCHAFKOPF
from trainer.schafkopf.spec import SPEC as SCHAFKOPF_SPEC
from trainer.tarok.game import GAME as TAROK
from trainer.tarok.spec import SPEC as TAROK_SPEC

__all__ = ["MAX_REQUEST_BYTES", "handle", "handle_json"]

MAX_REQUEST_BYTES = 64 * 1024
"""Requests over 64 kB are refused: no question of ours needs more."""

MAX_DEPTH = 12
"""Deeper nesting than any op needs is refused before anything reads it."""

_GAMES: dict[str, GameSpec] = {
    spec.id: with_protocol(spec, game)
    for spec, game in ((PAMFIL_SPEC, PAMFIL), (TAROK_SPEC, TAROK), (SCHAFKOPF_SPEC, SCHAFKOPF))
}
"""The registry, at the composition root: each game's ops plus the shared protocol ops."""


def handle_json(text: str) -> str:
    """Serve one request given as JSON text and answer with JSON text. Never raises."""
    try:
        if not isinstance(text, str):
            raise RequestError("the request must be JSON text")
        if len(text.encode("utf-8", "surrogatepass")) > MAX_REQUEST_BYTES:
            raise TrainerError(
                f"the request is larger than {MAX_REQUEST_BYTES // 1024} kB", code="too_large"
            )
        try:
            request = json.loads(text)
        except (ValueError, RecursionError) as error:
            message = f"the request is not valid JSON ({error})"
            raise TrainerError(message, code="bad_json") from None
        response = handle(request)
    except TrainerError as error:
        response = _failure(error)
    except Exception as error:  # the boundary must never throw into the page
        response = _internal(error)
    return json.dumps(response, ensure_ascii=False)


def handle(request: Any) -> dict[str, Any]:
    """Serve one request given as a Python object (decoded JSON). Never raises."""
    try:
        response = _dispatch(request)
        if isinstance(request, dict) and "id" in request:
            response["id"] = request["id"]
        return response
    except TrainerError as error:
        failure = _failure(error)
    except RecursionError:
        failure = _failure(TrainerError("the request is nested too deeply", code="too_large"))
    except Exception as error:
        failure = _internal(error)
    if isinstance(request, dict) and isinstance(request.get("id"), int | str):
        failure["id"] = request["id"]
    return failure


def _dispatch(request: Any) -> dict[str, Any]:
    if not isinstance(request, dict):
        raise RequestError("the request must be a JSON object with an 'op' field")
    _check_size(request)
    fields = Fields(request)
    op_name = request.get("op")
    if not isinstance(op_name, str):
        raise RequestError("the request needs an 'op' (for example 'describe')", "op")
    if op_name == "describe":
        _refuse_unknown(request, frozenset())
        _check_describe_options(request)
        return {"ok": True, "version": __version__, "games": _describe()}
    game_name = request.get("game")
    if not isinstance(game_name, str):
        raise RequestError("the request needs a 'game': pamfil, tarok or schafkopf", "game")
    game = _GAMES.get(game_name.strip().lower())
    if game is None:
        raise TrainerError(
            f"'{game_name[:40]}' is not a game here; choose pamfil, tarok or schafkopf",
            "game",
            code="unknown_game",
        )
    op = game.all_ops().get(op_name)
    if op is None:
        known = ", ".join(["describe", *game.all_ops()])
        raise TrainerError(
            f"'{op_name[:40]}' is not an operation of {game.id} (known: {known})",
            "op",
            code="unknown_op",
        )
    _refuse_unknown(request, op.fields)
    options = parse_options(game.options_type, request.get("options"))
    result = op.handler(fields, options)
    return {"ok": True, "op": op.name, "game": game.id, **result}


def _check_describe_options(request: dict[str, Any]) -> None:
    """``describe`` ignores options, but never silently: they are read as any op reads them,
    against the game they name, so a mistyped house rule is caught wherever it is sent."""
    if request.get("options") is None:
        return
    name = request.get("game")
    game = _GAMES.get(name.strip().lower()) if isinstance(name, str) else None
    if game is None:
        raise RequestError("options belong to one game: name it in 'game'", "game")
    parse_options(game.options_type, request["options"])


def _refuse_unknown(request: dict[str, Any], accepted: frozenset[str]) -> None:
    for key in request:
        if key not in COMMON_FIELDS and key not in accepted:
            shown = ", ".join(sorted(accepted)) or "none"
            raise RequestError(
                f"'{str(key)[:40]}' is not a field of this request (fields: {shown})", str(key)
            )


def _check_size(value: Any, depth: int = 0) -> None:
    """Refuse absurd nesting early, so no op ever recurses into it."""
    if depth > MAX_DEPTH:
        raise TrainerError("the request is nested too deeply", code="too_large")
    if isinstance(value, dict):
        for item in value.values():
            _check_size(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check_size(item, depth + 1)


def _describe() -> dict[str, Any]:
    return {game_id: game.describe() for game_id, game in _GAMES.items()}


def _failure(error: TrainerError) -> dict[str, Any]:
    return {"ok": False, "error": error.to_json()}


def _internal(error: Exception) -> dict[str, Any]:
    # A bug of ours: say so plainly, keep the details for whoever reads the console.
    detail = "".join(traceback.format_exception_only(type(error), error)).strip()
    return {
        "ok": False,
        "error": {
            "code": "internal_error",
            "message": "the engine failed on this request; this is a bug in the trainer",
            "path": "",
            "detail": detail[:500],
        },
    }
