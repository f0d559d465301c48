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
 * Mantine's light variant (tinted buttons and badges) writes shade 9 on shade 1, and on shade 2 under
 * the pointer: red fell to 3.8:1 when hovered (the unit's Delete button under the mouse failed axe),
 * and green, teal, orange, lime and yellow miss 4.5:1 even at rest. Hovering lightens to shade 0
 * instead (still a visible change), and those five write a darker text (at least 4.6:1 on shades 0 and 1).
 */
const lightText: Record<string, string> = {
  teal: '#08705a',
  green: '#22722f',
  orange: '#a83a0b',
  lime: '#4f7a0c',
  yellow: '#8a5a00',
};
const lightVariables = Object.fromEntries(
  Object.keys(DEFAULT_THEME.colors)
    .filter((name) => name !== 'dark' && name !== 'gray')
    .flatMap((name) => [
      [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-0)`],
      ...(lightText[name] ? [[`--mantine-color-${name}-light-color`, lightText[name]]] : []),
    ]),
);

/**
 * Placeholders of the kit's pickers are text the user must read (a select's "choose…"): shade 6, like
 * muted text, rather than Mantine's shade 5 (2:1 on white). A field's error text and the filled red
 * button (every delete confirmation's yes) use red shade 9 (#c92a2a, 5.4:1 with white) rather than
 * shades 6 and 7 (3.3:1 and 3.8:1, below WCAG AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariables,
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51f1f',
  },
  dark: {},
});
