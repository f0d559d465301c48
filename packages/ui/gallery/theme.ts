import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The portal's theme (kept in step with the web app's): Lintel blue, shade 7 (#1f4e79) is the brand.
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

export const galleryTheme = createTheme({
  primaryColor: 'lintel',
  primaryShade: 7,
  colors: { lintel },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});
