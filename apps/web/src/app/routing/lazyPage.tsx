import { Button, Center, Group, Loader } from '@mantine/core';
import { Component, type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages } from '../kit/messages.ts';
import { StatusPage } from '../pages/StatusPage.tsx';
import { routingMessages as m } from './messages.ts';
import type { RouteDef } from './route.ts';
import { routeTable } from './table.ts';

/** The spec's chunk load time-out: a page chunk that has not arrived after 120000 ms counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Resolves with the load, or rejects with a ChunkLoadError when it fails or takes longer than the time-out. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

// React.lazy remembers a rejection for good: a retry needs a fresh lazy component.
const cache = new Map<string, ComponentType>();
/** Pages whose chunk has arrived: rendered directly, with no suspense and no fallback. */
const loaded = new Map<string, ComponentType>();

function load(route: RouteDef) {
  return withTimeout(route.load).then((module) => {
    loaded.set(route.name, module.default);
    return module;
  });
}

function lazyOf(route: RouteDef): ComponentType {
  let component = cache.get(route.name);
  if (!component) {
    component = lazy(() => load(route));
    cache.set(route.name, component);
  }
  return component;
}

/**
 * Loads the modal routes opened over a page while the user looks at it. A page behind a fresh lazy
 * import keeps React's fallback up for 300 ms on first open; a loaded one paints at once.
 */
export function preloadModalsOf(page: RouteDef, routes: readonly RouteDef[] = routeTable): Promise<void> {
  const children = routes.filter((r) => r.loadInModal && r.parent === page.name && !loaded.has(r.name));
  return Promise.all(children.map((child) => load(child).catch(() => undefined))).then(() => undefined);
}

export function PageLoader() {
  const intl = useIntl();
  return (
    <Center mih="40vh">
      <Loader role="progressbar" aria-label={intl.formatMessage(m.loading)} />
    </Center>
  );
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <StatusPage
      testId="chunk-failed"
      title={intl.formatMessage(m.chunkFailedTitle)}
      body={intl.formatMessage(m.chunkFailedBody)}
      action={
        <Group>
          <Button onClick={onRetry}>{intl.formatMessage(kitMessages.retry)}</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {intl.formatMessage(m.chunkReload)}
          </Button>
        </Group>
      }
    />
  );
}

/** Catches a failed page chunk and offers a retry instead of a blank page; other errors pass on. */
class ChunkBoundary extends Component<{ route: RouteDef }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }
  retry = () => {
    cache.delete(this.props.route.name);
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };
  override render() {
    if (this.state.failed) return <ChunkFailed onRetry={this.retry} />;
    const Ready = loaded.get(this.props.route.name);
    if (Ready) return <Ready />;
    // Looked up on every render, so a retry picks up the fresh lazy component.
    const Page = lazyOf(this.props.route);
    return (
      <Suspense key={this.state.attempt} fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
}

/** Renders a route's page, loading its area chunk on first use (and, for a page, its modals' after). */
export function LazyPage({ route }: { route: RouteDef }) {
  useEffect(() => {
    if (route.loadInModal) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void preloadModalsOf(route));
  }, [route]);
  return <ChunkBoundary route={route} />;
}
