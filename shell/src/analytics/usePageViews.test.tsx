import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { msSincePageEntered } from '@lender/shared';
import { usePageViews } from './usePageViews';

function Probe() {
  usePageViews();
  return <Link to="/dashboard/faq">FAQ</Link>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('marks the page entered when the address changes, not on the first page', () => {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Probe />
    </MemoryRouter>,
  );
  act(() => jest.advanceTimersByTime(5000));
  expect(msSincePageEntered()).toBeGreaterThanOrEqual(5000);
  fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  act(() => jest.advanceTimersByTime(200));
  expect(msSincePageEntered()).toBe(200);
});
