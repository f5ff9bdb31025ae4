import { Component, type ReactNode } from 'react';
import { Button } from '@lender/shared';
import * as styles from './RemoteErrorBoundary.css';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
        <h2 id="remote-fallback-title" className={styles.title}>
          This section is unavailable right now.
        </h2>
        <p>It could not be loaded. The rest of the portal still works.</p>
        <Button onClick={this.props.onRetry}>Try again</Button>
      </section>
    );
  }
}
