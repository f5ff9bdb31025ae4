export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_deals',
  'mfe_construction',
  'mfe_servicing',
  'mfe_account',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);
