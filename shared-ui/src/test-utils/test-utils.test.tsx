import { useMantineTheme } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { notify } from '../notify';
import { act } from '@testing-library/react';
import { renderWithProviders, screen } from './index';

function CaseHeading() {
  const { id } = useParams();
  const theme = useMantineTheme();
  return (
    <>
      <h1>Case {id}</h1>
      <p>Primary colour {theme.primaryColor}</p>
      <Link to="/dashboard">Back</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('mounts the element at its path with the portal theme', () => {
    renderWithProviders(<CaseHeading />, { route: '/arbitrationview/ARB-00001', path: '/arbitrationview/:id' });
    expect(screen.getByRole('heading', { name: 'Case ARB-00001' })).toBeInTheDocument();
    expect(screen.getByText('Primary colour navy')).toBeInTheDocument();
  });

  it('follows links to the routes it was given and tells the location', async () => {
    const { user, location } = renderWithProviders(<CaseHeading />, {
      routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
    });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  it('shows toasts and starts each render without the previous test’s toasts', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('Login successfully');
    });
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
  });

  it('re-renders inside the same providers and keeps the location', async () => {
    const { user, rerender, location } = renderWithProviders(<CaseHeading />, {
      route: '/arbitrationview/ARB-1',
      path: '/arbitrationview/:id',
      routes: [{ path: '/dashboard', element: <CaseHeading /> }],
    });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    rerender(<p>replaced</p>);
    expect(location().pathname).toBe('/dashboard');
    expect(screen.getByText('Primary colour navy')).toBeInTheDocument();
  });

  it('has no toast left over from the previous test', () => {
    renderWithProviders(<p>page</p>);
    expect(screen.queryByText('Login successfully')).not.toBeInTheDocument();
  });
});
