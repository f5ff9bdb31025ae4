// Tests against the real API: the API's development mailbox (GET dev/mail, newest first), where
// the setup and reset links it sends can be read.
import { getJson } from '@lender/shared';

interface DevMailMessage {
  to: string | string[];
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

const isFor = (message: DevMailMessage, email: string): boolean =>
  [message.to].flat().some((to) => to.toLowerCase().includes(email.toLowerCase()));

/** The newest link to `email` whose path matches `path` (e.g. /\/change-password\//). */
export async function newestLinkTo(email: string, path: RegExp): Promise<URL> {
  const { messages } = await getJson<{ messages: DevMailMessage[] }>('dev/mail');
  for (const message of messages.filter((m) => isFor(m, email)))
    for (const link of message.links) {
      const url = new URL(link, 'http://portal.invalid');
      if (path.test(url.pathname)) return url;
    }
  throw new Error(`no mail to ${email} with a link matching ${path}`);
}

/** The token of such a link: the last segment of its path, or its `token` query. */
export async function newestLinkTokenTo(email: string, path: RegExp): Promise<string> {
  const url = await newestLinkTo(email, path);
  return (
    url.searchParams.get('token') ??
    decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '')
  );
}
