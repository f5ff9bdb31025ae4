import { Component, type ComponentType, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLoadedComponent } from './useLoadedComponent';

/** A load the test settles by hand. */
function deferredLoad<P>() {
  let settle: { resolve: (c: ComponentType<P>) => void; reject: (e: Error) => void } | null = null;
  const load = jest.fn(
    () =>
      new Promise<ComponentType<P>>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  // Async act: the component's update, made when the settled load's callbacks run, is in it.
  return {
    load,
    resolve: (c: ComponentType<P>) =>
      act(async () => {
        settle?.resolve(c);
      }),
    reject: (e: Error) =>
      act(async () => {
        settle?.reject(e);
      }),
  };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function Area({
  load,
  loadKey,
  ready,
}: {
  load: () => Promise<ComponentType<{ name: string }>>;
  loadKey: string;
  ready?: ComponentType<{ name: string }>;
}) {
  const loaded = useLoadedComponent(load, loadKey, ready);
  return loaded.status === 'loading' ? <p>Loading…</p> : <loaded.Component name="Pat" />;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Failed</p> : this.props.children;
  }
}

test('shows the loading state, then the component the moment its code is there', async () => {
  const { load, resolve } = deferredLoad<{ name: string }>();
  render(<Area load={load} loadKey="greeting" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await resolve(Greeting);
  expect(screen.getByText('Hello Pat')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('shows a component whose code is already there at once, without loading it again', () => {
  const { load } = deferredLoad<{ name: string }>();
  render(<Area load={load} loadKey="greeting" ready={Greeting} />);
  expect(screen.getByText('Hello Pat')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('throws a failed load to the nearest error boundary', async () => {
  const { load, reject } = deferredLoad<{ name: string }>();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Boundary>
      <Area load={load} loadKey="greeting" />
    </Boundary>,
  );
  await reject(new Error('chunk gone'));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  jest.mocked(console.error).mockRestore();
});

test('loads again when the key changes, from the loading state', async () => {
  const first = deferredLoad<{ name: string }>();
  const second = deferredLoad<{ name: string }>();
  const { rerender } = render(<Area load={first.load} loadKey="one" />);
  await first.resolve(Greeting);
  rerender(<Area load={second.load} loadKey="two" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await second.resolve(({ name }) => <p>Bye {name}</p>);
  expect(screen.getByText('Bye Pat')).toBeInTheDocument();
});
