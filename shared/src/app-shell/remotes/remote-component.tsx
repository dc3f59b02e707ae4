import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteComponentId, RemoteComponentPropsOf } from '../../contracts/components';
import { commonTexts } from '../../texts';
import { Button, Loader, PageSkeleton } from '../../ui';
import { loadedRemoteComponent, loadRemoteComponent, RemoteUnavailableError, resetRemote } from './runtime';

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="sc-panel sc-state" role="alert" data-testid="remote-unavailable">
      <h1 className="sc-state__title">{commonTexts.remoteUnavailableTitle}</h1>
      <p className="sc-state__text">{commonTexts.remoteUnavailableText}</p>
      <Button onClick={onRetry}>{commonTexts.retry}</Button>
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

type AnyProps = Record<string, unknown>;

/** One lazy component per remote module and attempt, made once and reused by every render. */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();
function lazyPage(key: string, id: string): LazyExoticComponent<ComponentType<AnyProps>> {
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadRemoteComponent(id));
    lazyPages.set(key, page);
  }
  return page;
}

function Loaded({ id, attempt, props }: { id: string; attempt: number; props: AnyProps }) {
  // A module loaded before this mount (the first page, loaded before the first render) renders at
  // once: no loading state, and React does not hold the page back after a fallback. Chosen once per
  // mount, so a later render never swaps the component (and its state) for another.
  const [Ready] = useState(() => loadedRemoteComponent<AnyProps>(id));
  if (Ready) return <Ready {...props} />;
  const Page = lazyPage(`${id}#${attempt}`, id);
  // The lazy component comes from a module-level cache: one identity per module and attempt.
  // eslint-disable-next-line react-hooks/static-components
  return <Page {...props} />;
}

/** Any exposed module by id; pages and typed components are built on it. */
function RemoteModule({ id, props, page = false }: { id: string; props?: AnyProps; page?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      onRetry={() => {
        resetRemote(id.split('/')[0]!);
        setAttempt((n) => n + 1);
      }}
    >
      <div data-remote={id} style={{ display: 'contents' }}>
        <Suspense fallback={page ? <PageSkeleton /> : <Loader />}>
          <Loaded id={id} attempt={attempt} props={props ?? {}} />
        </Suspense>
      </div>
    </RemoteBoundary>
  );
}

const SCHOOL_NAME = 'Онлайн-школа английского';

/**
 * A component another app exposes, loaded at runtime, with the props its contract declares
 * (shared/src/contracts/components.ts): <RemoteComponent id="mfe_teacher/GroupReports" props={{ studentGroupId: 4 }} />.
 * If its remote cannot be loaded, a message with a retry button takes its place; the page around it keeps working.
 */
export function RemoteComponent<I extends RemoteComponentId>({ id, props }: { id: I; props: RemoteComponentPropsOf<I> }) {
  return <RemoteModule id={id} props={props} />;
}

/** A whole page from a remote: <RemotePage id="mfe_teacher/StudentPage" title="Страница ученика" />; the title names the browser tab. */
export function RemotePage({ id, title }: { id: string; title?: string }) {
  useEffect(() => {
    if (title) document.title = `${title} — ${SCHOOL_NAME}`;
  }, [title]);
  return <RemoteModule id={id} page />;
}
