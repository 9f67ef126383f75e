"""Separate computers on a LAN of their own, for the network tests: Linux network namespaces.

A :class:`Lan` is a switch (a bridge, in a namespace of its own) and computers joined to
it by virtual cables (veth pairs), each computer a namespace with one interface,
``eth0``, an address in ``10.213.N.0/24`` and no default route: addresses that exist
only inside these namespaces, so nothing sent there can reach any other network. The
switch can be made a hub (it then floods every frame to every port, as an open Wi-Fi
or a hub shows every frame to everyone), and a computer can watch everything that
reaches its interface (:meth:`Computer.capture`).

Programs run on a computer with :meth:`Computer.run` (``ip netns exec``). Making
namespaces needs root (CI runs as root); :func:`lan_or_skip` skips a test with the
reason where they can't be made.
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from .programs import Program

_numbers = itertools.count(1)
_ROOT = Path(__file__).resolve().parents[2]


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=check,
                          timeout=30)


def why_no_lan() -> str | None:
    """Why namespaces can't be made here (None if they can)."""
    if sys.platform != "linux":
        return "network namespaces are Linux's"
    if shutil.which("ip") is None:
        return "the ip command (iproute2) is missing"
    if os.geteuid() != 0:
        return "making network namespaces needs root (CI runs as root)"
    name = f"smtest-{uuid.uuid4().hex[:8]}"
    made = _ip("netns", "add", name, check=False)
    if made.returncode != 0:
        return f"network namespaces can't be made here: {made.stderr.strip()}"
    _ip("netns", "del", name, check=False)
    return None


def lan_or_skip() -> None:
    reason = why_no_lan()
    if reason is not None:
        pytest.skip(reason)


class Computer:
    """One computer on the LAN: a namespace whose ``eth0`` has :attr:`address`."""

    def __init__(self, lan: Lan, name: str, number: int) -> None:
        self.lan, self.name, self.number = lan, name, number
        self.namespace = f"{lan.tag}-{name}"
        self.address = f"{lan.subnet}.{number}"
        self.cable = f"{lan.tag[-6:]}{number}"  # the switch's end of its cable
        _ip("netns", "add", self.namespace)
        _ip("-n", lan.switch, "link", "add", self.cable, "type", "veth", "peer", "name", "eth0",
            "netns", self.namespace)
        _ip("-n", lan.switch, "link", "set", self.cable, "master", "br0", "up")
        self.sh("ip link set lo up && ip link set eth0 up multicast on && "
                f"ip addr add {self.address}/24 dev eth0")

    def sh(self, command: str) -> str:
        """Run a shell command on this computer; its output."""
        done = subprocess.run(["ip", "netns", "exec", self.namespace, "sh", "-c", command],
                              capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise RuntimeError(f"{command}: {done.stderr.strip()}")
        return done.stdout

    def move_to(self, number: int) -> None:
        """Take another address on the LAN (a laptop that came back with another one)."""
        old = self.address
        self.number, self.address = number, f"{self.lan.subnet}.{number}"
        self.sh(f"ip addr del {old}/24 dev eth0 && ip addr add {self.address}/24 dev eth0")

    def run(self, *args: str, env: dict[str, str] | None = None) -> Program:
        """``python -m spite_gui.net *args`` on this computer (discovery kept on its LAN)."""
        program = Program(*args, env={"SPITE_GUI_LOCAL_NETWORK": self.address, **(env or {})},
                          prefix=("ip", "netns", "exec", self.namespace))
        self.lan.programs.append(program)
        return program

    def python(self, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        """``python *args`` on this computer (a test's own helper script; discovery kept on
        its LAN)."""
        process = subprocess.Popen(["ip", "netns", "exec", self.namespace, sys.executable,
                                    *args], cwd=_ROOT, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE,
                                   env={**os.environ, "SPITE_GUI_LOCAL_NETWORK": self.address,
                                        **(env or {})})
        self.lan.processes.append(process)
        return process


class Lan:
    """A switch and the computers on it; :meth:`close` takes it all down."""

    def __init__(self, hub: bool = False) -> None:
        self.tag = f"sm{os.getpid() % 100000}x{next(_numbers)}"
        self.subnet = f"10.213.{next(_numbers) % 250 + 1}"
        self.switch = f"{self.tag}-switch"
        self.computers: list[Computer] = []
        self.programs: list[Program] = []
        self.processes: list[subprocess.Popen[bytes]] = []
        _ip("netns", "add", self.switch)
        _ip("-n", self.switch, "link", "add", "br0", "type", "bridge")
        if hub:  # forget every address at once: every frame goes to every port
            _ip("-n", self.switch, "link", "set", "br0", "type", "bridge", "ageing_time", "0")
        _ip("-n", self.switch, "link", "set", "br0", "up")

    def computer(self, name: str) -> Computer:
        computer = Computer(self, name, len(self.computers) + 10)
        self.computers.append(computer)
        return computer

    def close(self) -> None:
        for program in self.programs:
            program.stop()
        for process in self.processes:
            if process.poll() is None:
                process.kill()
                process.wait(10)
        for computer in self.computers:
            _ip("netns", "del", computer.namespace, check=False)
        _ip("netns", "del", self.switch, check=False)
