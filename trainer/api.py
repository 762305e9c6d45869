"""The one JSON boundary of the engine.

The browser worker, the CLI and the tests all call :func:`handle` or
:func:`handle_json`. Both never raise: a request the engine cannot serve comes
back as ``{"ok": false, "error": {"code", "message", "path"}}`` with a message a
learner can read. Requests are data only; nothing in them is ever evaluated.
"""

from __future__ import annotations

import json
import math
import re
import traceback
from typing import Any

from trainer import __version__
from trainer.errors import RequestError, TrainerError, clean, shown
from trainer.fields import Fields
from trainer.games import GAME_IDS, load
from trainer.i18n import DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, in_locale, render_json
from trainer.ops import COMMON_FIELDS
from trainer.options import parse_options
from trainer.protocol import with_protocol
from trainer.quiz import MAX_SEED
from trainer.state import Game

__all__ = ["MAX_REQUEST_BYTES", "games", "handle", "handle_json", "to_json_text"]

MAX_REQUEST_BYTES = 64 * 1024
"""Requests over 64 kB are refused: no question of ours needs more."""

MAX_DEPTH = 12
"""Deeper nesting than any op needs is refused before anything reads it."""

MAX_ID_LENGTH = 200
MAX_NAMES = 8
"""A table has at most this many players (Pamfil's seven; the score sheet's eight names)."""
MAX_NAME_LENGTH = 40
"""A player's name is at most this long (the score sheet keeps 24 characters)."""
"""A request ``id`` is the caller's label, echoed in the answer: text this long, or a number."""

TOO_DEEP = "the request is nested too deeply"
TOO_LARGE = f"the request is larger than {MAX_REQUEST_BYTES // 1024} kB"
NUMBER_TOO_LONG = "a number in the request is too long to read"

MAX_INT_BITS = 14_000
"""About 4,200 digits: Python's JSON decoder reads no longer integer (its 4,300-digit guard),
so only a Python caller can pass one, and it is refused before any message would print it."""

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")

_GAMES: dict[str, Game[Any]] = {game_id: with_protocol(load(game_id)) for game_id in GAME_IDS}
"""The registry, at the composition root: each game's ops plus the shared protocol ops."""


def games() -> dict[str, Game[Any]]:
    """The registry by game id (a copy): for tests and scripts that walk every game."""
    return dict(_GAMES)


def handle_json(text: str | bytes) -> str:
    """Serve one request given as JSON text (or UTF-8 bytes) and answer with JSON text.
    Never raises."""
    try:
        if isinstance(text, bytes | bytearray):
            if len(text) > MAX_REQUEST_BYTES:
                raise TrainerError(TOO_LARGE, code="too_large")
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise TrainerError("the request is not UTF-8 text", code="bad_json") from None
        if not isinstance(text, str):
            raise RequestError("the request must be JSON text")
        if len(text.encode("utf-8", "surrogatepass")) > MAX_REQUEST_BYTES:
            raise TrainerError(TOO_LARGE, code="too_large")
        try:
            request = json.loads(
                text.removeprefix("\ufeff"), parse_constant=_no_constant, parse_int=_read_int
            )
        except _TooLongNumber:
            # valid JSON, only longer than Python reads: the same refusal as handle()'s (R13)
            raise RequestError(NUMBER_TOO_LONG) from None
        except RecursionError:
            # valid JSON, only deeper than the decoder goes: the same refusal as handle()'s
            raise TrainerError(TOO_DEEP, code="too_large") from None
        except ValueError as error:
            message = f"the request is not valid JSON ({shown(error, 120)})"
            raise TrainerError(message, code="bad_json") from None
        response = handle(request)
    except TrainerError as error:
        response = _failure(error)
    except Exception as error:  # the boundary must never throw into the page
        response = _internal(error)
    return to_json_text(response)


def to_json_text(response: dict[str, Any], indent: int | None = None) -> str:
    """An answer as JSON text any UTF-8 reader can take: non-ASCII as itself, unless the
    answer quotes a lone surrogate from the request, which only an escape can carry."""
    try:
        text = json.dumps(response, ensure_ascii=False, allow_nan=False, indent=indent)
    except (ValueError, TypeError) as error:
        text = json.dumps(_internal(error), indent=indent)
    if _LONE_SURROGATE.search(text):
        text = json.dumps(response, ensure_ascii=True, indent=indent)
    return text


def handle(request: Any) -> dict[str, Any]:
    """Serve one request given as a Python object (decoded JSON). Never raises.

    A valid ``id`` (text or a whole number) is echoed in the answer, success or failure."""
    refused: TrainerError | None = None
    names: list[str] | None = None
    try:
        locale = _locale(request)
    except TrainerError as error:
        locale, refused = DEFAULT_LOCALE, error
    try:
        names = _names(request)
    except TrainerError as error:
        refused = refused or error
    with in_locale(locale, names):
        try:
            if refused is not None:
                raise refused
            response = _said(_dispatch(request))
        except TrainerError as error:
            response = _failure(error)
        except RecursionError:
            response = _failure(TrainerError(TOO_DEEP, code="too_large"))
        except Exception as error:
            response = _internal(error)
    if isinstance(request, dict) and _valid_id(request.get("id")):
        response["id"] = request["id"]
    return response


def _locale(request: Any) -> str:
    """The language the request asks to be answered in (``locale``; English by default)."""
    if not isinstance(request, dict) or request.get("locale") is None:
        return DEFAULT_LOCALE
    value = request["locale"]
    if isinstance(value, str):
        wanted = value.strip().lower()
        for locale in LOCALES:
            if locale.lower() == wanted:
                return locale
    choices = ", ".join(locale for locale in LOCALES if locale != PSEUDO_LOCALE)
    raise TrainerError(
        f"'{shown(value)}' is not a language of the site; choose {choices}"
        f" (or {PSEUDO_LOCALE}, the test pseudo-language)",
        "locale",
        code="unknown_locale",
    )


def _names(request: Any) -> list[str] | None:
    """The players' own names by seat, seat 0 first (``names``: a score sheet at a real
    table), so that a seat in the answer's sentences reads as the player in it ("Ben won by a
    mucha"), in the request's language, with no one rewriting the engine's words."""
    if not isinstance(request, dict) or request.get("names") is None:
        return None
    value = request["names"]
    if (
        not isinstance(value, list)
        or not 1 <= len(value) <= MAX_NAMES
        or not all(isinstance(name, str) and name.strip() for name in value)
        or any(len(name) > MAX_NAME_LENGTH for name in value)
    ):
        raise RequestError(
            f"'names' lists the players' names by seat, seat 0 first: 1 to {MAX_NAMES} texts, "
            f"none empty or longer than {MAX_NAME_LENGTH} characters",
            "names",
        )
    return list(value)


def _said(response: dict[str, Any]) -> dict[str, Any]:
    """The answer with its messages said in the request's language (``trainer.i18n``)."""
    said = render_json(response)
    assert isinstance(said, dict)
    return said


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


class _TooLongNumber(ValueError):
    """A JSON integer with more digits than Python converts (its 4,300-digit guard)."""


def _read_int(digits: str) -> int:
    """A JSON integer; one longer than Python converts is refused in words, not with Python's
    own hint about ``sys.set_int_max_str_digits``."""
    try:
        return int(digits)
    except ValueError:
        raise _TooLongNumber from None


def _valid_id(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) <= MAX_ID_LENGTH
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_SEED


def _dispatch(request: Any) -> dict[str, Any]:
    _check_size(request)  # first: also a deep list, whatever the recursion limit let through
    if not isinstance(request, dict):
        raise RequestError("the request must be a JSON object with an 'op' field")
    if "id" in request and request["id"] is not None and not _valid_id(request["id"]):
        raise RequestError(
            f"'id' must be text of at most {MAX_ID_LENGTH} characters or a whole number", "id"
        )
    fields = Fields(request)
    op_name = request.get("op")
    if not isinstance(op_name, str):
        raise RequestError("the request needs an 'op' (for example 'describe')", "op")
    if op_name == "describe":
        _refuse_unknown(request, frozenset())
        _check_describe_options(request)
        return {
            "ok": True,
            "version": __version__,
            "locales": list(LOCALES),
            "games": _describe(),
        }
    game_name = request.get("game")
    if not isinstance(game_name, str):
        raise RequestError("the request needs a 'game': pamfil, tarok or schafkopf", "game")
    game = _GAMES.get(game_name.strip().lower())
    if game is None:
        raise TrainerError(
            f"'{shown(game_name)}' is not a game here; choose pamfil, tarok or schafkopf",
            "game",
            code="unknown_game",
        )
    op = game.all_ops().get(op_name)
    if op is None:
        known = ", ".join(["describe", *game.all_ops()])
        raise TrainerError(
            f"'{shown(op_name)}' is not an operation of {game.id} (known: {known})",
            "op",
            code="unknown_op",
        )
    _refuse_unknown(request, op.fields)
    options: object = parse_options(game.options_type, request.get("options"))
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
            listed = ", ".join(sorted(accepted)) or "none"
            raise RequestError(
                f"'{shown(key)}' is not a field of this request (fields: {listed})", shown(key)
            )


def _check_size(value: Any, depth: int = 0) -> None:
    """Refuse absurd nesting early, so no op ever recurses into it, and what decoded JSON
    cannot hold: NaN and Infinity (no answer could echo them back as valid JSON), keys that
    are not text, integers too long to print, objects of other types (D13: a caller of
    :func:`handle` from Python can pass them; JSON text, the CLI and the page cannot)."""
    if depth > MAX_DEPTH:
        raise TrainerError(TOO_DEEP, code="too_large")
    if type(value) is dict:
        for key, item in value.items():
            if type(key) is not str:
                raise RequestError("field names must be text, as in JSON")
            _check_size(item, depth + 1)
    elif type(value) is list:
        for item in value:
            _check_size(item, depth + 1)
    elif type(value) is float:
        if not math.isfinite(value):
            raise RequestError("numbers must be finite: NaN and Infinity are not JSON")
    elif type(value) is int:
        if value.bit_length() > MAX_INT_BITS:
            raise RequestError(NUMBER_TOO_LONG)
    elif value is not None and type(value) not in (str, bool):
        raise RequestError("the request must be JSON data: objects, lists, text and numbers")


def _describe() -> dict[str, Any]:
    return {game_id: game.describe() for game_id, game in _GAMES.items()}


def _failure(error: TrainerError) -> dict[str, Any]:
    said = _said(error.to_json())
    said["message"] = clean(str(said["message"]))
    return {"ok": False, "error": said}


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
