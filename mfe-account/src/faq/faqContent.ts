// The FAQ of /dashboard/faq. The business figures are the constants of spec §9 (faqFigures.ts),
// so the answers change with them.
import {
  EXTENSION_APPROVAL_WEEKS,
  EXTENSION_FEE_AT_PAYOFF_PERCENT,
  EXTENSION_FEE_UPFRONT_PERCENT,
  EXTENSION_INCREMENT_MONTHS,
  EXTENSION_REQUEST_DAYS_BEFORE_MATURITY,
  LATE_CHARGE_AFTER_DAYS,
  LATE_CHARGE_PERCENT,
  PAYOFF_REPEAT_FEE_DOLLARS,
  PAYOFF_REPEAT_WINDOW_DAYS,
  PAYOFF_TURNAROUND_BUSINESS_DAYS,
} from './faqFigures';

interface FaqEntry {
  /** Stable id: the anchor and the disclosure's id. */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

export interface FaqSection {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/** 0.5 → '0.5%', 1 → '1.0%': one decimal, as the fee schedule is written. */
export const percentText = (value: number): string => `${value.toFixed(1)}%`;

/** 5 → '5%'. */
const wholePercentText = (value: number): string =>
  `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

export const faqSections: readonly FaqSection[] = [
  {
    id: 'payments',
    title: 'Payments',
    entries: [
      {
        id: 'how-to-pay',
        question: 'How do I make my monthly payment?',
        answer: [
          'Select Make a Payment in the menu to open our secure payment site in a new tab. You can pay once or set up recurring payments there.',
          'To have payments drawn automatically from your bank account, download the ACH Recurring Payment Authorization form from Servicing Requests, complete it and send it back to us.',
        ],
      },
      {
        id: 'late-charge',
        question: 'Is there a late charge?',
        answer: [
          `Yes. A payment received more than ${LATE_CHARGE_AFTER_DAYS} days after its due date incurs a late charge of ${wholePercentText(LATE_CHARGE_PERCENT)} of the monthly payment.`,
        ],
      },
      {
        id: 'payment-history',
        question: 'Where can I see the payments I have made?',
        answer: [
          'Open the loan from Funded Loans and select Payment History. Payments are grouped by year; expand an entry to see how it was applied to principal, interest, impounds and charges.',
        ],
      },
      {
        id: 'payoff',
        question: 'How do I request a payoff statement?',
        answer: [
          `Submit a payoff request from Servicing Requests. Please allow ${PAYOFF_TURNAROUND_BUSINESS_DAYS} business days for the statement.`,
          `The first payoff request is free. Each additional request within ${PAYOFF_REPEAT_WINDOW_DAYS} days costs $${PAYOFF_REPEAT_FEE_DOLLARS}.`,
        ],
      },
    ],
  },
  {
    id: 'escrow',
    title: 'Escrow',
    entries: [
      {
        id: 'escrow-what',
        question: 'What is an escrow (impound) account?',
        answer: [
          'Some loans collect property taxes and insurance with the monthly payment. We hold those funds in an impound account and pay the bills when they are due.',
        ],
      },
      {
        id: 'escrow-balance',
        question: 'How do I see my escrow balance?',
        answer: [
          'The loan page shows the tax and insurance escrow balance, as of the previous business day.',
        ],
      },
    ],
  },
  {
    id: 'cross-collateralization',
    title: 'Cross-collateralization',
    entries: [
      {
        id: 'cross-what',
        question: 'What does cross-collateralization mean?',
        answer: [
          'A cross-collateralized loan is secured by more than one property. Each property secures the whole loan, so all of them are listed on the loan page under Property.',
        ],
      },
      {
        id: 'cross-release',
        question: 'Can I sell or refinance one property of a cross-collateralized loan?',
        answer: [
          'Yes, with a partial release. Submit a payoff request for that property; the statement shows the release amount needed to remove it from the loan.',
        ],
      },
    ],
  },
  {
    id: 'extensions',
    title: 'Extensions',
    entries: [
      {
        id: 'extension-how',
        question: 'How do I request an extension of my maturity date?',
        answer: [
          `Submit an extension request from Servicing Requests at least ${EXTENSION_REQUEST_DAYS_BEFORE_MATURITY} days before your maturity date. Monthly payments must be up to date for an extension to be approved.`,
          `Review takes about ${EXTENSION_APPROVAL_WEEKS.min} to ${EXTENSION_APPROVAL_WEEKS.max} weeks.`,
        ],
      },
      {
        id: 'extension-fee',
        question: 'What does an extension cost?',
        answer: [
          `Extensions are granted in ${EXTENSION_INCREMENT_MONTHS}-month increments. The fee for each increment is ${percentText(EXTENSION_FEE_UPFRONT_PERCENT)} of the loan amount paid up front, or ${percentText(EXTENSION_FEE_AT_PAYOFF_PERCENT)} of the loan amount paid at payoff.`,
        ],
      },
    ],
  },
  {
    id: 'changing-information',
    title: 'Changing your information',
    entries: [
      {
        id: 'change-contact',
        question: 'How do I change my mailing address or phone number?',
        answer: [
          'Open Profile in the menu, update your street address, city, state, zip or phone and select Save.',
        ],
      },
      {
        id: 'change-insurance',
        question: 'How do I update my insurance or borrowing entity details?',
        answer: [
          'Upload the new policy or documents on the loan page under Documents, or contact your loan representative, whose details are on the loan page.',
        ],
      },
    ],
  },
  {
    id: 'draws',
    title: 'Construction draws',
    entries: [
      {
        id: 'draw-how',
        question: 'How do I request a construction draw?',
        answer: [
          'Open the loan and select Construction. Enter the amount for each budget item, then choose the inspection start date, the lockbox access code and the bank account to fund.',
          'A new draw can be requested once the previous draws are complete and the budget has a balance left.',
        ],
      },
      {
        id: 'draw-timing',
        question: 'When are draw funds released?',
        answer: [
          'After the property inspection confirms the completed work. The Draw Status on the Construction page shows each draw as pending or complete.',
        ],
      },
    ],
  },
];
