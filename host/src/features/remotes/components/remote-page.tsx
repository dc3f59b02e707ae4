import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
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

/** A page that comes from a remote, e.g. <RemotePage id="mfe_teacher/StudentPage" />. */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType>(() => lazy(() => loadRemoteComponent(id)), [id, attempt]);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      onRetry={() => {
        resetRemote(id.split('/')[0]!);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
