import { type AlertSanitizer, createAlertSanitizer } from '@lintel/sanitize';

let sanitizer: AlertSanitizer | null = null;

/** Alert HTML is sanitised again on display with the spec's allow-list (it was sanitised on the way in too). */
export function safeAlertHtml(html: string): { __html: string } {
  sanitizer ??= createAlertSanitizer(window);
  return { __html: sanitizer(html) };
}
