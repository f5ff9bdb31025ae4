import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { msSincePageEntered } from '@lender/shared';
import { usePageViews } from './usePageViews';

let navigate: NavigateFunction = () => undefined;
function Probe() {
  usePageViews();
  navigate = useNavigate();
  return null;
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
  const sinceStart = msSincePageEntered();
  expect(sinceStart).toBeGreaterThanOrEqual(5000);
  act(() => navigate('/dashboard/faq'));
  act(() => jest.advanceTimersByTime(200));
  expect(msSincePageEntered()).toBe(200);
});
