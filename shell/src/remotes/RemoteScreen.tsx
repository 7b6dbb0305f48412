import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, PageLoader } from 'shared-ui';
import { useSessionStore } from 'shared-api';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';
import { ownerOf, type ScreenRoute } from '../routes/routeTable';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteRoutes } from './useRemoteRoutes';

/** Catches a crash inside a remote's page so the shell, its menu and other pages survive. */
class ScreenErrorBoundary extends Component<{ children: ReactNode; title: string }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] screen "${this.props.title}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorState
          title={`${this.props.title} could not be shown`}
          message="Something went wrong on this page. Try again; if it keeps happening, contact support."
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}

/** Draws one screen of SPEC §2 with the remote that owns it for the current role. */
export function RemoteScreen({ screen }: { screen: ScreenRoute }) {
  const role = useSessionStore((state) => state.role);
  const remote = ownerOf(screen, role);
  const { data: routes, isPending, isError, isFetching, refetch } = useRemoteRoutes(remote);

  if (isError) return <RemoteUnavailable remote={remote} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending) return <PageLoader />;

  const match = routes.find((route) => route.id === screen.id);
  if (!match) return <PlaceholderPage title={screen.title} />;

  const Page = match.Component;
  return (
    <ScreenErrorBoundary key={screen.id} title={screen.title}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
