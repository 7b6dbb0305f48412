import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import type { ScreenRoute } from '../routes/routeTable';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteScreen } from './RemoteScreen';
import { RemoteUnavailableError } from '../runtime-plugin/remoteErrorPlugin';

jest.mock('./loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

const SCREEN: ScreenRoute = { id: 'signup', path: '/signup', title: 'Sign up', access: 'public', owner: 'onboarding' };

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (screenRoute: ScreenRoute) => (
    <QueryClientProvider client={client}>
      <RemoteScreen screen={screenRoute} />
    </QueryClientProvider>
  );
  const result = renderWithProviders(view(SCREEN));
  return { ...result, navigate: (screenRoute: ScreenRoute) => result.rerender(view(screenRoute)) };
}

beforeEach(() => load.mockReset());

describe('RemoteScreen', () => {
  it('draws the page the owning remote exposes for the screen id', async () => {
    load.mockResolvedValue([{ id: 'signup', path: '/signup', title: 'Sign up', Component: () => <p>three cards</p> }]);
    renderScreen();
    expect(await screen.findByText('three cards')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('onboarding');
  });

  it('names the screen when the remote does not offer it yet', async () => {
    load.mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByTestId('placeholder-page')).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote cannot load, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('onboarding'));
    load.mockResolvedValueOnce([{ id: 'signup', path: '/signup', title: 'Sign up', Component: () => <p>back again</p> }]);
    const { user } = renderScreen();
    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the remote again at the next navigation and draws what a new release offers', async () => {
    const CHOOSE: ScreenRoute = { id: 'choose', path: '/choose', title: 'Choose', access: 'public', owner: 'onboarding' };
    load.mockResolvedValueOnce([{ id: 'signup', path: '/signup', title: 'Sign up', Component: () => <p>old release</p> }]);
    load.mockResolvedValueOnce([{ id: 'choose', path: '/choose', title: 'Choose', Component: () => <p>new release</p> }]);
    const { navigate } = renderScreen();
    expect(await screen.findByText('old release')).toBeInTheDocument();
    navigate(CHOOSE);
    expect(await screen.findByText('new release')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a crash inside a remote page from taking the shell down', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue([
      {
        id: 'signup',
        path: '/signup',
        title: 'Sign up',
        Component: () => {
          throw new Error('boom');
        },
      },
    ]);
    renderScreen();
    expect(await screen.findByText('Sign up could not be shown')).toBeInTheDocument();
    spy.mockRestore();
  });
});
