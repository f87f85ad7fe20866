// The review's chart over the deal, as numbers: where each decision goes (x: the move it was
// made at, out of the deal's moves; y: a loss chance from 0 at the bottom to 1 at the top),
// the lines of the move played and the best move, the gap between them shaded, and the axes'
// ticks. Pure, so its scaling is tested in Node; Chart.tsx draws it as SVG.

export interface ChartPoint {
  /** The record's action index: the decision was taken after `index` moves. */
  readonly index: number;
  /** Loss chance of the move played, and of the best move, in [0, 1]. */
  readonly played: number;
  readonly best: number;
  readonly mistake: boolean;
}

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room for the axes' labels. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export interface Tick {
  readonly at: number;
  readonly label: string;
}

export interface Dot {
  readonly x: number;
  readonly y: number;
  readonly index: number;
  readonly mistake: boolean;
}

export interface ChartLayout {
  /** The plot's x of a move number, y of a chance. */
  readonly x: (move: number) => number;
  readonly y: (chance: number) => number;
  readonly played: readonly Dot[];
  readonly best: readonly Dot[];
  /** SVG path data: the two lines, and the area between them. */
  readonly playedPath: string;
  readonly bestPath: string;
  readonly gapPath: string;
  readonly xTicks: readonly Tick[];
  readonly yTicks: readonly Tick[];
}

const clamp01 = (p: number): number => (Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0);
const round = (n: number): number => Math.round(n * 10) / 10;

/** A round step for about `count` ticks up to `max`: 1, 2, 5, 10, 20, 50... */
export function tickStep(max: number, count: number): number {
  const raw = Math.max(1, max / Math.max(1, count));
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

const path = (dots: readonly { x: number; y: number }[]): string =>
  dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${round(d.x)} ${round(d.y)}`).join(' ');

/** Lay out `points` (in deal order) over a deal of `moves` moves in `box`; `percent` labels the y axis. */
export function chartLayout(
  points: readonly ChartPoint[],
  moves: number,
  box: ChartBox,
  percent: (chance: number) => string = (p) => `${Math.round(p * 100)}%`,
): ChartLayout {
  const span = Math.max(1, moves);
  const plotW = Math.max(1, box.width - box.left - box.right);
  const plotH = Math.max(1, box.height - box.top - box.bottom);
  const x = (move: number) => box.left + (Math.min(Math.max(move, 0), span) / span) * plotW;
  const y = (chance: number) => box.top + (1 - clamp01(chance)) * plotH;
  const played = points.map((p) => ({
    x: x(p.index),
    y: y(p.played),
    index: p.index,
    mistake: p.mistake,
  }));
  const best = points.map((p) => ({ x: x(p.index), y: y(p.best), index: p.index, mistake: false }));
  const gapPath = points.length === 0 ? '' : `${path([...played, ...[...best].reverse()])} Z`;
  const step = tickStep(span, Math.max(2, Math.floor(plotW / 70)));
  const xTicks: Tick[] = [];
  for (let m = 0; m <= span; m += step) xTicks.push({ at: x(m), label: String(m) });
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((p) => ({ at: y(p), label: percent(p) }));
  return {
    x,
    y,
    played,
    best,
    playedPath: path(played),
    bestPath: path(best),
    gapPath,
    xTicks,
    yTicks,
  };
}

/** The decision nearest to move `move` (a click on the chart), or null without decisions. */
export function nearestPoint(points: readonly ChartPoint[], move: number): ChartPoint | null {
  let near: ChartPoint | null = null;
  for (const p of points)
    if (near === null || Math.abs(p.index - move) < Math.abs(near.index - move)) near = p;
  return near;
}
