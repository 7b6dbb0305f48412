import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, PageLoader } from 'shared-ui';
import { useSessionStore } from 'shared-api';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';
import { ownerOf, type ScreenRoute } from '../routes/routeTable';
import { translate, translateValue, useTranslation } from './i18n';
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
          title={translate('remotes.crash.title', { screen: this.props.title })}
          message={translate('remotes.crash.text')}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}

/** Draws one screen of SPEC §2 with the remote that owns it for the current role. */
export function RemoteScreen({ screen }: { screen: ScreenRoute }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.role);
  const remote = ownerOf(screen, role);
  const { data: routes, isPending, isError, isFetching, refetch } = useRemoteRoutes(remote, screen.id);

  if (isError) return <RemoteUnavailable remote={remote} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending) return <PageLoader />;

  // The route table names each screen in English; the catalogue, by those words, in the reader's language.
  const title = translateValue(t, 'remotes.screen', screen.title);
  const match = routes.find((route) => route.id === screen.id);
  if (!match) return <PlaceholderPage title={title} />;

  const Page = match.Component;
  return (
    <ScreenErrorBoundary key={screen.id} title={title}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
