import type { RemoteName } from './remoteNames';

export type UnavailableReason = 'failed' | 'refused' | 'disabled';

/** A remote's area cannot show: it failed to load, the shell refused it, or support turned it off. */
export class RemoteUnavailable extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string | null,
    readonly reason: UnavailableReason,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteUnavailable';
  }
}
