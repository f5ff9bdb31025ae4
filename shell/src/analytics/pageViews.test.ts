import { PAGE_VIEW_EVENT, trackPageView } from './pageViews';

describe('trackPageView', () => {
  it('announces the path and user id when tracking is on', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(PAGE_VIEW_EVENT, (event) => seen.push((event as CustomEvent).detail));
    expect(trackPageView({ path: '/dashboard', userId: '7' }, true, target)).toBe(true);
    expect(seen).toEqual([{ path: '/dashboard', userId: '7' }]);
  });

  it('sends nothing when tracking is off', () => {
    const target = new EventTarget();
    const listener = jest.fn();
    target.addEventListener(PAGE_VIEW_EVENT, listener);
    expect(trackPageView({ path: '/dashboard' }, false, target)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
