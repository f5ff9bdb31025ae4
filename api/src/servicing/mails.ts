// Servicing mails: a confirmation to the requester and a notification to the servicing mailbox
// (SERVICING_EMAIL) carrying the summary. Plain text: the development mailbox escapes it, and the
// extension's HTML summary is sanitized before it gets here.
import { DEFAULT_SUPPORT_CONTACT, type ServicingKind } from '@lender/contracts';
import type { Mail } from '../mail/templates';

const KIND_TITLES: Record<ServicingKind, string> = {
  payoff: 'Payoff request',
  extension: 'Extension request',
  capex: 'Capex reimbursement request',
  'loss-draft': 'Loss draft request',
};

const SIGNATURE = [
  `Questions? Call us at ${DEFAULT_SUPPORT_CONTACT.phone} or write to ${DEFAULT_SUPPORT_CONTACT.email}.`,
  '',
  'The Lender Portal team',
];

export interface RequestMailInput {
  kind: ServicingKind;
  requestId: string;
  loanNumber: string;
  /** The requester's message (e.g. the payoff fee notice, for the loan's own borrower). */
  message: string;
}

/**
 * Who gets the confirmation: a signed-in requester's own address, plus the one the form names when
 * it is another; a visitor (public payoff), the address the form names.
 */
export function confirmationRecipients(accountEmail: string | null, formEmail: string): string[] {
  if (accountEmail === null) return [formEmail];
  const named = formEmail.trim();
  return named.toLowerCase() === accountEmail.toLowerCase()
    ? [accountEmail]
    : [accountEmail, named];
}

export function confirmationMail(to: string, input: RequestMailInput): Mail {
  const title = KIND_TITLES[input.kind];
  return {
    template: 'servicing-confirmation',
    to,
    subject: `${title} received (loan ${input.loanNumber})`,
    text: [
      'Hello,',
      '',
      `We received your ${title.toLowerCase()} for loan ${input.loanNumber} (reference ${input.requestId}).`,
      input.message,
      '',
      'If you did not send this request, please contact us.',
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** `summary`: answer lines (or the sanitized HTML summary of an extension request). */
export function notificationMail(
  to: string,
  input: RequestMailInput & {
    /** The servicing team always learns of the fee. */
    feeApplies: boolean;
    requester: string;
    files: readonly string[];
    summary: string;
  },
): Mail {
  const title = KIND_TITLES[input.kind];
  return {
    template: 'servicing-notification',
    to,
    subject: `${title}: loan ${input.loanNumber}${input.feeApplies ? ' ($20 fee applies)' : ''}`,
    text: [
      `${title} ${input.requestId}`,
      `Requester: ${input.requester}`,
      `Loan number: ${input.loanNumber}`,
      ...(input.feeApplies
        ? ['A payoff was already requested within 30 days: the $20 fee applies.']
        : []),
      `Files: ${input.files.length > 0 ? input.files.join(', ') : 'none'}`,
      '',
      input.summary,
    ].join('\n'),
  };
}

/** The answers as "key: value" lines (for requests without an HTML summary). */
export const answerLines = (answers: Readonly<Record<string, unknown>>): string =>
  Object.entries(answers)
    .filter(([key]) => key !== 'files' && key !== 'body')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('\n');
