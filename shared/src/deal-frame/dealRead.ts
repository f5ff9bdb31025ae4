// POST deals/details (spec §7): the read every deal page makes for its frame, and that the deal
// pages' declarations ask the shell to start as their route matches (one request for both).
import type { ReadCall } from '../api/reads';

export const dealDetailRead = (dealid: string): ReadCall => ({
  method: 'POST',
  path: 'deals/details',
  body: { dealid },
});
