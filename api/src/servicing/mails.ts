// Servicing mails: a confirmation to the requester and a notification to the servicing mailbox
// (SERVICING_EMAIL) carrying the summary. Readable text (the forms' entities decoded, the
// extension's HTML summary as lines), with the sanitized HTML summary as an HTML part.
import { DEFAULT_SUPPORT_CONTACT, type ServicingKind } from '@lender/contracts';
import type { Mail } from '../mail/templates';
import { decodeEntities, htmlPart, htmlToText } from './mail-text';

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

/** What the servicing team reads: answer lines, or the extension's sanitized HTML summary. */
export type RequestSummary = { lines: string } | { html: string };

export function notificationMail(
  to: string,
  input: RequestMailInput & {
    /** The servicing team always learns of the fee. */
    feeApplies: boolean;
    requester: string;
    files: readonly string[];
    summary: RequestSummary;
  },
): Mail {
  const title = KIND_TITLES[input.kind];
  const head = [
    `${title} ${input.requestId}`,
    `Requester: ${input.requester}`,
    `Loan number: ${input.loanNumber}`,
    ...(input.feeApplies
      ? ['A payoff was already requested within 30 days: the $20 fee applies.']
      : []),
    `Files: ${input.files.length > 0 ? input.files.join(', ') : 'none'}`,
  ];
  const { summary } = input;
  return {
    template: 'servicing-notification',
    to,
    subject: `${title}: loan ${input.loanNumber}${input.feeApplies ? ' ($20 fee applies)' : ''}`,
    text: [...head, '', 'lines' in summary ? summary.lines : htmlToText(summary.html)].join('\n'),
    ...('html' in summary ? { html: htmlPart(head, summary.html) } : {}),
  };
}

/**
 * The answers as "key: value" lines (for requests without an HTML summary), their text as typed:
 * the forms' numeric entities (§5) decoded.
 */
export const answerLines = (answers: Readonly<Record<string, unknown>>): RequestSummary => ({
  lines: Object.entries(answers)
    .filter(([key]) => key !== 'files' && key !== 'body')
    .map(([key, value]) => `${key}: ${decodeEntities(String(value))}`)
    .join('\n'),
});
