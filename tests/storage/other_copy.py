"""Another copy of the game in its own process, as far as the lock on the player's files goes."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A copy of the game, as far as the lock goes: it takes the lock, says so, and
# holds it until its standard input closes.
COPY = textwrap.dedent("""
    import sys
    from spite_gui.storage.instance import InstanceLock

    holder = InstanceLock(sys.argv[1]).acquire()
    print("mine" if holder is None else f"taken by {holder.pid}", flush=True)
    sys.stdin.read()
""")


class Copy:
    """Another copy of the game in its own process."""

    def __init__(self, lock_file: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", COPY, str(lock_file)], cwd=ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.answer = self.process.stdout.readline().strip()

    @property
    def pid(self) -> int:
        return self.process.pid

    def quit(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=30)
        self.process.stdout.close()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self.process.stdin.close()
        self.process.stdout.close()
