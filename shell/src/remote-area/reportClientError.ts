import { write, type WriteCall } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';

export interface ClientErrorReport {
  traceId: string;
  remote: RemoteName;
  version: string | null;
  kind: 'load' | 'refused' | 'render';
  message: string;
  path: string;
}

/** A short id the fallback shows and the API's log records, so support can find the report. */
export const newTraceId = (): string => crypto.randomUUID().replaceAll('-', '').slice(0, 16);

const MAX_MESSAGE = 500;

/** POST client-errors: the API logs the report; its answer says nothing more. */
const clientErrorWrite = (report: ClientErrorReport): WriteCall<void> => ({
  path: 'client-errors',
  body: report,
  parse: () => undefined,
});

/** Sends a remote's failure to the API (client-errors); a failed report is not worth a second. */
export function reportClientError(report: ClientErrorReport): void {
  // Error messages span lines (the federation runtime's do); the API takes one line of text.
  const message = report.message.replace(/\p{Cc}+/gu, ' ').slice(0, MAX_MESSAGE);
  write(clientErrorWrite({ ...report, message })).catch(() => undefined);
}
