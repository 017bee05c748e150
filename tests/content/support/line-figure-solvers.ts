/**
 * Independent solvers for the line-figure topics, written without the generators' code.
 *
 * Embedded figures, by geometry: figure X is in a drawing if, at some shift (searched in half steps,
 * so a shift between lattice points is tried too), every point along every line of X lies on a line
 * of the drawing.
 */
import { text, type Expected } from './values';

type Seg = number[];

const EPS = 1e-9;

/** Whether point (px, py) lies on segment s. */
export function onSegment(px: number, py: number, s: Seg): boolean {
  const [x1, y1, x2, y2] = s as [number, number, number, number];
  const cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
  if (Math.abs(cross) > 1e-7) return false;
  return px >= Math.min(x1, x2) - EPS && px <= Math.max(x1, x2) + EPS && py >= Math.min(y1, y2) - EPS && py <= Math.max(y1, y2) + EPS;
}

/** Whether X, shifted by (dx, dy), lies entirely on the drawing's lines (tested at 16 points a line). */
function coveredAt(figure: Seg[], drawing: Seg[], dx: number, dy: number): boolean {
  return figure.every(([x1, y1, x2, y2]) => {
    for (let i = 0; i <= 16; i += 1) {
      const px = x1! + ((x2! - x1!) * i) / 16 + dx;
      const py = y1! + ((y2! - y1!) * i) / 16 + dy;
      if (!drawing.some((s) => onSegment(px, py, s))) return false;
    }
    return true;
  });
}

export function containsFigure(figure: Seg[], drawing: Seg[], canvas: number): boolean {
  for (let dx = -canvas; dx <= canvas; dx += 0.5) {
    for (let dy = -canvas; dy <= canvas; dy += 0.5) {
      if (coveredAt(figure, drawing, dx, dy)) return true;
    }
  }
  return false;
}

export function embeddedAnswer(p: { canvas: number; figure: Seg[]; options: Record<string, Seg[]> }): Expected {
  const hits = Object.entries(p.options).filter(([, drawing]) => containsFigure(p.figure, drawing, p.canvas)).map(([name]) => name);
  return text(hits.join(' AND '));
}
