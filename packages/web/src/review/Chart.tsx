// The review's chart, drawn as SVG at the width it is given (no chart library): over the
// deal's moves, the chance of being the Kaschlan after the move played (solid) and after the
// best move (dashed) at each decision, the gap between them shaded, mistakes marked (larger
// diamonds: told by shape, not by colour alone), the step shown as a line. A click goes to the
// nearest decision. Its text alternative is the table of decisions (ReviewScreen), which the
// picture names by id.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { percent } from '../hint/format';
import { lang, t } from '../i18n';
import { type ChartPoint, chartLayout, nearestPoint } from './chart';

const BOX = { left: 40, right: 12, top: 12, bottom: 24 } as const;

export function Chart(props: {
  points: readonly ChartPoint[];
  /** The deal's moves (the x axis runs from 0 to this). */
  moves: number;
  step: number;
  /** Who played, for the words ("your move", "Anna's move"): the name, and whether it is you. */
  who: string;
  you: boolean;
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
  const layout = chartLayout(points, moves, { width: Math.max(width, 1), height, ...BOX }, percent);
  const mistakes = points.filter((p) => p.mistake);
  const at = new Intl.ListFormat(lang.value, { type: 'conjunction' }).format(
    mistakes.map((m) => String(m.index + 1)),
  );
  const summary =
    points.length === 0
      ? t('review.chart.empty')
      : t('review.chart.summary')(points.length, moves, mistakes.length, at);
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
            <title id="chart-title">{t('review.chart.title')(props.who, props.you)}</title>
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
            {layout.played.map((d, i) => {
              const cls = `chart-dot${d.mistake ? ' mistake' : ''}${d.index === step ? ' now' : ''}`;
              const title = (
                <title>
                  {t('review.chart.dot')(
                    d.index + 1,
                    percent(points[i]!.played),
                    percent(points[i]!.best),
                    d.mistake,
                  )}
                </title>
              );
              // A mistake is a larger diamond, not a dot: told by its shape, not its colour alone.
              return d.mistake ? (
                <path
                  key={`p${d.index}`}
                  class={cls}
                  data-move={d.index}
                  d={`M${d.x} ${d.y - 7}L${d.x + 7} ${d.y}L${d.x} ${d.y + 7}L${d.x - 7} ${d.y}Z`}
                >
                  {title}
                </path>
              ) : (
                <circle
                  key={`p${d.index}`}
                  class={cls}
                  data-move={d.index}
                  cx={d.x}
                  cy={d.y}
                  r={d.index === step ? 5 : 3.5}
                >
                  {title}
                </circle>
              );
            })}
          </svg>
        )}
      </div>
      <figcaption class="chart-legend">
        <span class="key-played">{t('review.chart.played')(props.who, props.you)}</span>
        <span class="key-best">{t('review.chart.best')}</span>
        <span class="key-mistake">{t('review.chart.mistake')}</span>
        <span class="chart-axis">{t('review.chart.axis')}</span>
      </figcaption>
    </figure>
  );
}
