import { onNavRefreshRequest, requestNavRefresh } from './navRefresh';

it('tells each listener until it unsubscribes', () => {
  const first = jest.fn();
  const second = jest.fn();
  const stopFirst = onNavRefreshRequest(first);
  onNavRefreshRequest(second);
  requestNavRefresh();
  stopFirst();
  requestNavRefresh();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
});
