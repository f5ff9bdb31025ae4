// A deal's header as a floor page renders it: React DOM alone, no router, core or HTTP client.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

/** @param {{ nickname: string, address: string, loanNumber: string, productType: string, status: string }} deal */
export function renderHeader({ nickname, address, loanNumber, productType, status }) {
  // (A browser's page: scripts/ are linted as Node code, where `document` is not a global.)
  const root = globalThis.document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const facts = [address, `Loan ${loanNumber}`, productType, status].join(' · ');
  createRoot(root).render(h('main', null, h('h1', null, nickname), h('p', null, facts)));
}
