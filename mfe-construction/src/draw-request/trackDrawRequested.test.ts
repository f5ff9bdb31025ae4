import { TRACK_EVENT, trackDrawRequested } from './trackDrawRequested';

it('announces the draw request on window when tracking is on', () => {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(TRACK_EVENT, listener);
  expect(trackDrawRequested('D7', true)).toBe(true);
  expect(trackDrawRequested('D7', false)).toBe(false);
  window.removeEventListener(TRACK_EVENT, listener);
  expect(seen).toEqual([{ name: 'draw_requested', dealId: 'D7' }]);
});
