"""Generate Caper Night's original sound effects as small WAV files.

Run: ``python tools/make_sounds.py`` (writes into ``assets/sounds/``). Every
sound is synthesised here from sine waves, noise and envelopes, so the set is
ours and can be regenerated or tuned at any time. Pure standard library.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def env(t: float, dur: float, attack: float = 0.005, release: float = 0.08) -> float:
    if t < attack:
        return t / attack
    if t > dur - release:
        return max(0.0, (dur - t) / release)
    return 1.0


def render(dur: float, fn) -> list[float]:
    n = int(dur * RATE)
    return [fn(i / RATE) for i in range(n)]


def write(name: str, samples: list[float], gain: float = 0.8) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = gain / peak
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32000)) for s in samples))


def noise_burst(dur: float, seed: int, lowpass: float = 0.3) -> list[float]:
    rnd = random.Random(seed)
    out, prev = [], 0.0
    for i in range(int(dur * RATE)):
        t = i / RATE
        prev = prev + lowpass * (rnd.uniform(-1, 1) - prev)
        out.append(prev * env(t, dur, 0.002, dur * 0.8))
    return out


def tone(freq: float, dur: float, t: float, shape: str = "sine") -> float:
    phase = 2 * math.pi * freq * t
    if shape == "square":
        return 0.6 if math.sin(phase) >= 0 else -0.6
    if shape == "tri":
        return 2 / math.pi * math.asin(math.sin(phase))
    return math.sin(phase)


def main() -> None:
    # A crisp click for buttons.
    write("click", render(0.05, lambda t: tone(1800, 0.05, t) * math.exp(-t * 90)), 0.5)
    # Card flip: short filtered noise with a little pitch tick.
    flip = noise_burst(0.09, 1, 0.5)
    write("flip", [s + 0.3 * math.sin(2 * math.pi * 900 * i / RATE) * math.exp(-i / RATE * 60)
                   for i, s in enumerate(flip)], 0.6)
    # Card slide / whoosh: noise with a sweeping low-pass.
    rnd = random.Random(2)
    prev, whoosh = 0.0, []
    dur = 0.22
    for i in range(int(dur * RATE)):
        t = i / RATE
        k = 0.05 + 0.4 * math.sin(math.pi * t / dur)
        prev += k * (rnd.uniform(-1, 1) - prev)
        whoosh.append(prev * math.sin(math.pi * t / dur))
    write("slide", whoosh, 0.55)
    # Soft thud when a card lands on a pile.
    write("thud", render(0.12, lambda t: tone(110 * (1 - t * 2), 0.12, t) * math.exp(-t * 30)), 0.7)
    # Coin / loot: two bright notes.
    write("coin", render(0.32, lambda t: (tone(1319, 0.3, t) if t < 0.08 else tone(1760, 0.3, t))
                         * math.exp(-(t if t < 0.08 else t - 0.08) * 12)), 0.5)
    # Siren: two-tone wail for "caught".
    write("siren", render(1.1, lambda t: tone(660 if int(t * 4) % 2 == 0 else 880, 1.1, t, "tri")
                          * env(t, 1.1, 0.02, 0.2)), 0.5)
    # Fanfare for the winner: a rising arpeggio.
    notes = [523, 659, 784, 1047]
    def fanfare(t: float) -> float:
        i = min(3, int(t / 0.14))
        local = t - i * 0.14
        decay = math.exp(-local * (4 if i == 3 else 9))
        return (tone(notes[i], 1, t, "tri") + 0.4 * tone(notes[i] * 2, 1, t)) * decay
    write("fanfare", render(1.0, fanfare), 0.55)
    # Shuffle: a ripple of tiny noise bursts.
    rip = [0.0] * int(0.6 * RATE)
    for k in range(14):
        start = int(k * 0.04 * RATE)
        for j, s in enumerate(noise_burst(0.03, 10 + k, 0.6)):
            if start + j < len(rip):
                rip[start + j] += s
    write("shuffle", rip, 0.5)
    # Boing for a booby-trap.
    write("boing", render(0.45, lambda t: tone(180 + 220 * math.sin(t * 28) * math.exp(-t * 4), 0.45, t)
                          * math.exp(-t * 5)), 0.6)
    # Footstep.
    write("step", [s * 0.8 for s in noise_burst(0.06, 7, 0.15)], 0.5)
    # Spinner tick.
    write("tick", render(0.03, lambda t: tone(2400, 0.03, t, "square") * math.exp(-t * 200)), 0.35)
    # Gentle chime for "your turn".
    write("chime", render(0.6, lambda t: (tone(988, 1, t) + 0.5 * tone(1480, 1, t)) * math.exp(-t * 6)), 0.45)
    # Low buzz for "not allowed".
    write("buzz", render(0.18, lambda t: tone(140, 0.18, t, "square") * env(t, 0.18, 0.005, 0.05)), 0.35)
    # Sad trombone-ish slide for a lost valuable.
    write("womp", render(0.7, lambda t: tone(330 * (1 - 0.35 * t), 0.7, t, "tri") * env(t, 0.7, 0.02, 0.2)), 0.5)
    print(f"wrote sounds into {OUT}")


if __name__ == "__main__":
    main()
