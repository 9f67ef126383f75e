"""Text that came from a file, made safe to show the player.

A file can hold anything: a megabyte-long name, control characters, text
that cannot be written back (an unpaired surrogate). Messages quote such text
only through :func:`from_file`, and every message box shortens what it shows
with :func:`shorten`.

>>> shorten("a" * 30, 12)
'aaaaaaa…aaaa'
>>> from_file("two\\nlines\\u202e")
'two lines'
>>> writable("caf\\u00e9"), writable("\\ud800")
(True, False)
"""

from __future__ import annotations

import errno
import unicodedata

from ..translatable import QT_TRANSLATE_NOOP
from .said import Said, quoted

#: The longest message a box shows; a path or two and a sentence fit easily.
MESSAGE_LIMIT = 1200
#: The longest piece of a file's own text quoted in a message.
QUOTE_LIMIT = 120
ELLIPSIS = "…"


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters, keeping its start and its end."""
    if len(text) <= limit:
        return text
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return text[:head] + ELLIPSIS + (text[-tail:] if tail else "")


def from_file(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as one line of plain text to quote in a message, at most ``limit`` characters.

    Line breaks and tabs become spaces; other control and formatting characters
    (such as the ones that reverse the direction of the text) and surrogates are
    dropped.
    """
    text = value if isinstance(value, str) else str(value)
    text = text[: limit * 4]  # nothing past what could be shown is looked at
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if char in "\t\n\r\v\f":
            kept.append(" ")
        elif category not in ("Cc", "Cf", "Cs"):
            kept.append(char)
    return shorten(" ".join("".join(kept).split()), limit)


def writable(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (no unpaired surrogate, such as ``\\ud800``)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


#: What the player reads for the system errors a full or locked-down disk gives.
_OS_ERRORS = {
    getattr(errno, name): words
    for name, words in (
        ("ENOSPC", QT_TRANSLATE_NOOP("Storage", "the disk is full")),
        ("EDQUOT", QT_TRANSLATE_NOOP("Storage", "the disk quota is used up")),  # not everywhere
        ("EROFS", QT_TRANSLATE_NOOP("Storage", "the disk is read-only")),
        ("EACCES", QT_TRANSLATE_NOOP("Storage", "permission denied")),
        ("EPERM", QT_TRANSLATE_NOOP("Storage", "permission denied")),
        ("EFBIG", QT_TRANSLATE_NOOP("Storage", "the file is too large for the disk")),
    )
    if hasattr(errno, name)
}


def os_error(exc: OSError) -> str:
    """Why a file could not be read or written, in the player's words (English)."""
    return str(os_error_said(exc))


def os_error_said(exc: OSError) -> Said:
    """Why a file could not be read or written, to be worded in the player's language
    (what the system says of a rarer error is quoted as it is)."""
    known = _OS_ERRORS.get(exc.errno or 0)
    return Said(known) if known else quoted(from_file(exc.strerror or exc, QUOTE_LIMIT))
