#!/usr/bin/env python3
"""Draw the Tressette card artwork: a complete Italian 40-card deck in Neapolitan style.

Everything is drawn from code with Pillow's ImageDraw (polygons, ellipses, lines and the
font bundled with Pillow); no artwork is copied from anywhere.  Regenerate with::

    python scripts/make_cards.py              # writes into the repo's assets/
    python scripts/make_cards.py --out DIR    # writes the same tree into DIR

Output (relative to the output directory, default ``assets/``):

* ``cards/1x/<code>.png`` (110x180 px) and ``cards/2x/<code>.png`` (220x360 px) for the
  40 faces, ``<code>`` = rank ``A 2 3 4 5 6 7 F C R`` + suit ``c d s b``
  (coppe, denari, spade, bastoni), e.g. ``Ac.png``, ``7d.png``, ``Rb.png``;
* ``cards/1x/back-red.png``, ``cards/1x/back-blue.png`` and the same in ``cards/2x/``;
* ``cards/contact-sheet.png``: all faces (a row per suit, ranks A..R) and the backs;
* ``icon.png`` (256x256) and ``icon.ico`` (16..256 px).

Every card is drawn once on a master canvas at 8 px per logical pixel (4x the 2x size) and
downsampled with LANCZOS to both output sizes.  The output is byte-deterministic: no time,
no randomness; the PNG files depend only on this script and the Pillow version.
See docs/cards.md for the layout and the figures.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, INDEX_COLOURS, INDEX_CORNER

RANKS = "A234567FCR"
SUITS = "cdsb"
SUIT_NAMES = {"c": "Coppe", "d": "Denari", "s": "Spade", "b": "Bastoni"}
BACKS = ("red", "blue")

W, H = CARD_WIDTH, CARD_HEIGHT  # logical (1x) card size in px
K = 8  # master canvas px per logical px
RADIUS = 7.0  # corner radius, logical px
BORDER = 0.9  # border line width, logical px

Point = tuple[float, float]
Color = str

INK = "#2A1C10"
CREAM = "#FAEFD4"
BORDER_COL = "#5B4631"
SKIN = "#F3CFA6"
WHITE = "#FFFDF5"
GOLD = "#E2A92C"
GOLD_LIGHT = "#F6D271"
GOLD_DARK = "#A8721A"
RED = "#C22A2E"
RED_DARK = "#7E1518"
BLUE = "#2F5FAA"
GREEN = "#3B7F33"

# (main, secondary, hose/trim) clothing colours of the figures, per suit
CLOTH = {
    "c": ("#C0282F", "#2F5FAA", "#E9B93A"),
    "d": ("#DCA21C", "#2E7D3A", "#B8262E"),
    "s": ("#2F5FAA", "#C0282F", "#E9B93A"),
    "b": ("#3E8035", "#D0801E", "#7E1518"),
}
# (frame colour, panel tint) per figure rank
FRAME = {"F": ("#2E7D3A", "#EAF0D8"), "C": ("#234F9A", "#E3E9F1"), "R": ("#A3182B", "#F6E0D2")}
FIGURE_ZOOM = {"F": 1.1, "C": 1.0, "R": 1.07}  # figures are drawn about (55, 92), then zoomed
# The corner index's rank: font size and the outline that bolds it, logical px. Large and
# light enough that the 5 keeps its open bowl (not read as a 6) on a card drawn at a third
# of its size, as the table at 1024 x 600 draws the trick.
INDEX_SIZE, INDEX_STROKE = 21, 0.3
HORSE = {"c": "#F1EBDD", "d": "#9B6534", "s": "#6F6A66", "b": "#C08A4E"}


def _font(size_px: float) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size_px)


class Ctx:
    """Draws shapes given in local coordinates (logical px), rotated/scaled/moved onto a card.

    ``angle`` in degrees, clockwise on screen (y grows downward); ``scale`` multiplies local
    lengths; ``flip`` mirrors the local x axis.  Line widths are absolute logical px.
    """

    def __init__(
        self,
        draw: ImageDraw.ImageDraw,
        ox: float,
        oy: float,
        angle: float = 0.0,
        scale: float = 1.0,
        flip: bool = False,
    ) -> None:
        self.draw = draw
        self.ox, self.oy = ox, oy
        a = math.radians(angle)
        self.c, self.s = math.cos(a) * scale, math.sin(a) * scale
        self.fx = -1.0 if flip else 1.0
        self.scale = scale

    def sub(self, x: float, y: float, angle: float = 0.0, scale: float = 1.0) -> Ctx:
        """A child context at local (x, y), rotated and scaled further (no flip)."""
        ox, oy = self.pt(x, y)
        base = math.degrees(math.atan2(self.s, self.c))
        if self.fx < 0:
            angle = -angle
        return Ctx(self.draw, ox, oy, base + angle, self.scale * scale, self.fx < 0)

    def pt(self, x: float, y: float) -> Point:
        x *= self.fx
        return (self.ox + x * self.c - y * self.s, self.oy + x * self.s + y * self.c)

    def _px(self, pts: Sequence[Point]) -> list[Point]:
        out = []
        for x, y in pts:
            px, py = self.pt(x, y)
            out.append((px * K, py * K))
        return out

    def poly(
        self,
        pts: Sequence[Point],
        fill: Color | None,
        outline: Color | None = INK,
        width: float = 0.55,
    ) -> None:
        p = self._px(pts)
        if fill is not None:
            self.draw.polygon(p, fill=fill)
        if outline is not None and width > 0:
            self.draw.line(
                [*p, p[0], p[1]], fill=outline, width=max(1, round(width * K)), joint="curve"
            )

    def line(self, pts: Sequence[Point], fill: Color, width: float) -> None:
        self.draw.line(self._px(pts), fill=fill, width=max(1, round(width * K)), joint="curve")

    def ell(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        fill: Color | None,
        outline: Color | None = INK,
        width: float = 0.55,
        n: int = 40,
    ) -> None:
        self.poly(ellipse_pts(cx, cy, rx, ry, n), fill, outline, width)

    def dot(self, x: float, y: float, r: float, fill: Color) -> None:
        px, py = self.pt(x, y)
        rr = r * self.scale * K
        self.draw.ellipse((px * K - rr, py * K - rr, px * K + rr, py * K + rr), fill=fill)


def ellipse_pts(cx: float, cy: float, rx: float, ry: float, n: int = 40) -> list[Point]:
    """Points of an ellipse (logical px) as a polygon with ``n`` vertices."""
    return [
        (cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]


def arc_pts(
    cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 16
) -> list[Point]:
    """Points along an elliptic arc from angle a0 to a1 (degrees, clockwise on screen)."""
    return [
        (
            cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    ]


# --------------------------------------------------------------------------- suit pips
# Cups and coins: local box of height 1 (y from -0.5 to 0.5), drawn with ctx scale = size.
# Swords and clubs: local logical px, vertical, the top (tip / thick end) at -length/2.


def cup(ctx: Ctx, detail: bool = True) -> None:
    """A Neapolitan goblet: gold bowl with a red band, knotted stem, wide foot."""
    lw = 0.5 if ctx.scale < 16 else 0.65
    yr, a, b = -0.36, 0.45, 0.40
    foot = [(-0.07, 0.27), (0.07, 0.27), (0.31, 0.43), (-0.31, 0.43)]
    ctx.poly(foot, GOLD, INK, lw)
    ctx.ell(0, 0.44, 0.31, 0.055, GOLD_DARK, INK, lw)
    ctx.poly([(-0.055, 0.0), (0.055, 0.0), (0.055, 0.3), (-0.055, 0.3)], GOLD, INK, lw)
    ctx.ell(0, 0.15, 0.13, 0.06, RED, INK, lw)
    bowl = arc_pts(0, yr, a, b, 0, 180, 24)
    ctx.poly(bowl, GOLD, INK, lw)

    def half(y: float) -> float:
        return a * math.sqrt(max(0.0, 1 - ((y - yr) / b) ** 2))

    y1, y2 = yr + 0.11, yr + 0.22
    ys = [y1 + (y2 - y1) * i / 6 for i in range(7)]
    band = [(-half(y), y) for y in ys] + [(half(y), y) for y in reversed(ys)]
    ctx.poly(band, RED, INK, lw * 0.7)
    if detail and ctx.scale >= 16:
        for x in (-0.2, 0.0, 0.2):
            ctx.dot(x, (y1 + y2) / 2, 0.035, GOLD_LIGHT)
        ctx.line(
            arc_pts(0, yr, a * 0.78, b * 0.8, 150, 110, 8),
            GOLD_LIGHT,
            0.9 if ctx.scale > 40 else 0.6,
        )
    ctx.ell(0, yr, a, 0.075, RED_DARK, INK, lw)


def coin(ctx: Ctx, detail: bool = True) -> None:
    """A gold coin (denaro): rim, gold field, red rosette with a green heart."""
    lw = 0.5 if ctx.scale < 16 else 0.65
    ctx.ell(0, 0, 0.5, 0.5, GOLD_DARK, INK, lw, 48)
    ctx.ell(0, 0, 0.41, 0.41, GOLD, None, 0, 48)
    if ctx.scale >= 16 and detail:
        for i in range(16):
            a = 2 * math.pi * i / 16
            ctx.dot(0.455 * math.cos(a), 0.455 * math.sin(a), 0.022, GOLD_LIGHT)
        ctx.ell(0, 0, 0.3, 0.3, None, GOLD_DARK, 0.45, 40)
    n = 8
    for i in range(n):
        ang = 360 * i / n
        pc = ctx.sub(0, 0, ang)
        pc.ell(0.17, 0, 0.12, 0.055, RED, INK if ctx.scale >= 16 else None, 0.35, 16)
    ctx.ell(0, 0, 0.075, 0.075, GREEN, INK, 0.35 if ctx.scale >= 16 else 0, 16)


def sword(ctx: Ctx, length: float, half_w: float, curve: float = 0.0, detail: bool = True) -> None:
    """A Neapolitan sword, tip up: blue steel blade (bent by ``curve`` px), gold guard."""
    top, bot = -length / 2, length / 2
    grip = max(length * 0.11, 3.2)
    guard_y = bot - grip
    lw = 0.5
    # pommel and grip
    ctx.poly(
        [
            (-half_w * 0.5, guard_y),
            (half_w * 0.5, guard_y),
            (half_w * 0.5, bot - half_w * 0.6),
            (-half_w * 0.5, bot - half_w * 0.6),
        ],
        RED_DARK,
        INK,
        lw,
    )
    ctx.ell(0, bot - half_w * 0.5, half_w * 0.75, half_w * 0.75, GOLD, INK, lw, 20)
    # blade: centre line x = curve * t^2 (t = 0 at guard, 1 at tip)
    n = 18
    left: list[Point] = []
    right: list[Point] = []
    for i in range(n + 1):
        t = i / n
        y = guard_y + (top - guard_y) * t
        x = curve * t * t
        dx, dy = 2 * curve * t, top - guard_y
        norm = math.hypot(dx, dy)
        nx, ny = -dy / norm, dx / norm
        w = half_w * (1 - 0.35 * t) * (1 - t**6) if i < n else 0.0
        left.append((x - nx * w, y - ny * w))
        right.append((x + nx * w, y + ny * w))
    ctx.poly(left + right[::-1], "#4C7FC0", "#14264A", lw)
    if detail:
        hl = [
            (curve * t * t - half_w * 0.15, guard_y + (top - guard_y) * t)
            for t in (0.04, 0.3, 0.55, 0.78)
        ]
        ctx.line(hl, "#C7DDF5", max(0.45, half_w * 0.28))
    # guard with curled ends
    gw = half_w * 2.6
    gh = max(0.9, half_w * 0.45)
    ctx.poly(
        [(-gw, guard_y - gh), (gw, guard_y - gh), (gw, guard_y + gh), (-gw, guard_y + gh)],
        GOLD,
        INK,
        lw,
    )
    for sx in (-1, 1):
        ctx.ell(sx * gw, guard_y - gh * 0.2, gh * 1.3, gh * 1.3, GOLD, INK, lw, 16)


def club(ctx: Ctx, length: float, half_w: float, detail: bool = True, leaves: bool = False) -> None:
    """A Neapolitan baton (bastone): knotty wooden club, thick end up, green sprouts."""
    top, bot = -length / 2, length / 2
    lw = 0.5
    n = 12
    left: list[Point] = []
    right: list[Point] = []
    for i in range(n + 1):
        t = i / n  # 0 at the bottom (handle), 1 at the top
        y = bot + (top - bot) * t
        w = half_w * (0.55 + 0.45 * t) * (1 + 0.06 * math.sin(t * 19))
        left.append((-w, y))
        right.append((w, y))
    body = left + right[::-1]
    # sprouts (cut branches) alternating sides
    stubs = (0.3, 0.55, 0.78) if length > 40 else (0.55,)
    for j, t in enumerate(stubs):
        side = -1 if j % 2 == 0 else 1
        y = bot + (top - bot) * t
        w = half_w * (0.55 + 0.45 * t)
        s = half_w * 0.9
        ctx.poly(
            [
                (side * w * 0.6, y + s * 0.4),
                (side * (w + s * 1.2), y - s * 0.9),
                (side * (w + s * 1.5), y - s * 0.4),
                (side * w * 0.6, y + s * 1.1),
            ],
            "#4E8A2E",
            INK,
            lw * 0.8,
        )
    ctx.poly(body, "#8E5E2A", INK, lw)
    if detail:
        ctx.line(
            [
                (-half_w * 0.35 * (0.55 + 0.45 * t), bot + (top - bot) * t)
                for t in (0.05, 0.35, 0.7, 0.92)
            ],
            "#C4955A",
            max(0.45, half_w * 0.3),
        )
        for t in (0.2, 0.45, 0.68):
            y = bot + (top - bot) * t
            w = half_w * (0.55 + 0.45 * t)
            ctx.line(
                [(-w * 0.9, y), (-w * 0.2, y + half_w * 0.25), (w * 0.9, y - half_w * 0.1)],
                "#5A3A16",
                max(0.35, half_w * 0.12),
            )
    # cut end on top (light wood) with the green bark ring
    ctx.ell(0, top, half_w, half_w * 0.38, "#E2BE78", INK, lw, 20)
    ctx.ell(0, bot, half_w * 0.55, half_w * 0.2, "#6A4418", INK, lw * 0.8, 16)
    if leaves:
        for sx, ang, yy in ((-1, -50, 0.0), (1, 45, 0.12), (-1, -35, 0.28)):
            lc = ctx.sub(sx * half_w * 0.95, top + length * yy + half_w, ang)
            lc.ell(0, -half_w * 0.9, half_w * 0.42, half_w * 0.95, "#5B9A35", INK, lw, 18)
            lc.line([(0, -half_w * 0.2), (0, -half_w * 1.6)], "#2F5E1C", 0.5)


def pip(
    draw: ImageDraw.ImageDraw,
    suit: str,
    x: float,
    y: float,
    size: float,
    angle: float = 0.0,
    detail: bool = True,
) -> None:
    """One suit symbol of nominal height ``size`` (logical px) centred at (x, y)."""
    if suit == "c":
        cup(Ctx(draw, x, y, angle, size), detail)
    elif suit == "d":
        coin(Ctx(draw, x, y, angle, size), detail)
    elif suit == "s":
        sword(Ctx(draw, x, y, angle), size, max(1.3, size * 0.055), size * 0.05, detail)
    else:
        club(Ctx(draw, x, y, angle), size, max(1.6, size * 0.085), detail)


# --------------------------------------------------------------------------- layouts

COL_L, COL_R, MID_X = 38.0, 72.0, 55.0


def round_layout(rank: str, suit: str) -> Sequence[tuple[float, float, float]]:
    """Pip centres and sizes (x, y, size) for cups and coins, Neapolitan arrangement."""
    if rank == "2":
        return [(MID_X, 48, 44), (MID_X, 132, 44)]
    if rank == "3":
        if suit == "d":
            return [(38, 42, 36), (MID_X, 90, 36), (72, 138, 36)]
        return [(MID_X, 46, 38), (37, 128, 36), (73, 128, 36)]
    if rank == "4":
        return [(x, y, 33) for y in (50, 130) for x in (COL_L, COL_R)]
    if rank == "5":
        return [(x, y, 31) for y in (38, 142) for x in (COL_L, COL_R)] + [(MID_X, 90, 31)]
    if rank == "6":
        return [(x, y, 30) for y in (36, 90, 144) for x in (COL_L, COL_R)]
    if rank == "7":
        return [(x, y, 28) for y in (30, 100, 150) for x in (COL_L, COL_R)] + [(MID_X, 65, 28)]
    raise ValueError(rank)


def long_layout(rank: str) -> list[tuple[float, float, float, float]]:
    """Swords and clubs: (x, y, length, angle) pieces, crossed in pairs (X), plus one upright
    piece through the middle for the odd numbers, as in the Neapolitan deck."""
    cx = MID_X
    if rank in "23":
        out = [(cx, 90.0, 150.0, -17.0), (cx, 90.0, 150.0, 17.0)]
    elif rank in "45":
        out = [(cx, y, 84.0, a) for y in (50.0, 130.0) for a in (-27.0, 27.0)]
    elif rank in "67":
        out = [(cx, y, 60.0, a) for y in (38.0, 90.0, 142.0) for a in (-36.0, 36.0)]
    else:
        raise ValueError(rank)
    if rank in "357":
        out.append((cx, 90.0, 158.0, 0.0))
    return out


# --------------------------------------------------------------------------- card parts


def new_canvas() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A master canvas (RGB, W*K x H*K) with the cream face and the thin border."""
    img = Image.new("RGB", (W * K, H * K), BORDER_COL)
    d = ImageDraw.Draw(img)
    b = BORDER * K
    d.rounded_rectangle(
        (b, b, W * K - 1 - b, H * K - 1 - b), radius=(RADIUS - BORDER) * K, fill=CREAM
    )
    return img, d


def corner_index(img: Image.Image, rank: str, suit: str) -> None:
    """Rank letter and a small pip in the top-left corner, repeated rotated bottom-right."""
    layer = Image.new("RGBA", (INDEX_CORNER[0] * K, INDEX_CORNER[1] * K), (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    col = INDEX_COLOURS[suit]
    font = _font(INDEX_SIZE * K)
    x0, y0, x1, _y1 = d.textbbox((0, 0), rank, font=font, anchor="ls")
    cx, top = 10.6 * K, 3.8 * K
    stroke = round(INDEX_STROKE * K)
    d.text(
        (cx - (x0 + x1) / 2, top - y0),
        rank,
        font=font,
        fill=col,
        anchor="ls",
        stroke_width=stroke,
        stroke_fill=col,
    )
    big = rank in "FCR"
    if big:
        # figure cards: a coloured bar under the letter, in the frame colour
        fc = FRAME[rank][0]
        d.rounded_rectangle((3.6 * K, 20.4 * K, 17.6 * K, 22.0 * K), radius=0.6 * K, fill=fc)
    py = 30.5 if not big else 31.5
    if suit == "c":
        pip(d, suit, 10.6, py, 14.5, detail=False)
    elif suit == "d":
        pip(d, suit, 10.6, py, 13.5, detail=False)
    elif suit == "s":
        sword(Ctx(d, 10.6, py), 18.5, 1.75, 0.8, detail=False)
    else:
        club(Ctx(d, 10.6, py), 17.5, 2.4, detail=False)
    img.paste(layer, (int(0.2 * K), 0), layer)
    rot = layer.transpose(Image.Transpose.ROTATE_180)
    img.paste(rot, (W * K - layer.width - int(0.2 * K), H * K - layer.height), rot)


def number_card(rank: str, suit: str) -> Image.Image:
    """Asso and 2..7: pips at the traditional positions."""
    img, d = new_canvas()
    if rank == "A":
        ace(d, suit)
    elif suit in "cd":
        grow = 1.06 if suit == "c" else 1.0  # a goblet is airier than a coin: draw it larger
        for x, y, s in round_layout(rank, suit):
            pip(d, suit, x, y, s * grow)
    else:
        pieces = long_layout(rank)
        for x, y, length, ang in pieces:
            if suit == "s":
                curve = 0.0 if ang == 0 else math.copysign(length * 0.045, ang)
                sword(Ctx(d, x, y, ang), length, 3.4 if length > 100 else 3.0, curve)
            else:
                club(Ctx(d, x, y, ang), length, 5.0 if length > 100 else 4.4)
    corner_index(img, rank, suit)
    return img


def ace(d: ImageDraw.ImageDraw, suit: str) -> None:
    """The aces: one large, ornate symbol."""
    if suit == "c":
        c = Ctx(d, 55, 92, 0, 74)
        # rays behind the cup
        for i in range(12):
            rc = Ctx(d, 55, 70, 30 * i + 15)
            rc.poly([(-3, -22), (3, -22), (0, -33)], "#E9C46A", None)
        cup(c)
        for x in (-0.27, 0.27):
            c.ell(x, -0.05, 0.035, 0.035, BLUE, INK, 0.5, 12)
    elif suit == "d":
        c = Ctx(d, 55, 90)
        for i in range(24):
            rc = Ctx(d, 55, 90, 15 * i)
            col = RED if i % 2 == 0 else GREEN
            rc.poly([(-4.2, -31), (4.2, -31), (0, -41 if i % 2 == 0 else -37)], col, INK, 0.5)
        c.ell(0, 0, 33, 33, "#8E5A10", INK, 0.7, 64)
        coin(Ctx(d, 55, 90, 0, 62))
    elif suit == "s":
        # laurel branches behind a big upright sword
        for sx in (-1, 1):

            def stem(t: float, sx: int = sx) -> Point:
                return (55 + sx * (8 + 17 * math.sin(t * 2.2)), 156 - t * 100)

            Ctx(d, 0, 0).line([stem(i / 16) for i in range(17)], "#6B4A1E", 1.3)
            for i in range(7):
                t = 0.1 + i * 0.14
                x, y = stem(t)
                for side in (-1, 1):
                    lc = Ctx(d, x, y, sx * (35 + 20 * t) + side * 38)
                    lc.ell(0, -5.2, 2.6, 5.4, "#4E8A2E", INK, 0.5, 16)
        sword(Ctx(d, 55, 90), 158, 6.2, 7.0)
    else:
        club(Ctx(d, 55, 94, 8), 146, 10.5, leaves=True)


# --------------------------------------------------------------------------- figures


def figure_frame(d: ImageDraw.ImageDraw, rank: str) -> None:
    """The coloured frame and tinted panel of a figure card."""
    fc, tint = FRAME[rank]
    k = K
    d.rounded_rectangle((20.5 * k, 5.5 * k, 89.5 * k, 174.5 * k), radius=4 * k, fill=fc)
    d.rounded_rectangle((22.6 * k, 7.6 * k, 87.4 * k, 172.4 * k), radius=2.5 * k, fill=tint)
    d.rounded_rectangle(
        (23.6 * k, 8.6 * k, 86.4 * k, 171.4 * k), radius=2 * k, outline=fc, width=round(0.45 * k)
    )


def held_symbol(c: Ctx, suit: str, hx: float, hy: float, size: float = 22) -> None:
    """The suit symbol held in a hand at (hx, hy): cups and coins above it, sword/club upright."""
    if suit == "c":
        cup(c.sub(hx, hy - size * 0.55, 0, size))
    elif suit == "d":
        coin(c.sub(hx, hy - size * 0.55, 0, size))
    elif suit == "s":
        sword(c.sub(hx, hy - size * 0.78, 4), size * 1.9, 2.4, 2.0)
    else:
        club(c.sub(hx, hy - size * 0.62, 6), size * 1.65, 3.5)


def head(c: Ctx, x: float, y: float, r: float, beard: bool = False) -> None:
    """A face seen from the front; (x, y) the centre, r the half-width (logical px)."""
    c.poly(
        [
            (x - r * 0.35, y + r * 0.8),
            (x + r * 0.35, y + r * 0.8),
            (x + r * 0.35, y + r * 1.6),
            (x - r * 0.35, y + r * 1.6),
        ],
        SKIN,
        INK,
        0.45,
    )
    c.ell(x, y, r, r * 1.15, SKIN, INK, 0.55, 32)
    if beard:
        c.poly(
            [
                (x - r, y + 0.1 * r),
                (x - r * 0.7, y + r * 0.9),
                (x - r * 0.3, y + r * 1.9),
                (x, y + r * 2.2),
                (x + r * 0.3, y + r * 1.9),
                (x + r * 0.7, y + r * 0.9),
                (x + r, y + 0.1 * r),
                (x + r * 0.5, y + r * 0.55),
                (x - r * 0.5, y + r * 0.55),
            ],
            "#E9E3D6",
            INK,
            0.45,
        )
        c.line(
            [(x - r * 0.45, y + r * 0.5), (x, y + r * 0.35), (x + r * 0.45, y + r * 0.5)],
            "#BDB5A5",
            0.8,
        )
    else:
        c.line([(x - r * 0.3, y + r * 0.55), (x + r * 0.3, y + r * 0.55)], "#A8433A", 0.6)
    for sx in (-1, 1):
        c.dot(x + sx * r * 0.38, y - r * 0.05, 0.75, INK)
    c.line([(x, y), (x + r * 0.12, y + r * 0.3)], "#B07A58", 0.45)


def fante(c: Ctx, suit: str) -> None:
    """Fante: a young page standing, short tunic and parti-coloured hose, holding the symbol."""
    main, sec, trim = CLOTH[suit]
    # hose (parti-coloured) and shoes
    c.poly([(45, 118), (54.5, 118), (53.5, 158), (46.5, 158)], sec, INK)
    c.poly([(55.5, 118), (65, 118), (63.5, 158), (56.5, 158)], trim, INK)
    c.ell(49, 159.5, 6.2, 3, INK, None)
    c.ell(61, 159.5, 6.2, 3, INK, None)
    # lowered left arm
    c.poly([(44, 63), (38, 66), (33, 99), (38.5, 100)], sec, INK)
    c.ell(35.5, 102, 3, 3, SKIN, INK, 0.45, 16)
    # tunic
    tunic = [(44, 61), (66, 61), (69, 90), (74, 120), (36, 120), (41, 90)]
    c.poly(tunic, main, INK)
    c.poly([(36, 116), (74, 116), (74.6, 120.5), (35.4, 120.5)], trim, INK, 0.45)
    c.poly([(40.6, 89), (69.4, 89), (69.8, 93), (40.2, 93)], INK, None)
    c.poly([(52, 90), (58, 90), (58, 92.6), (52, 92.6)], GOLD, None)
    for y in (68, 75, 82, 100, 107):
        c.dot(55, y, 0.9, trim)
    # raised right arm holding the symbol
    c.poly([(62, 62), (68, 64), (74, 54), (70, 50)], sec, INK)
    held_symbol(c, suit, 72, 50)
    c.ell(72, 51, 3, 3, SKIN, INK, 0.45, 16)
    # ruff, head, hair, cap with feather
    c.ell(55, 60.5, 9.5, 3.2, WHITE, INK, 0.45)
    c.ell(55, 41.5, 9.2, 8.5, "#6B3E1E", INK, 0.45)
    head(c, 55, 45, 8)
    cap = arc_pts(55, 38, 11, 6.5, 180, 360, 16)
    c.poly([*cap, (66, 39), (44, 39)], sec, INK)
    c.poly([(44, 37), (66, 37), (66, 40), (44, 40)], trim, INK, 0.45)
    c.poly([(50, 33), (38, 18), (36, 20), (47, 35)], WHITE, INK, 0.45)
    c.line([(49, 34), (37, 19)], RED, 0.6)


def re_(c: Ctx, suit: str) -> None:
    """Re: a bearded king with a gold crown, long robe with ermine, sceptre and the symbol."""
    main, sec, _trim = CLOTH[suit]
    x: float
    y: float
    # mantle behind
    c.poly([(42, 60), (68, 60), (84, 166), (26, 166)], sec, INK)
    # sceptre in the left hand
    c.line([(33, 140), (33, 58)], GOLD_DARK, 2.2)
    c.line([(33, 140), (33, 58)], GOLD, 1.2)
    c.ell(33, 55, 3.3, 3.3, GOLD, INK, 0.5, 16)
    c.poly([(31.5, 53), (33, 46), (34.5, 53)], GOLD, INK, 0.4)
    # robe
    robe = [(45, 61), (65, 61), (72, 158), (38, 158)]
    c.poly(robe, main, INK)
    c.poly([(52.5, 64), (57.5, 64), (58.5, 158), (51.5, 158)], WHITE, INK, 0.45)
    c.poly([(38, 151), (72, 151), (72.6, 160), (37.4, 160)], WHITE, INK, 0.45)
    for x, y in (
        (55, 75),
        (55, 95),
        (55, 115),
        (55, 135),
        (43, 155.5),
        (49, 155.5),
        (61, 155.5),
        (67, 155.5),
    ):
        c.poly([(x - 0.9, y - 1.4), (x + 0.9, y - 1.4), (x, y + 1.8)], INK, None)
    # arms
    c.poly([(45, 64), (38, 70), (32, 88), (37, 91), (46, 74)], main, INK)
    c.ell(34, 90, 3.1, 3.1, SKIN, INK, 0.45, 16)
    c.poly([(65, 64), (72, 72), (75, 88), (70, 90), (65, 76)], main, INK)
    held_symbol(c, suit, 73, 89)
    c.ell(73, 90, 3.1, 3.1, SKIN, INK, 0.45, 16)
    # ermine collar
    c.ell(55, 61.5, 12, 4.2, WHITE, INK, 0.45)
    for x in (47.0, 52.0, 58.0, 63.0):
        c.dot(x, 61.5, 0.7, INK)
    # head, beard, crown
    c.ell(55, 42, 9.6, 9, "#D9D2C2", INK, 0.45)
    head(c, 55, 45, 8, beard=True)
    crown = [
        (45.5, 38),
        (45, 26),
        (49.5, 32),
        (52, 22),
        (55, 31),
        (58, 22),
        (60.5, 32),
        (65, 26),
        (64.5, 38),
    ]
    c.poly(crown, GOLD, INK, 0.55)
    c.poly([(45.5, 35), (64.5, 35), (64.5, 38.5), (45.5, 38.5)], GOLD_DARK, INK, 0.45)
    for x, col in ((49.5, RED), (55, BLUE), (60.5, GREEN)):
        c.dot(x, 36.7, 1.1, col)
    for px, py in ((45, 26), (52, 22), (58, 22), (65, 26)):
        c.dot(px, py, 1.2, GOLD_LIGHT)


def cavallo(c: Ctx, suit: str) -> None:
    """Cavallo: a rider on a prancing horse (facing right), the symbol held high."""
    main, sec, trim = CLOTH[suit]
    coat = HORSE[suit]
    mane = "#3A2614" if suit != "s" else "#1E1E22"
    # tail
    c.poly([(28, 104), (20, 116), (18, 140), (22, 153), (27, 134), (33, 110)], mane, INK)
    # far legs
    c.poly([(38, 120), (44, 121), (45, 159), (39, 159)], coat, INK)
    c.poly([(63, 121), (69, 121), (69, 159), (63, 159)], coat, INK)
    # body: barrel, hindquarters, chest
    c.ell(33, 109, 10.5, 12.5, coat, INK, 0.6, 32)
    c.ell(50, 112, 25, 14.5, coat, None, 0, 48)
    c.ell(50, 112, 25, 14.5, None, INK, 0.6, 48)
    c.ell(66, 108, 9, 11.5, coat, INK, 0.6, 32)
    c.ell(50, 111, 24, 13, coat, None, 0, 48)
    # near legs: hind straight, fore raised
    c.poly([(27, 112), (38, 117), (36, 138), (38, 159), (31, 159), (29, 140)], coat, INK)
    c.poly([(64, 113), (73, 114), (81, 126), (77, 139), (73, 138), (75, 128), (65, 124)], coat, INK)
    for x, y in ((42, 159), (66, 159), (34.5, 159)):
        c.poly(
            [(x - 3.3, y - 2.5), (x + 3.3, y - 2.5), (x + 3.9, y + 1.5), (x - 3.9, y + 1.5)],
            INK,
            None,
        )
    c.poly([(73.5, 136.5), (77.8, 138.5), (76.3, 142), (72, 140)], INK, None)
    # neck and head
    c.poly([(57, 106), (62, 86), (67, 76), (76, 71), (80, 80), (76, 108)], coat, INK)
    c.poly([(67, 76), (74, 69), (80, 71.5), (85.5, 84), (84, 90), (78, 91), (72, 84)], coat, INK)
    c.ell(66, 108, 8.2, 10.5, coat, None, 0, 32)
    c.poly([(69, 74), (70, 65.5), (74, 71)], coat, INK, 0.45)
    c.dot(76.5, 77, 1.0, INK)
    c.dot(83.8, 87.5, 0.6, INK)
    # mane
    c.poly([(68, 74), (61, 82), (55, 101), (58.5, 103), (63, 88), (71, 78)], mane, INK, 0.45)
    # bridle and reins
    c.line([(74, 72), (80, 89)], RED_DARK, 0.9)
    c.line([(78.5, 85), (59, 92)], RED_DARK, 0.7)
    # caparison with fringe
    c.poly([(38, 99), (64, 99), (66, 124), (36, 124)], main, INK)
    c.poly([(36, 120.5), (66, 120.5), (66.4, 124.5), (35.6, 124.5)], trim, INK, 0.4)
    # rider: leg, torso, head with hat, arm holding the symbol
    c.poly([(47, 98), (56, 98), (58, 116), (60, 122), (53, 123), (49, 112)], sec, INK)
    c.poly([(52, 121), (61, 121), (62, 125), (52, 125)], INK, None)
    c.poly([(45, 74), (58, 74), (60, 100), (44, 100)], sec, INK)
    c.poly([(44, 93), (60, 93), (60.4, 97), (43.6, 97)], trim, INK, 0.45)
    c.poly([(56, 76), (61, 77), (70, 60), (66, 57)], sec, INK)
    held_symbol(c, suit, 68, 57, 21)
    c.ell(68, 58, 2.8, 2.8, SKIN, INK, 0.45, 16)
    c.ell(51.5, 73.5, 8, 2.6, WHITE, INK, 0.45)
    head(c, 51.5, 60, 6.8)
    c.poly([*arc_pts(51.5, 54, 9, 5, 180, 360, 12), (61, 55), (42, 55)], main, INK)
    c.poly([(42, 53.5), (61, 53.5), (61, 56), (42, 56)], trim, INK, 0.4)


def figure_card(rank: str, suit: str) -> Image.Image:
    """Fante, Cavallo, Re: a figure in a coloured frame."""
    img, d = new_canvas()
    figure_frame(d, rank)
    zoom = FIGURE_ZOOM[rank]
    base = Ctx(d, 55 * (1 - zoom), 92 * (1 - zoom), 0, zoom)
    {"F": fante, "C": cavallo, "R": re_}[rank](base, suit)
    corner_index(img, rank, suit)
    return img


# --------------------------------------------------------------------------- backs


def back_card(name: str) -> Image.Image:
    """A card back: a lattice of rhombi with dots and a central medallion, 180-degree symmetric."""
    base, dark, light = {
        "red": ("#A51E2B", "#6E1019", "#F3D9A8"),
        "blue": ("#1F4C8F", "#11284F", "#E6DCC0"),
    }[name]
    img, d = new_canvas()
    k = K
    d.rounded_rectangle((4 * k, 4 * k, (W - 4) * k, (H - 4) * k), radius=4 * k, fill=light)
    d.rounded_rectangle((6 * k, 6 * k, (W - 6) * k, (H - 6) * k), radius=3 * k, fill=base)
    pat = Image.new("RGB", img.size, base)
    pd = ImageDraw.Draw(pat)
    step = 11.0
    cx, cy = W / 2, H / 2
    for i in range(-16, 17):
        off = i * step
        for sgn in (-1, 1):
            x0, y0 = cx + off - sgn * 100, cy - 100 * 1.0
            x1, y1 = cx + off + sgn * 100, cy + 100 * 1.0
            pd.line((x0 * k, y0 * k, x1 * k, y1 * k), fill=dark, width=round(1.6 * k))
            pd.line((x0 * k, y0 * k, x1 * k, y1 * k), fill=light, width=round(0.5 * k))
    for i in range(-12, 13):
        for j in range(-12, 13):
            x = cx + (i + j) * step / 2
            y = cy + (i - j) * step / 2
            pd.ellipse(((x - 1.5) * k, (y - 1.5) * k, (x + 1.5) * k, (y + 1.5) * k), fill=light)
            x2, y2 = x + step / 2, y
            pd.ellipse(((x2 - 0.8) * k, (y2 - 0.8) * k, (x2 + 0.8) * k, (y2 + 0.8) * k), fill=dark)
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (8 * k, 8 * k, (W - 8) * k, (H - 8) * k), radius=2 * k, fill=255
    )
    img.paste(pat, (0, 0), mask)
    d.rounded_rectangle(
        (8 * k, 8 * k, (W - 8) * k, (H - 8) * k), radius=2 * k, outline=light, width=round(0.6 * k)
    )
    # medallion: sun rosette in an oval
    c = Ctx(d, cx, cy)
    c.ell(0, 0, 25, 34, light, dark, 0.9, 64)
    c.ell(0, 0, 21.5, 30.5, base, dark, 0.6, 64)
    for i in range(16):
        rc = Ctx(d, cx, cy, 22.5 * i)
        rc.poly(
            [(-2.6, -8), (2.6, -8), (0, -17 if i % 2 == 0 else -13)],
            light if i % 2 == 0 else GOLD,
            dark,
            0.45,
        )
    c.ell(0, 0, 8.5, 8.5, GOLD, dark, 0.6, 32)
    c.ell(0, 0, 4.5, 4.5, light, dark, 0.5, 24)
    c.ell(0, 0, 1.8, 1.8, base, None, 0, 12)
    for sy in (-1, 1):
        c.ell(0, sy * 26.5, 2.2, 2.2, GOLD, dark, 0.4, 12)
    return img


# --------------------------------------------------------------------------- output


_ALPHA_CACHE: dict[tuple[int, int], Image.Image] = {}


def finish(master: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Downsample a master canvas to ``size`` and cut the rounded corners (alpha 0 outside)."""
    if size not in _ALPHA_CACHE:
        m = Image.new("L", master.size, 0)
        ImageDraw.Draw(m).rounded_rectangle(
            (0, 0, master.width - 1, master.height - 1), radius=RADIUS * K, fill=255
        )
        _ALPHA_CACHE[size] = m.resize(size, Image.Resampling.BOX)
    out = master.resize(size, Image.Resampling.LANCZOS).convert("RGBA")
    out.putalpha(_ALPHA_CACHE[size])
    return out


def all_codes() -> list[str]:
    """The 40 face codes, suit by suit (c, d, s, b), ranks A..R."""
    return [r + s for s in SUITS for r in RANKS]


def draw_card(code: str) -> Image.Image:
    """The master canvas of one face (``code`` like ``"7d"``) or back (``"back-red"``)."""
    if code.startswith("back-"):
        return back_card(code[5:])
    rank, suit = code[0], code[1]
    if rank in "FCR":
        return figure_card(rank, suit)
    return number_card(rank, suit)


def save_png(img: Image.Image, path: Path) -> None:
    """Save a PNG deterministically (no metadata, optimized)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, format="PNG", optimize=True)


def contact_sheet(cards: dict[str, Image.Image]) -> Image.Image:
    """All 40 faces (one row per suit, ranks A..R) and the backs, 1x size, on green felt."""
    gap, margin, label = 8, 12, 16
    cols = len(RANKS)
    sw = margin * 2 + cols * W + (cols - 1) * gap
    sh = margin * 2 + 5 * (H + label) + 4 * gap
    sheet = Image.new("RGBA", (sw, sh), (26, 92, 52, 255))
    d = ImageDraw.Draw(sheet)
    font = _font(12)
    rows = [[r + s for r in RANKS] for s in SUITS] + [[f"back-{b}" for b in BACKS]]
    for j, row in enumerate(rows):
        y = margin + j * (H + label + gap)
        for i, code in enumerate(row):
            x = margin + i * (W + gap)
            d.text(
                (x + W / 2, y + label / 2), code, font=font, fill=(236, 226, 200, 255), anchor="mm"
            )
            sheet.alpha_composite(cards[code], (x, y + label))
    return sheet


def make_icon(masters: dict[str, Image.Image]) -> Image.Image:
    """256x256 icon: Due and Tre di denari fanned behind the Asso, transparent background."""
    size = 1024
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    # the Due and the Tre fanned behind, the Asso in front
    for code, ang, dx, dy in (("2d", 22, -165, 40), ("3d", -22, 165, 40), ("Ad", 0, 0, -10)):
        card = finish(masters[code], (418, 684))
        rot = card.rotate(ang, resample=Image.Resampling.BICUBIC, expand=True)
        x = size // 2 - rot.width // 2 + dx
        y = size // 2 - rot.height // 2 + dy
        canvas.alpha_composite(rot, (x, y))
    return canvas.resize((256, 256), Image.Resampling.LANCZOS)


def generate(out: Path, verbose: bool = False) -> list[Path]:
    """Draw everything into ``out`` (the assets folder); return the written paths."""
    written: list[Path] = []
    codes = [*all_codes(), *(f"back-{b}" for b in BACKS)]
    small: dict[str, Image.Image] = {}
    icon_masters: dict[str, Image.Image] = {}
    for code in codes:
        master = draw_card(code)
        if code in ("Ad", "2d", "3d"):
            icon_masters[code] = master
        for scale in (1, 2):
            img = finish(master, (W * scale, H * scale))
            p = out / "cards" / f"{scale}x" / f"{code}.png"
            save_png(img, p)
            written.append(p)
            if scale == 1:
                small[code] = img
    sheet = contact_sheet(small)
    p = out / "cards" / "contact-sheet.png"
    save_png(sheet, p)
    written.append(p)
    icon = make_icon(icon_masters)
    p = out / "icon.png"
    save_png(icon, p)
    written.append(p)
    p = out / "icon.ico"
    icon.save(
        p,
        format="ICO",
        sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)],
    )
    written.append(p)
    if verbose:
        print(f"wrote {len(written)} files into {out}")
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point: ``python scripts/make_cards.py [--out DIR]``."""
    default = Path(__file__).resolve().parents[1] / "assets"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument(
        "--out",
        type=Path,
        default=default,
        help=f"assets folder to write into (default: {default})",
    )
    ap.add_argument(
        "--only", nargs="*", default=None, help="(debugging) just write these card codes at 1x/2x"
    )
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    if args.only:
        for code in args.only:
            master = draw_card(code)
            for scale in (1, 2):
                save_png(
                    finish(master, (W * scale, H * scale)),
                    args.out / "cards" / f"{scale}x" / f"{code}.png",
                )
    else:
        generate(args.out, verbose=True)
    print(f"done in {time.perf_counter() - t0:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
