import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { type AlertSanitizer, createAlertSanitizer } from './index.ts';

let shared: AlertSanitizer | null = null;

/**
 * Sanitises alert-message HTML on the server (jsdom window, created once per process).
 *
 * @example const safe = sanitizeAlertHtml('<p onclick="x()">hi</p>'); // '<p>hi</p>'
 */
export function sanitizeAlertHtml(html: string): string {
  shared ??= createAlertSanitizer(new JSDOM('').window as unknown as WindowLike);
  return shared(html);
}

export { ALERT_ALLOWED_ATTRIBUTES, ALERT_ALLOWED_TAGS } from './index.ts';
