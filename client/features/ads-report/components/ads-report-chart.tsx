import { useId } from "react";

export interface ChartBar {
  label: string;
  /** The bar's length in the chart's unit (cents); null draws no bar, only `text`. */
  value: number | null;
  /** What the bar says: the figure as the reader writes it, or why there is none. */
  text: string;
}

export interface AdsReportChartProps {
  title: string;
  /** Said to screen readers after the title: where the same figures are as text. */
  description: string;
  bars: ChartBar[];
}

const width = 320;
const labelHeight = 16;
const barHeight = 14;
const rowHeight = labelHeight + barHeight + 10;

/**
 * Horizontal bars, one per source, its name above it and its figure after it (plain SVG, no chart
 * library: a handful of bars; the screen loads this file only when it draws a chart). The viewBox
 * scales with the column, so it reads at 390 px as on a desktop.
 */
export function AdsReportChart({ title, description, bars }: AdsReportChartProps) {
  const titleId = useId();
  const descId = useId();
  const widest = Math.max(0, ...bars.map((b) => b.value ?? 0));
  const height = bars.length * rowHeight;
  return (
    <figure className="max-w-lg">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800" aria-hidden="true">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        data-testid="ads-report-chart"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {bars.map((bar, i) => {
          const y = i * rowHeight;
          // The figure's text needs room after the bar: bars use at most 70% of the width.
          const length = bar.value && widest > 0 ? Math.max(2, (bar.value / widest) * width * 0.7) : 0;
          return (
            <g key={bar.label} data-bar={bar.label}>
              <text x={0} y={y + 12} fontSize={12} fill="#334155">
                {bar.label}
              </text>
              {length > 0 && <rect x={0} y={y + labelHeight} width={length} height={barHeight} rx={2} fill="#1d4ed8" />}
              <text x={length + 6} y={y + labelHeight + 11} fontSize={11} fill="#0f172a">
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
