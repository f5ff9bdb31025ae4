import { act, renderHook } from '@testing-library/react';
import { markPageEntered } from '@lender/shared';
import { useMinimumLoading } from './minimumDelay';

describe('useMinimumLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds the loading state until the minimum time since the page was asked for', () => {
    markPageEntered();
    const { result } = renderHook(() => useMinimumLoading(900));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(899));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('adds nothing once the page has been open that long', () => {
    markPageEntered(performance.now() - 2000);
    const { result } = renderHook(() => useMinimumLoading(1100));
    expect(result.current).toBe(true);
  });

  it('holds nothing without a minimum', () => {
    markPageEntered();
    expect(renderHook(() => useMinimumLoading(0)).result.current).toBe(true);
  });
});
