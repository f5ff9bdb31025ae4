import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from './FaqPage';

describe('FaqPage (/dashboard/faq)', () => {
  it('has one h1 and an h2 per topic, in order', () => {
    render(<FaqPage />);
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveTextContent('Frequently Asked Questions');
    expect(headings.map((heading) => heading.tagName)).toEqual([
      'H1',
      'H2',
      'H2',
      'H2',
      'H2',
      'H2',
      'H2',
    ]);
    expect(headings.slice(1).map((heading) => heading.textContent)).toEqual([
      'Payments',
      'Escrow',
      'Cross-collateralization',
      'Extensions',
      'Changing your information',
      'Construction draws',
    ]);
  });

  it('links each topic from the topic navigation', () => {
    render(<FaqPage />);
    const nav = screen.getByRole('navigation', { name: 'FAQ topics' });
    expect(within(nav).getByRole('link', { name: 'Extensions' })).toHaveAttribute(
      'href',
      '#extensions',
    );
  });

  it('opens an answer (a native details/summary disclosure) and shows the figures', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqPage />);
    const lateCharge = container.querySelector<HTMLDetailsElement>('details#late-charge');
    expect(lateCharge).not.toBeNull();
    expect(lateCharge?.open).toBe(false);

    // Browsers make <summary> focusable and toggle it with Enter/Space; jsdom implements the click.
    const summary = screen.getByText('Is there a late charge?');
    expect(summary.tagName).toBe('SUMMARY');
    expect(lateCharge?.firstElementChild).toBe(summary);
    await user.click(summary);
    expect(lateCharge?.open).toBe(true);
    expect(
      within(lateCharge as HTMLElement).getByText(/late charge of 5% of the monthly payment/),
    ).toBeVisible();

    const extensions = screen.getByRole('region', { name: 'Extensions' });
    expect(
      within(extensions).getByText(/0\.5% of the loan amount paid up front, or 1\.0%/),
    ).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByText(/allow 3 business days/)).toBeInTheDocument();
    expect(within(payments).getByText(/within 30 days costs \$20/)).toBeInTheDocument();
  });
});
