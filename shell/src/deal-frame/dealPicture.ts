// Where the deal picture comes from: the configured street-view service by street address (spec
// §7), or nothing (the sample picture) when no service is configured or the deal has no address.
import type { DealDetail } from '@lender/contracts';

/**
 * The street address the service looks up. The detail's `address` is usually the whole address
 * already ('615 Cedar St, Round Rock, TX 78664'); a bare street gets the city, state and zip.
 */
export const streetAddress = (deal: Pick<DealDetail, 'address' | 'city' | 'state' | 'zip'>) => {
  const address = deal.address?.trim() ?? '';
  if (address.includes(',')) return address;
  return [address, deal.city, [deal.state, deal.zip].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
};

/** The picture's URL from the template's `{address}`, or null for the sample picture. */
export const streetViewSrc = (template: string, address: string): string | null =>
  template.trim() && address.trim()
    ? template.trim().replaceAll('{address}', encodeURIComponent(address.trim()))
    : null;
