import { useId, useMemo, useRef } from 'react';
import { Button, formatCurrency, Table, useDisclosure } from '@lender/shared';
import { formatMonth, type BalancePoint } from './balanceSeries';
import { chartGeometry, formatCompactCurrency, MARGIN } from './chartGeometry';
import { stepArea, stepLine } from './stepPaths';
import { useElementWidth } from './useElementWidth';
import * as styles from './balanceChart.css';

const HEIGHT = 256;

const balanceSummary = (points: readonly BalancePoint[]): string => {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return (
    `From ${formatCurrency(first.balance)} in ${formatMonth(first.month)} ` +
    `to ${formatCurrency(last.balance)} in ${formatMonth(last.month)}.`
  );
};

/**
 * The loan balance at each month's end: a step chart (a balance holds until the next entry) drawn
 * at the container's width, summarised for screen readers, and the same numbers as a table on
 * request (rendered only then).
 */
export function BalanceChart({ points }: { points: readonly BalancePoint[] }) {
  const headingId = useId();
  const titleId = useId();
  const summaryId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef, 640);
  const table = useDisclosure();
  const summary = balanceSummary(points);

  const drawing = useMemo(() => {
    const geometry = chartGeometry(points, { width, height: HEIGHT });
    const pixels = points.map((p) => ({ x: geometry.x(p), y: geometry.y(p.balance) }));
    return { geometry, area: stepArea(pixels, geometry.floor), line: stepLine(pixels) };
  }, [points, width]);
  const { geometry } = drawing;

  return (
    <figure className={styles.figure} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.chartHeading}>
        Loan Balance Over Time
      </h3>
      <div ref={frameRef} className={styles.frame}>
        <svg
          className={styles.svg}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
        >
          <title id={titleId}>Loan balance over time</title>
          {geometry.yTicks.map((value) => (
            <g key={value}>
              <line
                className={styles.grid}
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={geometry.y(value)}
                y2={geometry.y(value)}
              />
              <text
                className={styles.tick}
                x={MARGIN.left - 8}
                y={geometry.y(value)}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {formatCompactCurrency(value)}
              </text>
            </g>
          ))}
          <path className={styles.area} d={drawing.area} />
          <path className={styles.line} d={drawing.line} />
          {geometry.xTicks.map((tick) => (
            <text
              key={tick.label}
              className={styles.tick}
              x={tick.x}
              y={HEIGHT - 4}
              textAnchor="middle"
            >
              {tick.label}
            </text>
          ))}
        </svg>
      </div>
      <figcaption id={summaryId} className={styles.summary}>
        {summary}
      </figcaption>
      <Button variant="secondary" {...table.toggleProps}>
        {table.open ? 'Hide table' : 'Show as table'}
      </Button>
      <div {...table.contentProps}>
        {table.open ? (
          <Table
            className={styles.table}
            caption="Loan balance at the end of each month"
            columns={[
              { key: 'month', header: 'Month', rowHeader: true, cell: (p) => formatMonth(p.month) },
              {
                key: 'balance',
                header: 'Loan Balance',
                align: 'right',
                cell: (p) => formatCurrency(p.balance),
              },
            ]}
            rows={[...points].reverse()}
            rowKey={(p) => p.month}
          />
        ) : null}
      </div>
    </figure>
  );
}
