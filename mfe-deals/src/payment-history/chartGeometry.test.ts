import {
  chartGeometry,
  formatCompactCurrency,
  MARGIN,
  monthIndex,
  niceStep,
} from './chartGeometry';

const box = { width: 640, height: 256 };

describe('chartGeometry', () => {
  const points = [
    { month: '2019-03', balance: 250000 },
    { month: '2022-03', balance: 200000 },
    { month: '2025-03', balance: 100000 },
  ];
  const geometry = chartGeometry(points, box);

  it('spreads months over the width and balances up from the floor', () => {
    expect(geometry.x(points[0]!)).toBe(MARGIN.left);
    expect(geometry.x(points[2]!)).toBe(box.width - MARGIN.right);
    expect(geometry.x(points[1]!)).toBeCloseTo((MARGIN.left + box.width - MARGIN.right) / 2);
    expect(geometry.floor).toBe(box.height - MARGIN.bottom);
    expect(geometry.y(0)).toBe(geometry.floor);
    expect(geometry.y(250000)).toBeLessThan(geometry.y(100000));
  });

  it('labels round balances from 0 to the top, and whole years', () => {
    expect(geometry.yTicks).toEqual([0, 100000, 200000, 300000]);
    expect(geometry.y(300000)).toBe(MARGIN.top);
    expect(geometry.xTicks.map((t) => t.label)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
    ]);
    for (const t of geometry.xTicks) {
      expect(t.x).toBeGreaterThanOrEqual(MARGIN.left);
      expect(t.x).toBeLessThanOrEqual(box.width - MARGIN.right);
    }
  });

  it('labels a span of years with several years on a phone’s narrow chart', () => {
    const years = [
      { month: '2020-01', balance: 300000 },
      { month: '2026-06', balance: 150000 },
    ];
    for (const width of [200, 300, 358]) {
      const labels = chartGeometry(years, { width, height: 200 }).xTicks.map((t) => t.label);
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(labels[0]).toBe('2020');
    }
    expect(chartGeometry(years, { width: 358, height: 200 }).xTicks.map((t) => t.label)).toEqual([
      '2020',
      '2022',
      '2024',
      '2026',
    ]);
  });

  it('takes round steps', () => {
    expect(niceStep(250000, 4)).toBe(100000);
    expect(niceStep(30, 5)).toBe(10);
    expect(niceStep(7, 7)).toBe(1);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('copes with one point', () => {
    const single = chartGeometry([{ month: '2025-01', balance: 5 }], box);
    expect(Number.isFinite(single.x({ month: '2025-01', balance: 5 }))).toBe(true);
  });

  it('counts months and formats compact amounts', () => {
    expect(monthIndex('2025-02') - monthIndex('2024-12')).toBe(2);
    expect(formatCompactCurrency(250000)).toBe('$250K');
    expect(formatCompactCurrency(1500000)).toBe('$1.5M');
  });
});

describe('formatCompactCurrency', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });

  it('makes no Intl number format for a chart’s amounts', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatCompactCurrency(5_111_701.94)).toBe('$5.1M');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it.each([0, -0, 0.04, 0.05, 12.25, 999.94, 999.95, 999.96, 1050, 1250, 999_949, 999_950, 2e15])(
    '%p is written as Intl writes it',
    (value) => expect(formatCompactCurrency(value)).toBe(intl.format(value)),
  );

  it('writes what Intl writes for many amounts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 20_000; i += 1) {
      const value = (next() - 0.3) * 10 ** Math.floor(next() * 16);
      const round = (Math.round(next() * 100) * 10 ** Math.floor(next() * 13)) / 100;
      for (const amount of [value, round])
        expect([amount, formatCompactCurrency(amount)]).toEqual([amount, intl.format(amount)]);
    }
  });
});
