import { useEffect, useRef, useState } from 'react';
import type { ReviewDay } from '@school/shared/review';
import { Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './review.module.css';

const t = texts.review;

/**
 * Reviews per day for the last 30 days as bars (uPlot: small, maintained, canvas), loaded only with
 * this page and drawn only in the browser; the same numbers as a table for screen readers.
 */
export function ReviewsChart({ days }: { days: readonly ReviewDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const last = days.slice(-30);

  useEffect(() => {
    let disposed = false;
    let plot: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null;
    let observer: ResizeObserver | null = null;
    void Promise.all([import(/* webpackChunkName: "uplot" */ 'uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const element = box.current;
      if (disposed || !element) return;
      const xs = last.map((_, i) => i);
      const width = Math.max(240, element.clientWidth);
      const style = getComputedStyle(element);
      const accent = style.getPropertyValue('--sc-accent').trim() || '#2f6fed';
      const danger = style.getPropertyValue('--sc-danger').trim() || '#d64545';
      const bars = UPlot.paths.bars!({ size: [0.7, 24] });
      plot = new UPlot(
        {
          width,
          height: 180,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { values: (_u, ticks) => ticks.map((i) => (last[i] ? last[i]!.date.slice(8, 10) + '.' + last[i]!.date.slice(5, 7) : '')), space: 40 },
            { values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? String(v) : '')), size: 36 },
          ],
          series: [
            {},
            { label: t.chartReviews, fill: accent, stroke: accent, paths: bars, points: { show: false } },
            { label: t.chartAgain, fill: danger, stroke: danger, paths: bars, points: { show: false } },
          ],
        },
        [xs, last.map((d) => d.reviews), last.map((d) => d.again)],
        element,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(240, element.clientWidth), height: 180 }));
      observer.observe(element);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
    // The days of one answer are drawn once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days]);

  return (
    <figure className={styles.chart} data-testid="reviews-chart">
      <figcaption className={styles.subtitle}>{t.chartTitle}</figcaption>
      <div ref={box} className={styles.chartBox} aria-hidden data-drawn={ready || undefined}>
        {!ready && <Loader inline label={t.chartLoading} />}
      </div>
      <table className="sc-visually-hidden">
        <caption>{t.chartTable}</caption>
        <thead>
          <tr>
            <th scope="col">{t.chartDate}</th>
            <th scope="col">{t.chartReviews}</th>
            <th scope="col">{t.chartAgain}</th>
          </tr>
        </thead>
        <tbody>
          {last.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.reviews}</td>
              <td>{d.again}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
