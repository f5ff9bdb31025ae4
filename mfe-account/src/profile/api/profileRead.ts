// GET fetchaccountprofile (spec §7): `{ profile }`, parsed with the contracts' profileOfAnswer. The
// page declares it as its first read (src/pages.ts), so this module imports only types.
import type { ReadCall } from '@lender/shared';

export const profileRead: ReadCall = { method: 'GET', path: 'fetchaccountprofile' };
