// Geometry of the balance chart: months along x, balance up y, in the SVG's pixel box.
import type { BalancePoint } from './balanceSeries';

export interface ChartBox {
  width: number;
  height: number;
}

export const MARGIN = { top: 8, right: 12, bottom: 24, left: 64 } as const;

/** 'YYYY-MM' as a count of months (so months are evenly spaced). */
export const monthIndex = (month: string): number =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** A round step (1, 2 or 5 × a power of ten) cutting `span` into about `count` parts. */
export const niceStep = (span: number, count: number): number => {
  const raw = span / Math.max(1, count);
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw) ?? 10 * power;
};

/** Multiples of a round step from the first at or above `from` up to `to` (at least one). */
const roundValues = (from: number, to: number, count: number, minStep = 0): number[] => {
  const step = Math.max(minStep, niceStep(to - from, count));
  const values: number[] = [];
  for (let value = Math.ceil(from / step) * step; value <= to; value += step) values.push(value);
  return values.length > 0 ? values : [from];
};

const linear =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) =>
  (value: number): number =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

export interface ChartGeometry {
  x: (point: BalancePoint) => number;
  y: (balance: number) => number;
  /** Pixel y of the chart's floor (balance 0). */
  floor: number;
  yTicks: number[];
  /** Years labelled along x, with their pixel x. */
  xTicks: { label: string; x: number }[];
}

export const chartGeometry = (points: readonly BalancePoint[], box: ChartBox): ChartGeometry => {
  const first = monthIndex(points[0]?.month ?? '2000-01');
  const last = monthIndex(points[points.length - 1]?.month ?? '2000-01');
  const max = Math.max(0, ...points.map((p) => p.balance));
  // The top tick at or above the highest balance, so the line never leaves the grid.
  const yStep = niceStep(max, 4);
  const top = Math.ceil(max / yStep) * yStep || 1;
  const yTicks = roundValues(0, top, 4);
  const xRange = [MARGIN.left, box.width - MARGIN.right] as const;
  const toX = linear([first, last], xRange);
  const y = linear([0, top], [box.height - MARGIN.bottom, MARGIN.top]);
  const firstYear = Math.ceil(first / 12);
  const lastYear = Math.floor(last / 12);
  // About one label per 56 px (a year's label is about 30 px wide), and at least two on a phone's
  // narrow chart, so a span of years never reads as a single year: whole years only.
  const count = Math.max(2, Math.floor((xRange[1] - xRange[0]) / 56));
  const years = lastYear >= firstYear ? roundValues(firstYear, lastYear, count, 1) : [];
  return {
    x: (point) => toX(monthIndex(point.month)),
    y,
    floor: y(0),
    yTicks,
    xTicks: years
      .filter(Number.isInteger)
      .map((year) => ({ label: String(year), x: toX(year * 12) })),
  };
};

// Made on first use, as the core's money format is (shared/src/format/format.ts says why).
let compact: Intl.NumberFormat | undefined;

/** 250000 → '$250K'. */
export const formatCompactCurrency = (value: number): string =>
  (compact ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  })).format(value);
