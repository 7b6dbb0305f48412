import { createTheme, darken, rem, toRgba } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { commonT } from '../i18n/common';

/** Deep navy: the primary colour of a sober legal and finance portal. */
const navy: MantineColorsTuple = [
  '#edf1f9',
  '#d9e0f0',
  '#b0bfe0',
  '#8599cf',
  '#6279c0',
  '#4c66b8',
  '#3f5cb5',
  '#314c9f',
  '#28438f',
  '#1c3770',
];

export const theme = createTheme({
  primaryColor: 'navy',
  // White text on shade 8 has a contrast ratio near 10:1.
  primaryShade: { light: 8, dark: 6 },
  colors: { navy },
  // Filled badges and buttons in light colours (yellow, lime…) get dark text, not white.
  autoContrast: true,
  // People who ask their system for less motion get no transitions (modals, menus, collapses).
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // Nothing a person must read is smaller than 14px.
  fontSizes: {
    xs: rem(14),
    sm: rem(14),
    md: rem(16),
    lg: rem(18),
    xl: rem(20),
  },
  lineHeights: { xs: '1.45', sm: '1.5', md: '1.55', lg: '1.6', xl: '1.65' },
  defaultRadius: 'sm',
  radius: { xs: rem(2), sm: rem(4), md: rem(6), lg: rem(10), xl: rem(16) },
  // A ring for keyboard focus (:focus-visible), none for mouse clicks.
  focusRing: 'auto',
  cursorType: 'pointer',
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: rem(28), lineHeight: '1.3' },
      h2: { fontSize: rem(24), lineHeight: '1.3' },
      h3: { fontSize: rem(20), lineHeight: '1.35' },
      h4: { fontSize: rem(18), lineHeight: '1.4' },
    },
  },
  components: {
    // Mantine's close buttons have no accessible name of their own. Their defaults are read each
    // time one renders, so the name is in the language showing then.
    Modal: { defaultProps: () => ({ centered: true, closeButtonProps: { 'aria-label': commonT('common.close') } }) },
    Drawer: { defaultProps: () => ({ closeButtonProps: { 'aria-label': commonT('common.close') } }) },
    Table: { defaultProps: { verticalSpacing: 'sm', horizontalSpacing: 'md' } },
    // A badge is read whole (a status, a stage): Mantine's clips its text with an ellipsis and lets
    // a squeezed table column shrink it to "DELIVE…". It wraps between words instead, so its column
    // never gets narrower than its longest word. Inline styles: no stylesheet order can undo them.
    Badge: {
      styles: {
        root: { overflow: 'visible', height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      },
    },
    Notification: { defaultProps: () => ({ withBorder: true, closeButtonProps: { 'aria-label': commonT('common.close') } }) },
  },
});

/** WCAG contrast of a colour against white. */
export function contrastOnWhite(color: string): number {
  const { r, g, b } = toRgba(color);
  const linear = (channel: number) => (channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
  return 1.05 / (0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) + 0.05);
}

/**
 * Text that must stay readable (WCAG AA, 4.5:1): dimmed text is gray 7 rather than Mantine's gray 6,
 * and coloured text and the text of "light" variants (badges, alerts, light buttons) is each colour's
 * darkest shade (coloured text: as it is where it reads, else darker), darkened further on its pale tint.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': resolved.colors.gray[7] };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.3);
    // Coloured text (`<Text c="green">`): Mantine's is the filled shade, 3–4:1 on white for red,
    // green, orange and yellow. The darkest shade where it reads (red stays red), else darker.
    light[`--mantine-color-${name}-text`] = contrastOnWhite(shades[9]) >= 4.5 ? shades[9] : darken(shades[9], 0.3);
  }
  light['--mantine-primary-color-light-color'] = darken(resolved.colors[resolved.primaryColor][9], 0.3);
  return { variables: {}, light, dark: {} };
};
