import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

/** A label cut to the characters that fit `width` pixels (about 7 px a character at the axis' font). */
export function fitLabel(label: string, width: number): string {
  const room = Math.max(1, Math.floor(width / 7));
  return label.length <= room ? label : `${label.slice(0, Math.max(1, room - 1))}…`;
}

/**
 * Bars over categories (months, groups), drawn by uPlot: one or two series side by side, as wide as
 * the panel (it follows the panel's width on phones). The chart is a picture for the eye; the same
 * figures are in the table beside it for screen readers and keyboards, so the canvas is hidden from them.
 * This module is loaded only with the reports tab (React.lazy).
 */
export default function BarChart({
  categories,
  series,
  height = 220,
  valueSuffix = '',
}: {
  categories: string[];
  series: BarSeries[];
  height?: number;
  valueSuffix?: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const xs = categories.map((_, i) => i);
    const factor = series.length > 1 ? 0.4 : 0.6;
    const aligns: (-1 | 0 | 1)[] = series.length > 1 ? [1, -1] : [0];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height,
        legend: { show: series.length > 1, live: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.6, categories.length - 0.4] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
        axes: [
          {
            // A label gets the width of its bar's slot: longer ones are cut with '…' so none overlap on a phone.
            values: (u, splits) =>
              splits.map((v) => (Number.isInteger(v) ? fitLabel(categories[v] ?? '', u.bbox.width / devicePixelRatio / categories.length) : '')),
            splits: () => xs,
            gap: 4,
            size: 40,
          },
          { values: (_u, splits) => splits.map((v) => `${v}${valueSuffix}`), size: 48 },
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: s.color,
            fill: s.color,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [factor, 64], align: aligns[i] ?? 0, gap: 2 }),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 240), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [categories, series, height, valueSuffix]);

  return <div ref={box} aria-hidden="true" data-testid="bar-chart" />;
}
