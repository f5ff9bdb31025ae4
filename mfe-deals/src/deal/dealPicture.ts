// Where the deal picture comes from: the configured street-view service by street address (spec
// §7), or nothing (the sample picture) when no service is configured or the deal has no address.
import type { DealDetail } from '@lender/contracts';

/** The street address the service looks up: street, city, state and zip, as far as known. */
export const streetAddress = (deal: Pick<DealDetail, 'address' | 'city' | 'state' | 'zip'>) =>
  [deal.address, deal.city, [deal.state, deal.zip].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The picture's URL from the template's `{address}`, or null for the sample picture. */
export const streetViewSrc = (template: string, address: string): string | null =>
  template.trim() && address.trim()
    ? template.trim().replaceAll('{address}', encodeURIComponent(address.trim()))
    : null;
