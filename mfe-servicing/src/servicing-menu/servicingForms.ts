// The four forms of the servicing menu (spec §2), and how a filed request is named in the list.
import { paths, type RoutePath } from '@lender/shared';
import type { ServicingKind, ServicingRequestItem } from '@lender/contracts';

export interface ServicingForm {
  kind: ServicingKind;
  title: string;
  description: string;
  to: RoutePath;
}

export const SERVICING_FORMS: readonly ServicingForm[] = [
  {
    kind: 'extension',
    title: 'Extension Request',
    description: 'Ask for more time on your loan: your exit strategy, the delay and its documents.',
    to: paths.servicingExtension,
  },
  {
    kind: 'payoff',
    title: 'Payoff Request',
    description: 'Request a payoff statement, good through a date up to 30 days out.',
    to: paths.servicingPayoff,
  },
  {
    kind: 'capex',
    title: 'Capex Reimbursement',
    description: 'Get reimbursed for capital expenditures with up to 3 supporting files.',
    to: paths.servicingCapex,
  },
  {
    kind: 'loss-draft',
    title: 'Loss Draft',
    description:
      'Claim insurance proceeds after a loss, with the lien waiver and intent to repair.',
    to: paths.servicingLossDraft,
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
