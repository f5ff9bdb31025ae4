// SVG paths of a step chart: a value holds until the next point (a balance until the next entry).

export interface Point {
  x: number;
  y: number;
}

const num = (value: number): string => String(Math.round(value * 100) / 100);

/** The steps through `points`: across at the last value, then up or down to the next. */
export function stepLine(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return [
    `M${num(first.x)},${num(first.y)}`,
    ...rest.map(({ x, y }) => `H${num(x)}V${num(y)}`),
  ].join('');
}

/** The area between the steps and the horizontal line at `floor`. */
export function stepArea(points: readonly Point[], floor: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return `${stepLine(points)}V${num(floor)}H${num(first.x)}Z`;
}
