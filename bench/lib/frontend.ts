import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { median, ROOT, type Server } from './proc.ts';
import type { Results } from './report.ts';

const DEMO_PASSWORD = 'Lintel-demo-1';

/** Builds the portal (always in the full run; in the quick run only when there is no build) before the servers start. */
export function ensurePortalBuilt(quick: boolean): void {
  if (quick && existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', '@lintel/web'], { cwd: ROOT, stdio: 'pipe' });
  if (built.status !== 0) throw new Error(`portal build failed:\n${built.stderr}`);
}

/** The baseline page: React 19 rendering a sign-in form, nothing else, built with the same Vite in the same run. */
async function buildMinimalReact(): Promise<string> {
  const dir = join(ROOT, 'bench/.data/minimal-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sign in</title><link rel="stylesheet" href="./style.css"></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'style.css'), 'body{font-family:system-ui;margin:2rem}label{display:block;margin:.5rem 0}');
  writeFileSync(
    join(dir, 'main.js'),
    `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function SignIn() {
  const [email, setEmail] = useState('');
  return h('form', null, h('h1', null, 'Sign in to Lintel'),
    h('label', null, 'Email or phone', h('input', { value: email, onChange: (e) => setEmail(e.target.value) })),
    h('label', null, 'Password', h('input', { type: 'password' })),
    h('button', { type: 'submit' }, 'Sign in'));
}
createRoot(document.getElementById('root')).render(h(SignIn));
`,
  );
  await build({ root: dir, logLevel: 'silent', build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  return join(dir, 'dist');
}

/** Every file under a folder, with its path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

/**
 * Serves the minimal page as a production server would: brotli (quality 11) when the browser
 * accepts it, else gzip (level 9), else as built, the portal's own build settings (D205). The
 * copies are made before the first request, as the portal's are at build time.
 */
function serveFolder(dir: string, port: number): Promise<HttpServer> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const copies = new Map<string, { br: Buffer; gzip: Buffer }>();
  for (const file of filesUnder(dir)) {
    const data = readFileSync(file);
    copies.set(file, {
      br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(data, { level: 9 }),
    });
  }
  const server = createServer((request, response) => {
    const path = normalize(join(dir, (request.url ?? '/').split('?')[0]!));
    const file = path.startsWith(dir) && existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const headers: Record<string, string> = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      vary: 'accept-encoding',
    };
    const copy = copies.get(file);
    if (!encoding || !copy) {
      response.writeHead(200, headers);
      response.end(readFileSync(file));
      return;
    }
    response.writeHead(200, { ...headers, 'content-encoding': encoding });
    response.end(copy[encoding]);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

type Profile = 'desktop' | 'mobile';

async function openPage(browser: Browser, profile: Profile): Promise<Page> {
  const context = await browser.newContext({
    viewport: profile === 'mobile' ? { width: 412, height: 823 } : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  if (profile === 'mobile') {
    // Lighthouse's mobile profile: 4x CPU slowdown, "slow 4G" (562.5 ms RTT, 1.47 Mbps down, 675 kbps up).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
  }
  return page;
}

const lcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
        setTimeout(() => resolve(-1), 5_000);
      }),
  );

interface AssetBytes {
  /** Gzip (level 6) of the decoded bodies, computed here: what the files would weigh gzipped. */
  gzip: number;
  /** Bytes the browser received for them: response headers and the body as sent (encoded). */
  transferred: number;
  /** The Content-Encoding values they came with ('identity' for none). */
  encodings: Set<string>;
}

/**
 * Watches every script and stylesheet the page loads from its own origin; the returned function
 * waits for the ones seen so far and sums them.
 */
function collectAssets(page: Page, origin: string): () => Promise<AssetBytes> {
  const gzip = new Map<string, number>();
  const transferred = new Map<string, number>();
  const encodings = new Set<string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(origin)) return;
    pending.push(
      (async () => {
        try {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          gzip.set(response.url(), gzipSync(body).length);
          transferred.set(response.url(), sizes.responseHeadersSize + sizes.responseBodySize);
          encodings.add(response.headers()['content-encoding'] ?? 'identity');
        } catch {
          // body gone with a navigation
        }
      })(),
    );
  });
  const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
  return async () => {
    await Promise.all(pending);
    return { gzip: sum(gzip), transferred: sum(transferred), encodings };
  };
}

/**
 * Milliseconds from a click on `target` to the first frame after `painted` appears, measured in the
 * page. The page code is a string: the TypeScript loader would add helpers to a function's source.
 */
function clickToPaint(page: Page, target: string, painted: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const link = document.querySelector(${JSON.stringify(target)});
    if (!link) return reject(new Error('nothing matches the target'));
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(painted)})) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    link.click();
  })`) as Promise<number>;
}

/**
 * Sizes and timings of the portal in headless Chromium beside the minimal React 19 page:
 * gzip JS+CSS of sign-in and of home after sign-in, the bytes the browser received for them
 * (sign-in, and home signed in on a cold cache), LCP of each, sign-in click to home interactive;
 * median of `runs`, unthrottled and with the mobile profile.
 */
export async function measureFrontEnd(options: { quick: boolean; port: number; results: Results; lintel: Server }) {
  const { results } = options;
  const minimalDist = await buildMinimalReact();
  const minimal = await serveFolder(minimalDist, options.port + 1);
  const minimalUrl = `http://127.0.0.1:${options.port + 1}`;
  const lintel = options.lintel;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const url = lintel.url.replace('127.0.0.1', 'localhost');
    const runs = options.quick ? 1 : 5;
    const profiles: Profile[] = options.quick ? ['desktop'] : ['desktop', 'mobile'];
    for (const profile of profiles) {
      const signInLcp: number[] = [];
      const homeLcp: number[] = [];
      const toHome: number[] = [];
      const minimalLcp: number[] = [];
      const modalPaint: number[] = [];
      let signInBytes: AssetBytes | undefined;
      let homeBytes: AssetBytes | undefined;
      let coldHomeBytes: AssetBytes | undefined;
      let minimalBytes: AssetBytes | undefined;
      for (let i = 0; i < runs; i++) {
        const page = await openPage(browser, profile);
        const signInAssets = collectAssets(page, url);
        await page.goto(`${url}/sign-in`);
        await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
        signInLcp.push(await lcp(page));
        signInBytes = await signInAssets();
        await page.getByLabel('Email or phone').fill('manager@maple.demo');
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
        const clicked = Date.now();
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByTestId('stat-Units').waitFor();
        toHome.push(Date.now() - clicked);
        if (profile === 'desktop') {
          // Home signed in on a cold cache, the way a first visit receives it (bytes only).
          const cold = await browser.newContext({
            viewport: { width: 1280, height: 800 },
            storageState: await page.context().storageState(),
          });
          const coldPage = await cold.newPage();
          const coldAssets = collectAssets(coldPage, url);
          await coldPage.goto(`${url}/`);
          await coldPage.getByTestId('stat-Units').waitFor();
          coldHomeBytes = await coldAssets();
          await cold.close();
        }
        // Home as a page load of its own (LCP is only reported for loads), signed in, caches warm.
        const homePage = await page.context().newPage();
        const homeAssets = collectAssets(homePage, url);
        if (profile === 'mobile') {
          const cdp = await page.context().newCDPSession(homePage);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        }
        await homePage.goto(`${url}/`);
        await homePage.getByTestId('stat-Units').waitFor();
        homeLcp.push(await lcp(homePage));
        homeBytes = await homeAssets();
        // A modal route opened over a list for the first time in this tab (its chunk included):
        // from the click on a unit to the unit's name painted in the panel.
        await homePage.goto(`${url}/spaces/living`);
        await homePage.getByTestId('unit-row').first().waitFor();
        modalPaint.push(await clickToPaint(homePage, '[data-testid="unit-row"] a', '[data-testid="unit-name"]'));
        await page.context().close();

        const base = await openPage(browser, profile);
        const baseAssets = collectAssets(base, minimalUrl);
        await base.goto(minimalUrl);
        await base.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
        minimalLcp.push(await lcp(base));
        minimalBytes = await baseAssets();
        await base.context().close();
      }
      const put = (name: string, value: number, unit: string, baseline: number | null) => {
        results.metrics[name] = {
          value: Math.round(value),
          unit,
          baseline: baseline === null ? null : Math.round(baseline),
          ratio: baseline ? Math.round((value / baseline) * 100) / 100 : null,
        };
      };
      if (profile === 'desktop' && signInBytes && homeBytes && coldHomeBytes && minimalBytes) {
        const kb = (bytes: number) => bytes / 1024;
        put('frontend.sign_in.js_css_gzip', kb(signInBytes.gzip), 'KB', kb(minimalBytes.gzip));
        put('frontend.home.js_css_gzip', kb(homeBytes.gzip), 'KB', kb(minimalBytes.gzip));
        put('frontend.sign_in.js_css_transferred', kb(signInBytes.transferred), 'KB', kb(minimalBytes.transferred));
        put('frontend.home.js_css_transferred', kb(coldHomeBytes.transferred), 'KB', kb(minimalBytes.transferred));
        const seen = (bytes: AssetBytes) => [...bytes.encodings].sort().join(', ');
        results.notes.push(
          `frontend.*.js_css_transferred: response headers and encoded bodies of the scripts and stylesheets as Chromium received them (home: signed in, cold cache); content-encoding seen: portal ${seen(signInBytes)}, minimal page ${seen(minimalBytes)}.`,
        );
      }
      put(`frontend.${profile}.sign_in.lcp`, median(signInLcp), 'ms', median(minimalLcp));
      put(`frontend.${profile}.home.lcp`, median(homeLcp), 'ms', median(minimalLcp));
      put(`frontend.${profile}.sign_in_click_to_home_interactive`, median(toHome), 'ms', null);
      put(`frontend.${profile}.modal_click_to_paint`, median(modalPaint), 'ms', null);
    }
    results.notes.push(
      'frontend.<profile>.modal_click_to_paint: click on a unit of the living-structure list to its name painted in the modal, first open in the tab (chunk and data included).',
      `frontend: median of ${runs} run(s) per profile; baseline = a minimal React 19 sign-in page built with the same Vite in this run; home LCP is a signed-in page load of home.`,
    );
  } finally {
    await browser.close();
    minimal.close();
  }
}
