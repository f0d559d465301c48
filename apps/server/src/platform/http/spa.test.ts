import { describe, expect, it } from 'vitest';
import { DEMO_BANNER_TEXT, portalPage } from './spa.ts';

const built =
  '<!doctype html><html lang="en"><head><title>Lintel</title></head><body><div id="root"></div></body></html>';

describe('the portal page and demo mode', () => {
  it('anyone, in demo mode: every page starts with the demo banner, before any script runs', () => {
    const page = portalPage(built, true);
    expect(page).toContain('<body><aside id="lintel-demo-banner" aria-label="Demo mode">');
    expect(page).toContain(DEMO_BANNER_TEXT);
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf('lintel-demo-banner" aria')).toBeLessThan(page.indexOf('<div id="root">'));
  });

  it('anyone, outside demo mode: the page is exactly as built, no banner', () => {
    expect(portalPage(built, false)).toBe(built);
  });
});
