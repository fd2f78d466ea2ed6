"""pygame-gui, themed to match the hand-drawn tables.

Menus and forms (text entry with clipboard, drop-downs, sliders, lists, text
boxes) use pygame-gui. Each scene that needs widgets owns one
:class:`GuiManager` (cheap: about 10 ms), built from the single theme below,
so overlays and scenes never fight over elements.

Object ids for buttons: ``#primary`` (the main action), ``#danger``,
``#quiet`` (text-like), ``#big`` (main-menu size), ``#tab``; for labels:
``#title``, ``#heading``, ``#dim``, ``#on_cream``.
"""

from __future__ import annotations

import warnings
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui

from game.store.paths import asset
from game.ui.theme import SIZE, C


def _hex(c: tuple[int, int, int], alpha: int | None = None) -> str:
    s = "#{:02X}{:02X}{:02X}".format(*c)
    return s + (f"{alpha:02X}" if alpha is not None else "")


def _font(size: int, title: bool = False, bold: bool = False) -> dict[str, str]:
    if title:
        path = str(asset("fonts", "FredokaOne-Regular.ttf"))
        return {"name": "fredoka", "size": str(size), "regular_path": path, "bold_path": path}
    regular = str(asset("fonts", "NotoSans-Regular.ttf"))
    bold_path = str(asset("fonts", "NotoSans-Bold.ttf"))
    return {"name": "noto", "size": str(size), "bold": "1" if bold else "0",
            "regular_path": regular, "bold_path": bold_path, "italic_path": regular,
            "bold_italic_path": bold_path}


def _button(bg, hover, text, border, size=24, radius=14) -> dict[str, Any]:
    return {
        "colours": {
            "normal_bg": _hex(bg), "hovered_bg": _hex(hover), "active_bg": _hex(hover),
            "selected_bg": _hex(hover), "disabled_bg": "#5A5F78",
            "normal_text": _hex(text), "hovered_text": _hex(text), "active_text": _hex(text),
            "selected_text": _hex(text), "disabled_text": "#A7A9B8",
            "normal_border": _hex(border), "hovered_border": _hex(C.cream), "active_border": _hex(C.cream),
            "selected_border": _hex(C.cream), "disabled_border": "#4A4E66",
        },
        "font": _font(size, title=True),
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": str(radius), "border_width": "3",
                 "shadow_width": "3", "text_horiz_alignment": "center", "tool_tip_delay": "0.6"},
    }


@lru_cache(maxsize=1)
def theme() -> dict[str, Any]:
    ink, cream = C.ink, C.cream
    return {
        "defaults": {
            "colours": {
                "normal_bg": _hex(C.night_hi), "hovered_bg": _hex(C.night), "disabled_bg": "#3A3F58",
                "selected_bg": _hex(C.mustard), "active_bg": _hex(C.mustard), "dark_bg": _hex(C.night_lo),
                "normal_text": _hex(C.text), "hovered_text": _hex(C.text), "selected_text": _hex(ink),
                "active_text": _hex(ink), "disabled_text": "#9A9CB0", "normal_border": _hex(C.night_lo),
                "hovered_border": _hex(C.mustard), "selected_border": _hex(C.mustard),
                "active_border": _hex(C.mustard), "disabled_border": "#3A3F58",
                "link_text": _hex(C.mustard), "link_hover": _hex(C.mustard_hi),
                "link_selected": _hex(C.mustard_hi), "text_cursor": _hex(C.mustard),
                "filled_bar": _hex(C.mustard), "unfilled_bar": _hex(C.night_lo),
            },
            "font": _font(20),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "10", "border_width": "2",
                     "shadow_width": "2", "tool_tip_delay": "0.6"},
        },
        "button": _button(C.night_hi, (64, 78, 128), C.text, C.night_lo, size=22),
        "#primary": _button(C.mustard, C.mustard_hi, ink, (170, 120, 30), size=26),
        "#big": _button(C.mustard, C.mustard_hi, ink, (170, 120, 30), size=30, radius=18),
        "#secondary": _button(C.cream, (255, 255, 255), ink, (200, 180, 150), size=24),
        "#danger": _button(C.coral, C.coral_hi, C.cream, (150, 50, 30), size=24),
        "#quiet": _button(C.night, C.night_hi, C.text, C.night, size=20),
        "#tab": _button(C.night, C.night_hi, C.text_dim, C.night_lo, size=22),
        "#tab_on": _button(C.mustard, C.mustard_hi, ink, (170, 120, 30), size=22),
        "label": {"colours": {"normal_text": _hex(C.text), "dark_bg": "#00000000", "normal_bg": "#00000000"},
                  "font": _font(20), "misc": {"text_horiz_alignment": "left"}},
        "#title": {"font": _font(48, title=True), "colours": {"normal_text": _hex(C.mustard)},
                   "misc": {"text_horiz_alignment": "center"}},
        "#heading": {"font": _font(28, title=True), "colours": {"normal_text": _hex(C.cream)}},
        "#dim": {"font": _font(18), "colours": {"normal_text": _hex(C.text_dim)}},
        "#error": {"font": _font(18, bold=True), "colours": {"normal_text": _hex(C.coral_hi)}},
        "text_entry_line": {
            "colours": {"dark_bg": _hex(cream), "normal_text": _hex(ink), "selected_bg": _hex(C.mustard),
                        "selected_text": _hex(ink), "text_cursor": _hex(ink), "normal_border": _hex(C.night_lo),
                        "focused_border": _hex(C.mustard)},
            "font": _font(22), "misc": {"border_width": "3", "shape": "rounded_rectangle",
                                        "shape_corner_radius": "8", "padding": "8,4"},
        },
        "text_box": {
            "colours": {"dark_bg": _hex(C.cream), "normal_text": _hex(ink), "link_text": _hex(C.plum),
                        "normal_border": _hex(C.paper)},
            "font": _font(21), "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "12",
                                        "padding": "18,14", "line_spacing": "1.15", "border_width": "0"},
        },
        "drop_down_menu": {
            "colours": {"normal_bg": _hex(C.cream), "hovered_bg": _hex(C.mustard_hi), "selected_bg": _hex(C.mustard),
                        "normal_text": _hex(ink), "hovered_text": _hex(ink), "selected_text": _hex(ink),
                        "normal_border": _hex(C.night_lo), "dark_bg": _hex(C.cream)},
            "font": _font(20), "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8",
                                        "border_width": "2", "expand_direction": "down"},
        },
        "selection_list": {
            "colours": {"dark_bg": _hex(C.night_lo), "normal_border": _hex(C.night_lo)},
            "misc": {"list_item_height": "44", "border_width": "0"},
        },
        "selection_list.@selection_list_item": {
            "colours": {"normal_bg": _hex(C.night), "hovered_bg": _hex(C.night_hi), "selected_bg": _hex(C.mustard),
                        "normal_text": _hex(C.text), "hovered_text": _hex(C.text), "selected_text": _hex(ink)},
            "font": _font(20), "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "14"},
        },
        "horizontal_slider": {
            "colours": {"dark_bg": _hex(C.night_lo), "normal_bg": _hex(C.mustard), "hovered_bg": _hex(C.mustard_hi),
                        "filled_bar": _hex(C.mustard)},
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8"},
        },
        "tool_tip": {"colours": {"dark_bg": _hex(C.cream), "normal_text": _hex(ink), "normal_border": _hex(C.mustard)},
                     "font": _font(18), "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8"}},
        "check_box": {"colours": {"normal_bg": _hex(C.cream), "selected_bg": _hex(C.mustard),
                                  "normal_text": _hex(C.text), "normal_border": _hex(C.night_lo)},
                      "font": _font(20)},
        "panel": {"colours": {"dark_bg": _hex(C.night), "normal_border": _hex(C.night_lo)},
                  "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "16", "border_width": "0",
                           "shadow_width": "4"}},
        "scrolling_container": {"colours": {"dark_bg": "#00000000"}},
        "vertical_scroll_bar": {"colours": {"dark_bg": _hex(C.night_lo), "normal_bg": _hex(C.mustard),
                                            "hovered_bg": _hex(C.mustard_hi)}},
        "window": {"colours": {"dark_bg": _hex(C.night), "normal_border": _hex(C.mustard)},
                   "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "14", "border_width": "3"}},
        "window.#title_bar": {"font": _font(22, title=True),
                              "colours": {"normal_bg": _hex(C.night_hi), "normal_text": _hex(C.cream)}},
        "#on_cream": {"colours": {"normal_text": _hex(ink)}},
    }


class GuiManager(pygame_gui.UIManager):
    """A pygame-gui manager with the Caper Night theme."""

    def __init__(self, size: tuple[int, int] = SIZE):
        super().__init__(size, theme_path=theme(), enable_live_theme_updates=False)
        # Text boxes use bold and italic of the body font: load them up front (pygame-gui
        # warns about the ones its theme loaded already, which is harmless).
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            self.preload_fonts([{"name": "noto", "point_size": size, "style": style}
                                for size in (18, 20, 21) for style in ("bold", "italic")])


def button_pressed(event: pygame.event.Event, element: Any) -> bool:
    return event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is element
