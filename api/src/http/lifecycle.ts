// Where the process is in its life, for the readiness probe and the start-up gate: `starting`
// until the database answers and is migrated, `ready`, then `draining` once SIGTERM arrived.
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly phase: Phase;
  markReady(): void;
  markDraining(): void;
}

export function createLifecycle(initial: Phase = 'ready'): Lifecycle {
  let phase = initial;
  return {
    get phase() {
      return phase;
    },
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    markDraining() {
      phase = 'draining';
    },
  };
}
