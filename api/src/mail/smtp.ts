// SMTP delivery through nodemailer (SMTP_URL, e.g. smtp://mail:1025 or smtps://user:pass@host).
import { createTransport } from 'nodemailer';
import type { MailTransport } from './sender';

export const smtpTransport = (url: string): MailTransport & { close(): void } =>
  createTransport(url);
