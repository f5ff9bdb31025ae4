// The portal's mail: subject and plain text, each with its link and the support contact.
import { DEFAULT_SUPPORT_CONTACT } from '@lender/contracts';

type MailTemplate =
  'account-setup' | 'password-reset' | 'servicing-confirmation' | 'servicing-notification';

export interface Mail {
  template: MailTemplate;
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, where structure helps (the extension's summary). */
  html?: string;
}

interface LinkMail {
  to: string;
  name: string;
  link: string;
  /** How long the link works (SETUP_TOKEN_TTL_HOURS). */
  hours: number;
}

const SIGNATURE = [
  `Questions? Call us at ${DEFAULT_SUPPORT_CONTACT.phone} or write to ${DEFAULT_SUPPORT_CONTACT.email}.`,
  '',
  'The Lender Portal team',
];

const validity = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

export function accountSetupMail({ to, name, link, hours }: LinkMail): Mail {
  return {
    template: 'account-setup',
    to,
    subject: 'Set up your portal account',
    text: [
      `Hello ${name},`,
      '',
      'Your portal account is ready to be set up. Choose your password here:',
      '',
      link,
      '',
      `This link is valid for ${validity(hours)} and works once. If you did not ask for it, you can ignore this email.`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function passwordResetMail({ to, name, link, hours }: LinkMail): Mail {
  return {
    template: 'password-reset',
    to,
    subject: 'Reset your portal password',
    text: [
      `Hello ${name},`,
      '',
      'We received a request to reset the password of your portal account. Choose a new one here:',
      '',
      link,
      '',
      `This link is valid for ${validity(hours)} and works once. If you did not ask for it, you can ignore this email: your password stays as it is.`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The http(s) URLs in a text, in order (the development mailbox lists them). */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
