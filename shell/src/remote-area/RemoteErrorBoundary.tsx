import { Component, type ReactNode } from 'react';
import { Button } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';
import { recordLoad, useRemoteLoads } from '../federation/remoteLoads';
import { RemoteUnavailable } from '../federation/remoteUnavailable';
import { newTraceId, reportClientError } from './reportClientError';
import * as styles from './RemoteErrorBoundary.css';

interface Props {
  remote: RemoteName;
  children: ReactNode;
  onRetry: () => void;
}

type State = { failed: false } | { failed: true; error: unknown; traceId: string };

const TEXTS = {
  failed: {
    title: 'This section is unavailable right now.',
    body: 'It could not be loaded. The rest of the portal still works.',
  },
  refused: {
    title: 'This section needs an update.',
    body: 'The portal did not start it because it was built for another version of the portal.',
  },
  disabled: {
    title: 'This section is turned off.',
    body: 'Support turned it off in this tab. The rest of the portal still works.',
  },
} as const;

/**
 * A remote area's fallback, whatever went wrong inside it (its load, the shell's refusal, a page
 * that throws while rendering): it names the remote, its version and a trace id that the API's
 * log records too, and offers a retry of this area only.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error, traceId: newTraceId() };
  }

  private version(error: unknown): string | null {
    if (error instanceof RemoteUnavailable) return error.version;
    return useRemoteLoads.getState()[this.props.remote]?.version ?? null;
  }

  override componentDidCatch(error: unknown): void {
    if (!this.state.failed) return;
    const unavailable = error instanceof RemoteUnavailable ? error : null;
    if (unavailable?.reason === 'disabled') return;
    const { remote } = this.props;
    const { traceId } = this.state;
    const message = error instanceof Error ? error.message : String(error);
    recordLoad(remote, { lastError: { message, traceId, at: new Date().toISOString() } });
    reportClientError({
      traceId,
      remote,
      version: this.version(error),
      kind: unavailable ? (unavailable.reason === 'refused' ? 'refused' : 'load') : 'render',
      message,
      path: window.location.pathname,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error, traceId } = this.state;
    const version = this.version(error);
    const reason = error instanceof RemoteUnavailable ? error.reason : 'failed';
    const text = TEXTS[reason];
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
        <h2 id="remote-fallback-title" className={styles.title}>
          {text.title}
        </h2>
        <p>{text.body}</p>
        {reason === 'refused' && error instanceof Error && <p>{error.message}</p>}
        <p className={styles.details}>
          {this.props.remote} {version ?? '(unversioned)'}
          {reason !== 'disabled' && (
            <>
              {' '}
              · trace id <code>{traceId}</code>
            </>
          )}
        </p>
        {reason !== 'disabled' && <Button onClick={this.props.onRetry}>Try again</Button>}
      </section>
    );
  }
}
