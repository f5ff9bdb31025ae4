// The remotes the shell can load: the containers of shared/federation/containers.js (the one list
// of containers and ports) other than the shell itself.
import { CONTAINERS } from '@lender/shared/federation/containers';

export type RemoteName = Exclude<keyof typeof CONTAINERS, 'shell'>;

export const REMOTE_NAMES = (Object.keys(CONTAINERS) as (keyof typeof CONTAINERS)[]).filter(
  (name): name is RemoteName => name !== 'shell',
);

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);
