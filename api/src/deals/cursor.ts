// The deal lists' keyset cursor: the last row's place in the order (status_date DESC NULLS LAST,
// id), as base64url JSON. Opaque to clients; anything that does not decode to that shape is a 400.
import { DEAL_PAGE_MESSAGES } from '@lender/contracts';
import { badRequest } from '../http/errors';

export interface DealListPosition {
  statusDate: string | null;
  id: string;
}

export const encodeCursor = (position: DealListPosition): string =>
  Buffer.from(JSON.stringify([position.statusDate, position.id])).toString('base64url');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function decodeCursor(cursor: string): DealListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(DEAL_PAGE_MESSAGES.cursor);
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    (value[0] === null || (typeof value[0] === 'string' && DATE.test(value[0]))) &&
    typeof value[1] === 'string' &&
    value[1].length > 0 &&
    value[1].length <= 50
  )
    return { statusDate: value[0], id: value[1] };
  throw badRequest(DEAL_PAGE_MESSAGES.cursor);
}
