"""Write the app icon files the packaged builds use.

Run: ``python tools/make_icon.py`` (needs Pillow, from the ``build`` extra).
It draws the same burglar's-mask-on-a-moon the window shows
(``game.ui.art.mask_icon``) and writes, under ``assets/images/``:

* ``icon.png``  (512 px): for Linux desktop files and anyone who needs a picture;
* ``icon.ico``  (16 to 256 px): the Windows executable's icon;
* ``icon.icns`` (16 to 1024 px): the macOS app bundle's icon.

``pygame.draw`` does not smooth edges, so the mask is drawn four times larger
than needed and scaled down, which gives clean edges at every size. The files
are committed; run this again only when the drawing changes.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "images"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
OVERSAMPLE = 4


def render(size: int):
    """The icon as a Pillow RGBA image of ``size`` pixels, smoothed by oversampling."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    from PIL import Image

    from game.ui.art import mask_icon

    big = mask_icon(size * OVERSAMPLE)
    small = pygame.transform.smoothscale(big, (size, size))
    data = pygame.image.tobytes(small, "RGBA")
    return Image.frombytes("RGBA", (size, size), data)


def write_icons(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    png, ico, icns = out / "icon.png", out / "icon.ico", out / "icon.icns"
    render(512).save(png, optimize=True)
    largest = render(256)
    largest.save(ico, sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[render(s) for s in ICO_SIZES[:-1]])
    buffer = io.BytesIO()
    render(1024).save(buffer, format="ICNS", append_images=[render(s) for s in (16, 32, 64, 128, 256, 512)])
    icns.write_bytes(buffer.getvalue())
    return [png, ico, icns]


def main() -> int:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    for path in write_icons():
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
