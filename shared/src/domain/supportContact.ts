// The lender's default support contact (spec §9): the rep shown when an account or deal has none.
// It lives here rather than in config/constants.ts because @lender/shared/config pulls in React
// (useRuntimeConfig) and the API imports this value through the React-free @lender/shared/domain.
import type { OwnerInfo } from '../schemas/locs';

export const DEFAULT_SUPPORT_CONTACT: Readonly<OwnerInfo> = Object.freeze({
  name: 'Customer Support',
  email: 'support@lender.example',
  phone: '800-555-0100',
});
