"""A speech-dispatcher output module's command: it writes each utterance to a file, as a
voice would speak it.

speech-dispatcher's generic module runs this for every piece of speech (see
:mod:`.orca_session`)::

    python3 speech_capture.py FILE CHARS_PER_SECOND TEXT

A line ``{"said": TEXT, "at": seconds}`` is appended to FILE at once; the command then
takes as long as a voice at CHARS_PER_SECOND would to say TEXT, and appends
``{"done": TEXT}``. Speech cut off by the screen reader (a key press, newer speech) is
stopped by speech-dispatcher before that: its ``said`` line has no ``done`` after it.
Standard library only: it runs with whatever Python the screen reader's system has.
"""

from __future__ import annotations

import json
import sys
import time


def _write(path: str, record: dict) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")


def main(argv: list[str]) -> int:
    path, rate, text = argv[1], float(argv[2]), " ".join(argv[3:])
    _write(path, {"said": text, "at": time.time()})
    time.sleep(len(text) / rate if rate > 0 else 0)
    _write(path, {"done": text, "at": time.time()})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
