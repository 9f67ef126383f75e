"""Everything that reaches one interface, as someone on the same LAN would see it.

``python -m tests.net.capture IFACE FILE`` keeps every Ethernet frame arriving at or
leaving ``IFACE`` (a raw packet socket, the interface in promiscuous mode) in ``FILE``,
each after its length (4 bytes), until it is stopped. Run it inside a test's own network
namespace (see :mod:`tests.net.lan`). :func:`tcp_payloads` reads such a file back: the
bytes each TCP connection carried, by direction.
"""

from __future__ import annotations

import signal
import socket
import struct
import sys
from collections import defaultdict
from pathlib import Path

ETH_P_ALL = 0x0003
SOL_PACKET, PACKET_ADD_MEMBERSHIP, PACKET_MR_PROMISC = 263, 1, 1


def capture(interface: str, out: Path) -> None:
    sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
    sock.bind((interface, 0))
    index = socket.if_nametoindex(interface)
    sock.setsockopt(SOL_PACKET, PACKET_ADD_MEMBERSHIP,
                    struct.pack("iHH8s", index, PACKET_MR_PROMISC, 0, b""))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with out.open("wb", buffering=0) as file:
        print("capturing", flush=True)
        while True:
            frame = sock.recv(65536)
            file.write(len(frame).to_bytes(4, "big") + frame)


Flow = tuple[str, int, str, int]  # from address, port, to address, port


def tcp_payloads(path: Path) -> dict[Flow, bytes]:
    """Each TCP flow's bytes in the file, in sequence order (retransmissions once)."""
    data = path.read_bytes()
    segments: dict[Flow, dict[int, bytes]] = defaultdict(dict)
    first: dict[Flow, int] = {}
    at = 0
    while at + 4 <= len(data):
        size = int.from_bytes(data[at:at + 4], "big")
        frame = data[at + 4:at + 4 + size]
        at += 4 + size
        if len(frame) < 34 or frame[12:14] != b"\x08\x00" or frame[23] != 6:
            continue  # not IPv4, or not TCP
        ip = frame[14:]
        header = (ip[0] & 15) * 4
        total = int.from_bytes(ip[2:4], "big")
        source, target = socket.inet_ntoa(ip[12:16]), socket.inet_ntoa(ip[16:20])
        tcp = ip[header:total]
        offset = (tcp[12] >> 4) * 4
        payload = tcp[offset:]
        if payload:
            sport, dport = struct.unpack("!HH", tcp[:4])
            flow = (source, sport, target, dport)
            seq = int.from_bytes(tcp[4:8], "big")
            start = first.setdefault(flow, seq)
            segments[flow][(seq - start) % 2**32] = payload
    return {flow: b"".join(parts[seq] for seq in sorted(parts))
            for flow, parts in segments.items()}


if __name__ == "__main__":
    capture(sys.argv[1], Path(sys.argv[2]))
