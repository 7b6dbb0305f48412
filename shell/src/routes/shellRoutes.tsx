import { Outlet, type RouteObject } from 'react-router';
import { ExpiredPage } from '../auth/ExpiredPage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { LandingPage } from '../landing/LandingPage';
import { AppLayout } from '../layout/AppLayout';
import { PublicFrame } from '../layout/PublicFrame';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { HomeRedirect, RequireRespondent, RequireSession } from '../session';
import { RouteError } from './RouteError';
import { SCREEN_ROUTES, type ScreenAccess } from './routeTable';

const screensFor = (access: ScreenAccess): RouteObject[] =>
  SCREEN_ROUTES.filter((screen) => screen.access === access).map((screen) => ({
    path: screen.path,
    element: <RemoteScreen screen={screen} />,
  }));

const SCREEN_BY_ID = new Map(SCREEN_ROUTES.map((screen) => [screen.id, screen]));

function PublicFrameOutlet() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

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
      { element: <PublicFrameOutlet />, children: screensFor('public') },
      {
        path: '/respondentprofile',
        element: (
          <RequireRespondent>
            <PublicFrame>
              <RemoteScreen screen={SCREEN_BY_ID.get('respondent-profile')!} />
            </PublicFrame>
          </RequireRespondent>
        ),
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
