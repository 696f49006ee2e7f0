/**
 * The geometry the drawn table's layout (seat-layout.ts) is worked out in: boxes by their centre,
 * how far apart two are, the felt as a capsule (straight sides and half circles, as card tables
 * are) and the points along its rail with the way in to the middle.
 */

export interface Size {
  width: number;
  height: number;
}

/** A box by its centre, in px of the frame. */
export interface Box {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** The felt: a capsule centred in the frame, its rail through the seats' centres. */
export interface Felt {
  cx: number;
  cy: number;
  /** Half its width and half its height. */
  rx: number;
  ry: number;
}

/** Clearance kept between any two things on the table (px). */
export const GAP = 4;

/**
 * How far apart two boxes are: the larger of the horizontal and vertical gaps between their edges
 * (negative: they overlap by that much on both axes).
 */
export function separation(a: Box, b: Box): number {
  return Math.max(Math.abs(a.cx - b.cx) - (a.width + b.width) / 2, Math.abs(a.cy - b.cy) - (a.height + b.height) / 2);
}

const corners = (b: Box) =>
  [-1, 1].flatMap((sx) => [-1, 1].map((sy) => [b.cx + (sx * b.width) / 2, b.cy + (sy * b.height) / 2] as const));

/** Whether a point lies on or inside the felt (within its radius of the capsule's spine). */
export function onFelt(felt: Felt, x: number, y: number): boolean {
  const r = Math.min(felt.rx, felt.ry);
  const hx = felt.rx - r;
  const hy = felt.ry - r;
  const dx = Math.max(Math.abs(x - felt.cx) - hx, 0);
  const dy = Math.max(Math.abs(y - felt.cy) - hy, 0);
  return Math.hypot(dx, dy) <= r + 1e-9;
}

/** Whether a box lies wholly on the felt (the capsule is convex: its corners are enough). */
export const boxOnFelt = (felt: Felt, box: Box): boolean => corners(box).every(([x, y]) => onFelt(felt, x, y));

export interface RailPoint {
  x: number;
  y: number;
  /** The unit normal pointing in, to the middle of the table. */
  nx: number;
  ny: number;
}

/**
 * The point at `fraction` (0 to 1) of the rail's length, from the bottom centre clockwise on screen
 * (bottom, left, top, right): the rail as straight sides and two half circles.
 */
export function railPoint(felt: Felt, fraction: number): RailPoint {
  const r = Math.min(felt.rx, felt.ry);
  const hx = felt.rx - r;
  const hy = felt.ry - r;
  type Piece = { length: number; at: (d: number) => RailPoint };
  const arc = (ccx: number, ccy: number, from: number): Piece => ({
    length: (Math.PI / 2) * r,
    at: (d) => {
      const angle = from + d / r;
      const [c, s] = [Math.cos(angle), Math.sin(angle)];
      return { x: ccx + r * c, y: ccy + r * s, nx: -c, ny: -s };
    },
  });
  const line = (x0: number, y0: number, x1: number, y1: number, nx: number, ny: number): Piece => {
    const length = Math.hypot(x1 - x0, y1 - y0);
    return { length, at: (d) => ({ x: x0 + ((x1 - x0) * d) / length, y: y0 + ((y1 - y0) * d) / length, nx, ny }) };
  };
  const { cx, cy } = felt;
  // Screen y grows downwards, so an angle growing from 90 degrees (the bottom) turns clockwise.
  const pieces: Piece[] = [
    line(cx, cy + felt.ry, cx - hx, cy + felt.ry, 0, -1),
    arc(cx - hx, cy + hy, Math.PI / 2),
    line(cx - felt.rx, cy + hy, cx - felt.rx, cy - hy, 1, 0),
    arc(cx - hx, cy - hy, Math.PI),
    line(cx - hx, cy - felt.ry, cx + hx, cy - felt.ry, 0, 1),
    arc(cx + hx, cy - hy, (3 * Math.PI) / 2),
    line(cx + felt.rx, cy - hy, cx + felt.rx, cy + hy, -1, 0),
    arc(cx + hx, cy + hy, 0),
    line(cx + hx, cy + felt.ry, cx, cy + felt.ry, 0, -1),
  ];
  const total = pieces.reduce((sum, p) => sum + p.length, 0);
  let left = (((fraction % 1) + 1) % 1) * total;
  for (const piece of pieces) {
    if (left <= piece.length) return piece.at(left);
    left -= piece.length;
  }
  return (pieces.at(-1) as Piece).at((pieces.at(-1) as Piece).length);
}

/** How far along the inward normal a box must move from the seat's centre to clear the seat by GAP. */
export function inward(seat: Size, box: Size, nx: number, ny: number): number {
  const byX = Math.abs(nx) > 1e-9 ? ((seat.width + box.width) / 2 + GAP) / Math.abs(nx) : Infinity;
  const byY = Math.abs(ny) > 1e-9 ? ((seat.height + box.height) / 2 + GAP) / Math.abs(ny) : Infinity;
  return Math.min(byX, byY);
}

/** The smallest separation between any two of the boxes. */
export function tightest(boxes: readonly Box[]): number {
  let least = Infinity;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) least = Math.min(least, separation(boxes[i] as Box, boxes[j] as Box));
  }
  return least;
}
