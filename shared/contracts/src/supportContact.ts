// The lender's default support contact (spec §9): the rep shown when an account or deal has none.
import type { OwnerInfo } from './locs';

export const DEFAULT_SUPPORT_CONTACT: Readonly<OwnerInfo> = Object.freeze({
  name: 'Customer Support',
  email: 'support@lender.example',
  phone: '800-555-0100',
});
