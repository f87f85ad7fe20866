// The review's chart, drawn as SVG at the width it is given (no chart library): over the
// deal's moves, the chance of being the Kaschlan after the move played (solid) and after the
// best move (dashed) at each decision, the gap between them shaded, mistakes marked, the step
// shown as a line. A click goes to the nearest decision. Its text alternative is the table of
// decisions (ReviewScreen), which the picture names by id.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { percent } from '../hint/format';
import { type ChartPoint, chartLayout, nearestPoint } from './chart';

const BOX = { left: 40, right: 12, top: 12, bottom: 24 } as const;

export function Chart(props: {
  points: readonly ChartPoint[];
  /** The deal's moves (the x axis runs from 0 to this). */
  moves: number;
  step: number;
  /** Who played, for the words ("your move", "Anna's move"). */
  whose: string;
  /** The id of the table that says in words what the chart shows. */
  describedBy: string;
  onPick: (index: number) => void;
}) {
  const { points, moves, step } = props;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const height = width < 420 ? 150 : 180;
  const layout = chartLayout(points, moves, { width: Math.max(width, 1), height, ...BOX });
  const mistakes = points.filter((p) => p.mistake);
  const summary =
    points.length === 0
      ? 'No decision reviewed yet.'
      : `${points.length} decision${points.length === 1 ? '' : 's'} over ${moves} moves; ${
          mistakes.length === 0
            ? 'no mistakes marked'
            : `${mistakes.length} mistake${mistakes.length === 1 ? '' : 's'} marked, at move${
                mistakes.length === 1 ? '' : 's'
              } ${mistakes.map((m) => m.index + 1).join(', ')}`
        }. The table of decisions says it in words.`;
  const onClick = (e: MouseEvent) => {
    const svg = e.currentTarget as SVGSVGElement;
    const x = e.clientX - svg.getBoundingClientRect().left;
    const plot = Math.max(1, width - BOX.left - BOX.right);
    const move = ((x - BOX.left) / plot) * Math.max(1, moves);
    const near = nearestPoint(points, move);
    if (near) props.onPick(near.index);
  };
  return (
    <figure class="review-chart" data-chart data-points={points.length}>
      <div class="chart-box" ref={box}>
        {width > 0 && (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the table of decisions is the keyboard's way (its rows are buttons), and N/P step through them
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby="chart-title chart-desc"
            aria-describedby={props.describedBy}
            onClick={onClick}
          >
            <title id="chart-title">
              Chance of being the Kaschlan at each decision: {props.whose} move and the best move
            </title>
            <desc id="chart-desc">{summary}</desc>
            {layout.yTicks.map((t) => (
              <g key={t.label} class="chart-grid">
                <line x1={BOX.left} x2={width - BOX.right} y1={t.at} y2={t.at} />
                <text x={BOX.left - 6} y={t.at} dy="0.32em" text-anchor="end">
                  {t.label}
                </text>
              </g>
            ))}
            {layout.xTicks.map((t) => (
              <text key={t.label} class="chart-xtick" x={t.at} y={height - 6} text-anchor="middle">
                {t.label}
              </text>
            ))}
            <line
              class="chart-step"
              x1={layout.x(step)}
              x2={layout.x(step)}
              y1={BOX.top}
              y2={height - BOX.bottom}
            />
            {points.length > 0 && <path class="chart-gap" d={layout.gapPath} />}
            {points.length > 1 && <path class="chart-best" d={layout.bestPath} />}
            {points.length > 1 && <path class="chart-played" d={layout.playedPath} />}
            {layout.best.map((d) => (
              <circle key={`b${d.index}`} class="chart-best-dot" cx={d.x} cy={d.y} r={2.5} />
            ))}
            {layout.played.map((d, i) => (
              <circle
                key={`p${d.index}`}
                class={`chart-dot${d.mistake ? ' mistake' : ''}${d.index === step ? ' now' : ''}`}
                data-move={d.index}
                cx={d.x}
                cy={d.y}
                r={d.mistake ? 6 : d.index === step ? 5 : 3.5}
              >
                <title>
                  Move {d.index + 1}: {percent(points[i]!.played)} played,{' '}
                  {percent(points[i]!.best)} best{d.mistake ? ' (a mistake)' : ''}
                </title>
              </circle>
            ))}
          </svg>
        )}
      </div>
      <figcaption class="chart-legend">
        <span class="key-played">{props.whose} move</span>
        <span class="key-best">best move</span>
        <span class="key-mistake">mistake</span>
        <span class="chart-axis">chance of being the Kaschlan, by move</span>
      </figcaption>
    </figure>
  );
}
