"""The game's sounds: their names, the mixer and the speakers that play them. No Qt.

What plays when is decided on the Qt side (:mod:`spite_gui.controller.sounds`); this
package only turns a name into sound, without making the table wait.
"""

from .cues import ACCESS_CUES, CUES
from .speakers import DeviceSpeaker, RecordingSpeaker, Speaker

__all__ = ["ACCESS_CUES", "CUES", "DeviceSpeaker", "RecordingSpeaker", "Speaker"]
