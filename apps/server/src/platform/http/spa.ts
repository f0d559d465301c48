import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The thin banner every page carries in demo mode, so nobody runs a demo server as production
 * without seeing it. It is part of the served page itself (not of the React tree), so it shows on
 * every screen, the sign-in and public pages included, before any script runs. Mantine's shell
 * header and navbar are fixed; the style moves them down by the banner's height.
 */
export const DEMO_BANNER_TEXT =
  'Demo mode: every account here is a published demo account and its messages are public in the demo mailbox. Do not enter real data.';
const DEMO_BANNER_HEIGHT = '24px';
const demoBanner = `<style>
  :root { --lintel-demo-banner: ${DEMO_BANNER_HEIGHT}; }
  body { padding-top: var(--lintel-demo-banner); }
  #lintel-demo-banner { position: fixed; top: 0; left: 0; right: 0; z-index: 1000; height: var(--lintel-demo-banner);
    box-sizing: border-box; margin: 0; padding: 0 12px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
    font: 600 12px/24px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: center;
    background: #7a4b00; color: #ffffff; }
  #lintel-demo-banner a { color: #ffffff; }
  .mantine-AppShell-header { top: var(--lintel-demo-banner) !important; }
  .mantine-AppShell-navbar, .mantine-AppShell-aside { top: calc(var(--app-shell-header-offset, 0rem) + var(--lintel-demo-banner)) !important;
    height: calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--lintel-demo-banner)) !important; }
</style>`;
const demoBannerBody = `<aside id="lintel-demo-banner" aria-label="Demo mode">${DEMO_BANNER_TEXT} <a href="/demo/mailbox">Demo mailbox</a></aside>`;

/** The portal's entry page as served: the built index.html, with the demo banner in demo mode. */
export function portalPage(indexHtml: string, demo: boolean): string {
  if (!demo) return indexHtml;
  const withStyle = indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', `${demoBanner}</head>`)
    : demoBanner + indexHtml;
  return /<body[^>]*>/.test(withStyle)
    ? withStyle.replace(/<body[^>]*>/, (body) => `${body}${demoBannerBody}`)
    : withStyle + demoBannerBody;
}

/** The compressed copies the build writes beside each file (apps/web/vite.config.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Serves the built portal: hashed assets cached for a year, the entry page never cached. Each
 * file goes out as the build's brotli or gzip copy when the browser accepts one (br first), else
 * as it is, with `Vary: Accept-Encoding` either way (D205). Returns the entry page (read once at
 * start) when the portal is there, so the not-found handler can answer deep links with it; null
 * when it is not built.
 */
export async function installSpa(
  app: FastifyInstance,
  webDist: string | null,
  options: { demo: boolean },
): Promise<string | null> {
  const index = webDist ? join(webDist, 'index.html') : null;
  if (!webDist || !index || !existsSync(index)) {
    if (webDist) app.log.warn('the portal is not built (apps/web/dist); serving the API only');
    return null;
  }
  const page = portalPage(readFileSync(index, 'utf8'), options.demo);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    preCompressed: true,
    // The entry page is always the one built above (with the demo banner when it applies). A
    // compressed copy is only ever sent as an encoding of its file, never asked for by name.
    allowedPath: (pathName) => pathName !== '/index.html' && !COMPRESSED_COPY.test(pathName),
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The root is a directory to the static server; the portal's entry page answers it.
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  return page;
}
