import { Button, Modal, useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/language';
import { notify } from '../notify';
import { PortalProvider } from './PortalProvider';
import { theme } from './theme';

function ThemeProbe() {
  const current = useMantineTheme();
  return (
    <p>
      {current.primaryColor} {current.fontSizes.xs}
    </p>
  );
}

describe('PortalProvider', () => {
  it('applies the portal theme', () => {
    render(
      <PortalProvider env="test">
        <ThemeProbe />
      </PortalProvider>,
    );
    expect(screen.getByText(`navy ${theme.fontSizes?.xs}`)).toBeInTheDocument();
  });

  it('renders children and an outlet for toasts', () => {
    render(
      <PortalProvider env="test">
        <Button>Submit</Button>
      </PortalProvider>,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    act(() => {
      notify.success('Login successfully');
    });
    expect(screen.getByText('Login successfully')).toBeInTheDocument();
    act(() => notify.clean());
  });
});

describe('theme', () => {
  it('never sets text below 14px', () => {
    expect(theme.fontSizes?.xs).toBe('calc(0.875rem * var(--mantine-scale))');
  });
});

describe('theme defaults', () => {
  it('names the close button of a modal', () => {
    render(
      <PortalProvider env="test">
        <Modal opened onClose={jest.fn()} title="Profile Under Review">
          body
        </Modal>
      </PortalProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('names the close buttons of a modal and a toast in the language showing', async () => {
    await act(() => setLanguage('hi'));
    try {
      render(
        <PortalProvider env="test">
          <Modal opened onClose={jest.fn()} title="प्रोफ़ाइल">
            body
          </Modal>
        </PortalProvider>,
      );
      act(() => {
        notify.success('दस्तावेज़ जोड़ दिया गया');
      });
      expect(screen.getAllByRole('button', { name: 'बंद करें' })).toHaveLength(2);
      act(() => notify.clean());
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
