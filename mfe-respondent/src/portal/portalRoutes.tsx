import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from 'shared-ui';
import { routes } from '../routes';
import { RequireRespondentCase } from '../session/RequireRespondentCase';
import { PortalLayout } from './PortalLayout';

function page(id: string) {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`The respondent remote has no screen ${id}`);
  const Page: ComponentType = route.Component;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

// The case screen brings the portal's full styles with it; the login screens need only a few.
const CasePage = lazy(() =>
  Promise.all([import('./portal-full.css'), import('../case/RespondentCasePage'), import('./PortalCaseQueries')]).then(
    ([, { RespondentCasePage }, { PortalCaseQueries }]) => ({
      default: () => (
        <PortalCaseQueries>
          <RespondentCasePage />
        </PortalCaseQueries>
      ),
    }),
  ),
);

/** The standalone portal: the remote's own screens (the same modules the shell mounts) and nothing else. */
export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { path: '/Respondentlogin', element: page('respondent-login') },
      { path: '/Respondentlogin/:id', element: page('respondent-login-case') },
      { path: '/respondentprofile', element: (
          <RequireRespondentCase>
            <Suspense fallback={<PageLoader />}>
              <CasePage />
            </Suspense>
          </RequireRespondentCase>
        ), },
      { path: '*', element: <Navigate to="/Respondentlogin" replace /> },
    ],
  },
];
