import { expect, it } from 'vitest';
import { AUTH_CHANNEL } from '../../../apps/web/src/app/session/broadcast.ts';
import { baseUrl } from '../lib/server.ts';
import { DEMO_PASSWORD, screenshot, signIn } from '../lib/session.ts';
import { useBrowser } from './setup.ts';

const b = useBrowser();

it('community manager: signing out in one tab signs the other tab out within a second', async () => {
  const { page, context } = b;
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page.getByTestId('home-community').waitFor();
  const other = await context.newPage();
  await other.goto(baseUrl);
  await other.getByTestId('home-community').waitFor();

  // The spec's second holds because the sign-out is pushed from this tab to the other (a broadcast),
  // not found by a poll: that is what is checked, with the two events themselves (the click on sign
  // out, the message arriving in the other tab) read in the pages. Their distance is reported, not
  // asserted: a busy machine delays a page at random, and a bound would test the machine.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('[data-testid="logout"]')) {
          (window as unknown as { clickedAt: number }).clickedAt = performance.timeOrigin + event.timeStamp;
        }
      },
      true,
    );
  });
  await other.evaluate(() => {
    (window as unknown as { beforeSignOut: boolean }).beforeSignOut = true;
  });
  const heardAt = other.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const channel = new BroadcastChannel(name);
        channel.onmessage = (event) => {
          if (event.data?.type !== 'signed-out') return;
          channel.close();
          resolve(performance.timeOrigin + event.timeStamp);
        };
      }),
    AUTH_CHANNEL,
  );
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout').click();
  const elapsed = (await heardAt) - (await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt));
  // Read in two renderer processes, whose clocks can differ by a few milliseconds: reported only.
  console.info(`cross-tab sign-out: heard ${Math.round(elapsed)} ms after the click`);
  // That message alone signs the other tab out: its sign-in screen shows in the same document.
  await other.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
  expect(await other.evaluate(() => (window as unknown as { beforeSignOut?: boolean }).beforeSignOut)).toBe(true);
  await screenshot(other, 'auth-cross-tab-signed-out');
});

it('community manager: signing in in one tab reloads the other tab within a second', async () => {
  const { page, context } = b;
  await page.goto(`${baseUrl}/sign-in`);
  const other = await context.newPage();
  await other.goto(`${baseUrl}/sign-in`);
  await other.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
  // A mark that only this document carries: a reload drops it.
  await other.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  await other.waitForLoadState('networkidle');
  const reloaded = other.waitForEvent('load');
  // Pushed, not polled: the other tab's first request after the sign-in is its own reload.
  const otherRequests: string[] = [];
  other.on('request', (request) => otherRequests.push(request.isNavigationRequest() ? 'reload' : request.url()));
  // When this tab tells the others (its broadcast), read in the page, like the reload's start below.
  await page.evaluate(() => {
    const post = BroadcastChannel.prototype.postMessage;
    BroadcastChannel.prototype.postMessage = function (message: unknown) {
      if ((message as { type?: string } | null)?.type === 'signed-in') {
        (window as unknown as { postedAt: number }).postedAt = performance.timeOrigin + performance.now();
      }
      return post.call(this, message);
    };
  });

  await page.getByLabel('Email or phone').fill('manager@maple.demo');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('home-community').waitFor();
  await reloaded;
  expect(await other.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(otherRequests[0]).toBe('reload');
  // The spec's second holds because the reload follows the broadcast (its first request, above), not
  // a poll. The distance, read in the pages, is reported rather than asserted (a busy machine delays
  // a page at random).
  const postedAt = await page.evaluate(() => (window as unknown as { postedAt: number }).postedAt);
  const reloadStartedAt = await other.evaluate(() => performance.timeOrigin);
  // Read in two renderer processes, whose clocks can differ by a few milliseconds (a reload was once
  // stamped 5 ms before the broadcast that caused it): reported only; the order is the one above.
  console.info(
    `cross-tab sign-in: the other tab reloaded ${Math.round(reloadStartedAt - postedAt)} ms after the broadcast`,
  );
  // The reloaded tab is signed in with the same session.
  await other.getByTestId('home-community').waitFor();
});

it("community manager: a session ended on the server is found missing at the next call; the tab refreshes it, then every tab signs out with 'Your authenticated session has expired'", async () => {
  const { page, context } = b;
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page.getByTestId('home-community').waitFor();
  const other = await context.newPage();
  await other.goto(baseUrl);
  await other.getByTestId('home-community').waitFor();
  const refreshed = page.waitForRequest(
    (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/session',
  );

  // Ended on the server only, as a sign-out on another device would: the browser still holds the cookie.
  const cookie = (await context.cookies()).find((c) => c.name === 'lintel_session')!;
  const ended = await fetch(`${baseUrl}/api/auth/sign-out`, {
    method: 'POST',
    headers: { cookie: `lintel_session=${cookie.value}`, origin: baseUrl },
  });
  expect(ended.status).toBe(204);
  await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').click();

  await refreshed;
  await expect.poll(() => page.getByTestId('flash').textContent()).toBe('Your authenticated session has expired');
  await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
  await other.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
  await screenshot(page, 'auth-session-expired');
});

it('community manager: a 401 while the session is still there is refreshed away; the tab stays signed in', async () => {
  const { page } = b;
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page.getByTestId('home-community').waitFor();
  // One answer says the session is missing although it is not (a stale proxy, say).
  let refused = 0;
  await page.route(
    (url) => url.pathname === '/api/units',
    async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'AUTH_REQUIRED', message: 'Your authenticated session has expired' }),
      });
    },
  );
  const refreshed = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/auth/session',
  );
  await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').click();
  expect((await refreshed).status()).toBe(200);
  // The refreshed tab asks again and shows the list.
  await page.getByTestId('unit-row').first().waitFor();
  expect(refused).toBeGreaterThanOrEqual(2);
  expect(await page.getByRole('heading', { name: 'Sign in to Lintel' }).count()).toBe(0);
});

it('community manager: idle for 3600000 ms, the tab signs out with the time-out flash', async () => {
  const { page } = b;
  await page.clock.install();
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page.getByTestId('home-community').waitFor();
  await page.clock.fastForward(3_600_000);
  await expect
    .poll(() => page.getByTestId('flash').textContent())
    .toBe('your session has timed out, please login to continue');
  await screenshot(page, 'auth-idle-flash');
});

it('community manager: an authenticated visit to /reset-password goes home', async () => {
  const { page } = b;
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page.getByTestId('home-community').waitFor();
  await page.goto(`${baseUrl}/reset-password`);
  await page.getByTestId('home-community').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});
