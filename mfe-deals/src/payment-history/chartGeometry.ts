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

// Written here rather than by Intl.NumberFormat, as the core writes dollars (a first Intl number
// format loads ICU's data on the main thread before the chart can paint); for axis ticks, so
// magnitudes from a quadrillion are left to Intl.
let intlCompact: Intl.NumberFormat | undefined;
const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * A magnitude in tenths, rounded half up, from its decimal digits and how many of them come before
 * its point (fewer than none: 0.0x).
 */
const tenthsOf = (digits: string, point: number): number => {
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits;
  const end = Math.max(point, 0) + 1;
  return Number(padded.slice(0, end).padEnd(end, '0')) + (padded.charAt(end) >= '5' ? 1 : 0);
};

/** 250000 → '$250K', 1500000 → '$1.5M', as en-US's compact currency format with one decimal. */
export const formatCompactCurrency = (value: number): string => {
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  if (text.includes('e') || magnitude >= 1e15)
    return (intlCompact ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    })).format(value);
  const [whole = '0', fraction = ''] = text.split('.');
  let group = 0;
  let tenths = tenthsOf(whole + fraction, whole.length);
  // 999.96 is '$1K': a rounding that reaches a thousand moves to the next suffix.
  while (tenths >= 10_000 && group < SUFFIXES.length - 1) {
    group += 1;
    tenths = tenthsOf(whole + fraction, whole.length - 3 * group);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const shown = tenths % 10 ? `${Math.floor(tenths / 10)}.${tenths % 10}` : String(tenths / 10);
  return `${sign}$${shown}${SUFFIXES[group] ?? ''}`;
};
