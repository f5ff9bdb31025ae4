import { faqSections, percentText } from './faqContent';

const allText = faqSections
  .flatMap((section) => section.entries.flatMap((entry) => [entry.question, ...entry.answer]))
  .join('\n');

describe('FAQ content', () => {
  it('covers payment, escrow, cross-collateralization, extensions, changing information and draws', () => {
    expect(faqSections.map((section) => section.id)).toEqual([
      'payments',
      'escrow',
      'cross-collateralization',
      'extensions',
      'changing-information',
      'draws',
    ]);
  });

  it('states the figures of spec §9', () => {
    expect(allText).toContain(
      'more than 10 days after its due date incurs a late charge of 5% of the monthly payment',
    );
    expect(allText).toContain(
      '0.5% of the loan amount paid up front, or 1.0% of the loan amount paid at payoff',
    );
    expect(allText).toContain('in 3-month increments');
    expect(allText).toContain('at least 30 days before your maturity date');
    expect(allText).toContain('allow 3 business days');
    expect(allText).toContain('Each additional request within 30 days costs $20.');
  });

  it('writes fee percentages with one decimal', () => {
    expect(percentText(0.5)).toBe('0.5%');
    expect(percentText(1)).toBe('1.0%');
  });

  it('gives every section and entry a unique id', () => {
    const ids = faqSections.flatMap((section) => [
      section.id,
      ...section.entries.map((entry) => entry.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
