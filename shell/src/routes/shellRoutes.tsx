import type { RouteObject } from 'react-router';
import { ExpiredPage } from '../auth/ExpiredPage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { LandingPage } from '../landing/LandingPage';
import { AppLayout } from '../layout/AppLayout';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { HomeRedirect, RequireRespondent, RequireSession } from '../session';
import { RouteError } from './RouteError';
import { SCREEN_ROUTES, type ScreenAccess } from './routeTable';

const screensFor = (access: ScreenAccess): RouteObject[] =>
  SCREEN_ROUTES.filter((screen) => screen.access === access).map((screen) => ({
    path: screen.path,
    element: <RemoteScreen screen={screen} />,
  }));

/** The shell's route tree (hash routing, the paths of SPEC §2). */
export const shellRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: '/landingpage', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/Expired', element: <ExpiredPage /> },
      ...screensFor('public'),
      {
        element: (
          <RequireRespondent>
            <main>
              <RemoteScreen screen={SCREEN_ROUTES.find((screen) => screen.id === 'respondent-profile')!} />
            </main>
          </RequireRespondent>
        ),
        path: '/respondentprofile',
      },
      {
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [{ path: '/resetpassword', element: <ResetPasswordPage /> }, ...screensFor('user')],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
