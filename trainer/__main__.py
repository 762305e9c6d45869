"""``python -m trainer``: one JSON request in, the JSON response out.

Usage: ``python -m trainer [--pretty] [REQUEST | -]``. The request comes from the argument,
or from standard input when there is none (or it is ``-``). The exit status is 0 when the
response is ``ok`` and 1 otherwise, so shell scripts can test it. Whatever the input (bytes
that are not UTF-8, a lone surrogate, a byte-order mark, an unknown option, two requests),
the output is one line of JSON; only ``--help`` answers in prose.

The arguments are read by hand, not by ``argparse``, whose usage errors go to standard error
with exit status 2: a misused command line is one more request the engine refuses (D12).
"""

from __future__ import annotations

import json
import sys

from trainer.api import handle_json, to_json_text
from trainer.errors import TrainerError, shown

USAGE = """usage: python -m trainer [--pretty] [REQUEST | -]

Send one JSON request to the rules engine (trainer.api) and print the answer as one line of
JSON (indented with --pretty). REQUEST is JSON text; without it, or with -, the request is
read from standard input. Exit status: 0 when the answer is ok, 1 otherwise.
Try: python -m trainer '{"op": "describe"}'
"""


def read_arguments(argv: list[str]) -> tuple[str | None, bool]:
    """The request text (``None``: read standard input) and whether to indent the answer.

    A JSON request never starts with ``--``; so ``--pretty`` is the one option, and any other
    word that starts with ``-`` (except ``-`` itself and a number such as ``-5``, which is
    JSON text) is refused, as is a second request.
    """
    pretty = False
    requests: list[str] = []
    for word in argv:
        if word == "--pretty":
            pretty = True
        elif word.startswith("-") and word != "-" and not word[1:2].isdigit():
            raise TrainerError(
                f"'{shown(word)}' is not an option here (options: --pretty, --help)",
                "argv",
                code="bad_usage",
            )
        else:
            requests.append(word)
    if len(requests) > 1:
        raise TrainerError(
            f"one request at a time: {len(requests)} were given", "argv", code="bad_usage"
        )
    request = requests[0] if requests else "-"
    return (None if request == "-" else request), pretty


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if "-h" in words or "--help" in words:
        sys.stdout.write(USAGE)
        return 0
    pretty = "--pretty" in words
    try:
        request, pretty = read_arguments(words)
    except TrainerError as error:
        response: dict[str, object] = {"ok": False, "error": error.to_json()}
    else:
        # stdin as bytes: the boundary decodes them, and refuses what is not UTF-8 as JSON would
        text = sys.stdin.buffer.read() if request is None else request
        response = json.loads(handle_json(text))
    indent = 2 if pretty else None
    output = to_json_text(dict(response), indent=indent)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        output.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        output = json.dumps(response, ensure_ascii=True, indent=indent)
    sys.stdout.write(output + "\n")
    return 0 if response.get("ok") else 1


if __name__ == "__main__":
    raise SystemExit(main())
