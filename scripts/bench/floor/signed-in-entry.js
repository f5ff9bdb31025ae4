// The signed-in floor page's code: what a signed-in page of this design needs at the least before
// its deal header paints. A federation host (React and React DOM shared eagerly, the shell's
// federation runtime) reads the deal through the API with the session's token and renders its
// header. No router, no core, no HTTP client library, no remote, no page (floor-page.mjs).
import { deal } from './deal-read.js';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const root = globalThis.document.getElementById('root');
if (!root) throw new Error('#root is missing');
void deal.then((facts) =>
  createRoot(root).render(
    h(
      'main',
      null,
      h('h1', null, facts.nickname),
      h(
        'p',
        null,
        [facts.address, `Loan ${facts.loanNumber}`, facts.productType, facts.status].join(' · '),
      ),
    ),
  ),
);
