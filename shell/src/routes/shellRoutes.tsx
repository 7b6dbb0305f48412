import { Suspense, lazy, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from 'shared-ui';
import { LoginPage } from '../auth/LoginPage';
import { PublicFrame } from '../layout/PublicFrame';
import { HomeRedirect } from '../session/HomeRedirect';
import { RouteError } from './RouteError';
import { SCREEN_ROUTES, type ScreenAccess, type ScreenRoute } from './routeTable';

/**
 * A page loaded when it is first opened. The login page is the one most visits start on, so it
 * comes with the shell; the landing page, the password pages and the signed-in layout (menus,
 * profile gate) each load on their own.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}

const LandingPage = lazyPage(() => import('../landing/LandingPage'), 'LandingPage');
const ForgotPasswordPage = lazyPage(() => import('../auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../auth/ResetPasswordPage'), 'ResetPasswordPage');
const ExpiredPage = lazyPage(() => import('../auth/ExpiredPage'), 'ExpiredPage');
const SignedInLayout = lazyPage(() => import('../layout/SignedInLayout'), 'SignedInLayout');
const RespondentCaseFrame = lazyPage(() => import('../layout/RespondentCaseFrame'), 'RespondentCaseFrame');
const QueryRoot = lazyPage(() => import('../query/QueryRoot'), 'QueryRoot');

// Remote screens bring the federation runtime's loader with them: not needed on the login page.
const RemoteScreenModule = lazy(() => import('../remotes/RemoteScreen').then((module) => ({ default: module.RemoteScreen })));

function RemoteScreen({ screen }: { screen: ScreenRoute }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <RemoteScreenModule screen={screen} />
    </Suspense>
  );
}

const screensFor = (access: ScreenAccess): RouteObject[] =>
  SCREEN_ROUTES.filter((screen) => screen.access === access).map((screen) => ({
    path: screen.path,
    element: <RemoteScreen screen={screen} />,
  }));

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
      {
        element: <QueryRoot />,
        children: [
          { path: '/Expired', element: <ExpiredPage /> },
          { element: <PublicFrameOutlet />, children: screensFor('public') },
          { path: '/respondentprofile', element: <RespondentCaseFrame /> },
          {
            element: <SignedInLayout />,
            children: [{ path: '/resetpassword', element: <ResetPasswordPage /> }, ...screensFor('user')],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
