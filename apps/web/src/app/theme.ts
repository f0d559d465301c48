import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

// Lintel blue, from light to dark; shade 7 (#1f4e79) is the brand colour.
const lintel: MantineColorsTuple = [
  '#eaf2fa',
  '#d3e2f1',
  '#a5c3e3',
  '#74a2d5',
  '#4d87c9',
  '#3575c2',
  '#286bbf',
  '#1f4e79',
  '#184268',
  '#0d3457',
];

/**
 * Mantine's grays with a darker shade 6 (#5c636a for #868e96): the shade of muted text (`c="dimmed"`)
 * and of gray badges and buttons. It keeps at least 4.5:1 (WCAG AA) on every background the kit puts
 * muted text on: white, grays 0 to 2, and the primary light tint of a selected row (4.6:1); the
 * default fell to 3:1 on white.
 */
const gray: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.gray.slice(0, 6) as [string, string, string, string, string, string]),
  '#5c636a',
  ...(DEFAULT_THEME.colors.gray.slice(7) as [string, string, string]),
];

export const theme = createTheme({
  primaryColor: 'lintel',
  primaryShade: 7,
  colors: { lintel, gray },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});

/**
 * Placeholders of the kit's pickers are text the user must read (a select's "choose…"): shade 6, like
 * muted text, rather than Mantine's shade 5 (2:1 on white). A field's error message and the typed
 * text of a refused field use red shade 9 (5:1 on white) rather than Mantine's shade 6 (3.3:1), so a
 * refusal next to its field is readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
