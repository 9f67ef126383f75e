"""Playing with friends over a network: the protocol, and the ways tables find each other."""
