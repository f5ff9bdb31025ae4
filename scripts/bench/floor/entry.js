// The floor page's code: React DOM renders a deal's header from data it already has (no router,
// federation, HTTP client or read: ../floor-page.mjs).
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

// (A browser's page: scripts/ are linted as Node code, where `document` is not a global.)
const root = globalThis.document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  h(
    'main',
    null,
    h('h1', null, 'Riverside Apartments'),
    h('p', null, '2400 S Congress Ave, Austin, TX 78704 · Loan LN-1011 · Multifamily · Funded'),
  ),
);
