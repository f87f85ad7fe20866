// A player's rating over his rated deals as an SVG line (oldest left), with the newcomer's
// 1,500 as a dashed line for scale. Its text alternative is the table the profile shows
// beside it; the plot itself is one image with a title that sums it up.

import type { HistoryPoint } from '@kaschlan/protocol';
import { t } from '../i18n';

const W = 420;
const H = 220;
const LEFT = 46;
const RIGHT = 14;
const TOP = 14;
const BOTTOM = 14;
const NEWCOMER = 1500;

/** The value plotted: the overall rating after the deal (the count's where it was not kept). */
export const plotted = (h: HistoryPoint): number => h.overall ?? h.shown;

/** A round step for about four grid lines over `range`. */
function stepFor(range: number): number {
  for (const step of [10, 25, 50, 100, 200, 250, 500, 1000]) if (range / step <= 5) return step;
  return 2000;
}

export function RatingPlot(props: { history: readonly HistoryPoint[] }) {
  const values = props.history.map(plotted);
  if (values.length === 0) return null;
  const step = stepFor(Math.max(...values, NEWCOMER) - Math.min(...values, NEWCOMER));
  const lo = Math.floor((Math.min(...values, NEWCOMER) - step / 4) / step) * step;
  const hi = Math.ceil((Math.max(...values, NEWCOMER) + step / 4) / step) * step;
  const wide = W - LEFT - RIGHT;
  const tall = H - TOP - BOTTOM;
  const x = (i: number) =>
    LEFT + (values.length === 1 ? wide / 2 : (i * wide) / (values.length - 1));
  const y = (v: number) => TOP + ((hi - v) / (hi - lo)) * tall;
  const ticks: number[] = [];
  for (let v = lo; v <= hi; v += step) ticks.push(v);
  const title = t('players.profile.plot')(values[0]!, values.at(-1)!, values.length);
  return (
    <svg
      class="rating-plot"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby="rating-plot-title"
      data-rating-plot
    >
      <title id="rating-plot-title">{title}</title>
      {ticks.map((v) => (
        <g key={v} class="plot-grid">
          <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} />
          <text x={LEFT - 6} y={y(v)} dy="0.35em" text-anchor="end">
            {v}
          </text>
        </g>
      ))}
      <line class="plot-newcomer" x1={LEFT} x2={W - RIGHT} y1={y(NEWCOMER)} y2={y(NEWCOMER)} />
      <polyline class="plot-line" points={values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
      {values.length <= 60 &&
        values.map((v, i) => <circle key={i} class="plot-point" cx={x(i)} cy={y(v)} r={3.5} />)}
    </svg>
  );
}
