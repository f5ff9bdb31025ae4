import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** An error outside every remote area (those have their own) shows the not-found page. */
class Boundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <NotFoundPage /> : this.props.children;
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
