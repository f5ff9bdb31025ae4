import { act, renderHook } from '@testing-library/react';
import { setPageTitleDetail } from '@lender/shared';
import { usePageTitle } from './usePageTitle';

afterEach(() => setPageTitleDetail(null));

it("follows the detail a page names (a deal's nickname), and drops it when cleared", () => {
  renderHook(() => usePageTitle('Deal'));
  expect(document.title).toBe('Lender Portal | Deal');
  act(() => setPageTitleDetail('Maple Duplex'));
  expect(document.title).toBe('Lender Portal | Deal – Maple Duplex');
  act(() => setPageTitleDetail(null));
  expect(document.title).toBe('Lender Portal | Deal');
});
