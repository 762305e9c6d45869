"""``python -m trainer``: one JSON request in, the JSON response out.

The request comes from the first argument, or from standard input when there
is none (or it is ``-``). The exit status is 0 when the response is ``ok`` and
1 otherwise, so shell scripts can test it. Whatever the input (bytes that are not
UTF-8, a lone surrogate, a byte-order mark), the output is one line of JSON.
"""

from __future__ import annotations

import argparse
import json
import sys

from trainer.api import handle_json, to_json_text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m trainer",
        description="Send one JSON request to the rules engine (trainer.api) and print the answer.",
    )
    parser.add_argument("request", nargs="?", default="-", help="JSON text, or - for stdin")
    parser.add_argument("--pretty", action="store_true", help="indent the JSON response")
    args = parser.parse_args(argv)
    # stdin as bytes: the boundary decodes them, and refuses what is not UTF-8 as JSON would
    request = sys.stdin.buffer.read() if args.request == "-" else args.request
    response = json.loads(handle_json(request))
    text = to_json_text(response, indent=2 if args.pretty else None)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = json.dumps(response, ensure_ascii=True, indent=2 if args.pretty else None)
    sys.stdout.write(text + "\n")
    return 0 if response.get("ok") else 1


if __name__ == "__main__":
    raise SystemExit(main())
