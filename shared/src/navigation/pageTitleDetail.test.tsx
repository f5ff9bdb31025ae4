import { renderHook } from '@testing-library/react';
import {
  getPageTitleDetail,
  setPageTitleDetail,
  subscribePageTitleDetail,
  usePageTitleDetail,
} from './pageTitleDetail';

afterEach(() => setPageTitleDetail(null));

it('tells listeners of each change, trimmed, and not of a repeat', () => {
  const listener = jest.fn();
  const stop = subscribePageTitleDetail(listener);
  setPageTitleDetail(' Maple Duplex ');
  setPageTitleDetail('Maple Duplex');
  expect(getPageTitleDetail()).toBe('Maple Duplex');
  setPageTitleDetail('  ');
  expect(getPageTitleDetail()).toBeNull();
  stop();
  setPageTitleDetail('x');
  expect(listener).toHaveBeenCalledTimes(2);
});

it('holds the detail while the component using it is mounted', () => {
  const { rerender, unmount } = renderHook(({ value }) => usePageTitleDetail(value), {
    initialProps: { value: 'Cedar Flip' as string | null },
  });
  expect(getPageTitleDetail()).toBe('Cedar Flip');
  rerender({ value: '615 Cedar St' });
  expect(getPageTitleDetail()).toBe('615 Cedar St');
  unmount();
  expect(getPageTitleDetail()).toBeNull();
});
