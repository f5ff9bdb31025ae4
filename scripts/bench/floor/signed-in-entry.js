// The signed-in floor page's code: a federation host reads the deal through the API with the
// session's token and renders its header (no router, core, HTTP client library, remote or page:
// ../floor-page.mjs).
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
