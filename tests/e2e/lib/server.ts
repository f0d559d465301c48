import { inject } from 'vitest';

/**
 * The server this file's browser talks to. The browser project runs three files at a time (D228), and each
 * of its workers has a server and database of its own (tests/e2e/global-setup.ts, D162): a file
 * never meets another file's changes half-way (a session ended, a record renamed), as when they ran
 * one at a time against one server.
 *
 * @example await page.goto(`${baseUrl}/sign-in`);
 */
const urls = inject('baseUrls');
export const baseUrl: string = urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
