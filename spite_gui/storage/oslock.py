"""Locks that the operating system drops the moment their holder ends, however it ends.

On POSIX systems this is ``flock()`` on the whole file: it belongs to the open
file, so (unlike ``fcntl``/``lockf`` record locks) the holder does not lose it
by opening and closing the same file elsewhere. On Windows it is
``msvcrt.locking()`` on one byte far past anything we write, so that other
processes can still read the file's text while the lock is held.
"""

from __future__ import annotations

import errno
import os
import sys

#: Where the Windows lock sits: past any text the file holds.
WINDOWS_LOCK_OFFSET = 1 << 30

if sys.platform == "win32":
    import msvcrt

    def try_lock(fd: int) -> bool:
        """Lock the open file ``fd`` for this process; False if another process holds it.

        Raises ``OSError`` if the file system cannot lock at all.
        """
        where = os.lseek(fd, 0, os.SEEK_CUR)
        os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        finally:
            os.lseek(fd, where, os.SEEK_SET)
        return True

else:
    import fcntl

    def try_lock(fd: int) -> bool:
        """Lock the open file ``fd`` for this process; False if another process holds it.

        Raises ``OSError`` if the file system cannot lock at all.
        """
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
