import { Badge, Button, DEFAULT_THEME, Modal, mergeMantineTheme, useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/language';
import { notify } from '../notify';
import { PortalProvider } from './PortalProvider';
import { contrastOnWhite, cssVariablesResolver, theme } from './theme';

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

  it('writes coloured text that reads at 4.5:1 or more on white, in every colour', () => {
    const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
    const { light } = cssVariablesResolver(resolved);
    const low = Object.keys(resolved.colors)
      .map((name) => [name, contrastOnWhite(light[`--mantine-color-${name}-text`]!)] as const)
      .filter(([, contrast]) => contrast < 4.5);
    expect(low).toEqual([]);
    expect(Object.keys(resolved.colors)).toEqual(expect.arrayContaining(['green', 'yellow', 'red', 'navy']));
    // The measure itself: Mantine's filled green is the failure the darker shade fixes.
    expect(contrastOnWhite(resolved.colors.green[6])).toBeLessThan(4.5);
    expect(contrastOnWhite('#000')).toBeCloseTo(21);
  });
});

describe('theme defaults', () => {
  it('never clips a badge: its text wraps between words rather than ending in an ellipsis', () => {
    render(
      <PortalProvider env="test">
        <Badge>Delivered</Badge>
      </PortalProvider>,
    );
    const label = screen.getByText('Delivered');
    const root = label.closest('.mantine-Badge-root') as HTMLElement;
    expect(label).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' });
    expect(root).toHaveStyle({ overflow: 'visible', height: 'auto', maxWidth: '100%' });
  });

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
