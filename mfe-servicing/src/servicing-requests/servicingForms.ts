// The four forms of the servicing menu (spec §2), and how a filed request is named in the list.
import type { ServicingKind, ServicingRequestItem } from '@lender/contracts';
import { ownPath } from '../paths';

export interface ServicingForm {
  kind: ServicingKind;
  title: string;
  description: string;
  to: string;
}

export const SERVICING_FORMS: readonly ServicingForm[] = [
  {
    kind: 'extension',
    title: 'Extension Request',
    description: 'Ask for more time on your loan: your exit strategy, the delay and its documents.',
    to: ownPath('servicing-extension'),
  },
  {
    kind: 'payoff',
    title: 'Payoff Request',
    description: 'Request a payoff statement, good through a date up to 30 days out.',
    to: ownPath('servicing-payoff'),
  },
  {
    kind: 'capex',
    title: 'Capex Reimbursement',
    description: 'Get reimbursed for capital expenditures with up to 3 supporting files.',
    to: ownPath('servicing-capex'),
  },
  {
    kind: 'loss-draft',
    title: 'Loss Draft',
    description:
      'Claim insurance proceeds after a loss, with the lien waiver and intent to repair.',
    to: ownPath('servicing-loss-draft'),
  },
];

export const kindLabel = (kind: ServicingKind): string =>
  SERVICING_FORMS.find((form) => form.kind === kind)?.title ?? kind;

/** 'Received', or 'Received · $20 fee' for a payoff that carries the fee. */
export const statusLabel = (request: ServicingRequestItem): string => {
  const status = request.status.charAt(0).toUpperCase() + request.status.slice(1);
  return request.fee_applies ? `${status} · $20 fee` : status;
};

/** Served by the shell (shell/public/documents/resources/). */
export const ACH_FORM_HREF = `/documents/resources/${encodeURIComponent('ACH Recurring Payment Authorization.pdf')}`;
