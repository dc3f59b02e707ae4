import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Button, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { loadRemoteComponent, RemoteUnavailableError, resetRemote } from '../model/runtime';

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="sc-panel sc-state" role="alert" data-testid="remote-unavailable">
      <h1 className="sc-state__title">{texts.remote.unavailableTitle}</h1>
      <p className="sc-state__text">{texts.remote.unavailableText}</p>
      <Button onClick={onRetry}>{texts.retry}</Button>
    </section>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that cannot be loaded; other errors go on to the render-error boundary. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof RemoteUnavailableError) return { failed: true };
    throw error;
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** One lazy component per remote module and attempt, made once and reused by every render. */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(key: string, id: string): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadRemoteComponent(id));
    lazyPages.set(key, page);
  }
  return page;
}

function LoadedPage({ id, attempt }: { id: string; attempt: number }) {
  const Page = lazyPage(`${id}#${attempt}`, id);
  // The lazy component comes from a module-level cache: one identity per module and attempt.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

/** A page that comes from a remote, e.g. <RemotePage id="mfe_teacher/StudentPage" />. */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      onRetry={() => {
        resetRemote(id.split('/')[0]!);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Loader />}>
        <LoadedPage id={id} attempt={attempt} />
      </Suspense>
    </RemoteBoundary>
  );
}
