"""Mouse and keyboard on the Home Alone table.

Mouse: click the spinner; click a marker in the tray and then a square; click a Crook (or
his button) and then a lit square. Keys: Space or Enter spins; 1/2 (or M for Marv; H is the hint) picks Harry or
Marv; the arrows walk a cursor over the lit squares (or, while hiding, over the board) and
Enter chooses; S keeps a Kid where it is; R places the rest of the tray at random; Backspace
or Ctrl+Z undoes.

A mixin of :class:`~game.home_alone.table.scene.HomeAloneScene`.
"""

from __future__ import annotations

import pygame

from game.home_alone.actions import SPIN_ACTION, MoveCrook, MoveKid


class TableControls:
    """The ``handle`` half of the Home Alone table."""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.mode is not None and self.player.idle and self._key(event):
            return
        super().handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, event.mod
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if self.mode == "spin":
            if enter:
                self.submit(SPIN_ACTION)
                return True
            return False
        if self.mode == "hide":
            plan, tray = self.plan, self.tray
            if plan is None or tray is None:
                return False
            if key in arrows:
                self._move_cursor_free(*arrows[key])
                return True
            if enter:
                if key != pygame.K_SPACE and plan.complete:
                    self.hide_done()
                elif self.cursor is not None:
                    self._place_at(self.cursor)
                return True
            if key == pygame.K_r:
                self.hide_random()
                return True
            if key == pygame.K_d and plan.complete:
                self.hide_done()
                return True
            if key == pygame.K_BACKSPACE:
                self.hide_undo()
                return True
            if key in (pygame.K_PAGEDOWN, pygame.K_PERIOD, pygame.K_RIGHTBRACKET):
                tray.cycle(1)
                return True
            if key in (pygame.K_PAGEUP, pygame.K_COMMA, pygame.K_LEFTBRACKET):
                tray.cycle(-1)
                return True
            return False
        if self.mode == "crook" and key in (pygame.K_1, pygame.K_2, pygame.K_m, pygame.K_KP1,
                                            pygame.K_KP2):
            self.select_crook(0 if key in (pygame.K_1, pygame.K_KP1) else 1)
            return True
        if self.mode == "kid" and key in (pygame.K_s, pygame.K_0):
            self.stay()
            return True
        if self.mode in ("crook", "kid"):
            if key in arrows:
                self._move_cursor_targets(*arrows[key])
                return True
            if enter and self.cursor is not None:
                action = self.targets.get(self._target_key(), {}).get(self.cursor)
                if action is not None:
                    self.submit(action)
                return True
            if enter:
                self._move_cursor_targets(0, 0)
                return True
        return False

    def _move_cursor_free(self, dx: int, dy: int) -> None:
        board = self.board
        if self.cursor is None:
            self.cursor = board.hideable[len(board.hideable) // 2]
            return
        x, y = board.xy(self.cursor)
        x = max(0, min(board.width - 1, x + dx))
        y = max(0, min(board.height - 1, y + dy))
        self.cursor = board.index(x, y)

    def _move_cursor_targets(self, dx: int, dy: int) -> None:
        """Arrow keys jump to the nearest lit square in that direction."""
        squares = list(self.targets.get(self._target_key(), {}))
        if not squares:
            return
        board = self.board
        if self.cursor is None or self.cursor not in squares or (dx, dy) == (0, 0):
            start = self._moving_from()
            sx, sy = board.xy(start) if start is not None else board.xy(squares[0])
            self.cursor = min(squares, key=lambda s: (abs(board.xy(s)[0] - sx) + abs(board.xy(s)[1] - sy), s))
            return
        cx, cy = board.xy(self.cursor)
        best, best_cost = None, None
        for s in squares:
            x, y = board.xy(s)
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0:
                continue
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = s, cost
        if best is not None:
            self.cursor = best

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            sq = self.geo.square_at(event.pos)
            if sq != self.hover_sq:
                self.hover_sq = sq
                self.hover_time = 0.0
            if self.tray is not None:
                self.tray.hover = self.tray.item_at(event.pos)
            if sq is not None and self.mode in ("crook", "kid", "hide"):
                self.cursor = None
            return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return
        pos = event.pos
        if self.mode is None or not self.player.idle:
            return
        if self.mode == "spin":
            if self.spinner.contains(pos) and event.button == 1:
                self.submit(SPIN_ACTION)
            return
        if self.mode == "hide" and self.tray is not None and self.plan is not None:
            item = self.tray.item_at(pos)
            if item is not None:
                if event.button == 3 and self.plan.lift(item):
                    self.app.audio.play("slide", 0.5)
                    self._plan_changed()
                self.tray.selected = item
                return
            sq = self.geo.square_at(pos)
            if sq is None:
                return
            if event.button == 3:
                mine = self.plan.at(sq)
                if mine is not None and self.plan.lift(mine):
                    self.tray.selected = mine
                    self.app.audio.play("slide", 0.5)
                    self._plan_changed()
                return
            self._place_at(sq)
            return
        sq = self.geo.square_at(pos)
        if sq is None or event.button != 1:
            return
        self._click_move(sq, pos)

    def _click_move(self, sq: int, pos: tuple[int, int]) -> None:
        """A lit square moves the piece; a click on a Crook (or on a square only the other Crook
        can reach) picks that Crook; anything else is explained."""
        action = self.targets.get(self._target_key(), {}).get(sq)
        if action is not None:
            self.submit(action)
            return
        if self.mode == "crook":
            hit = self.piece_at(pos)
            other = 1 - self.sel_crook
            pick = hit[1] if hit is not None and hit[0] == 0 else (other if sq in self.targets.get(other, {}) else None)
            if pick is not None and self.targets.get(pick):
                self.select_crook(pick)
                self.app.audio.play("tick", 0.6)
                return
            self.refuse_action(MoveCrook(self.sel_crook, sq), near=self.geo.rect(sq))
        elif self.mode == "kid" and self.decision is not None:
            self.refuse_action(MoveKid(sq), near=self.geo.rect(sq))
