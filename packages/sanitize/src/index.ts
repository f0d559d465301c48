import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

/** Spec part 1 section 5: the only tags an alert message may carry. */
export const ALERT_ALLOWED_TAGS = [
  'div',
  'p',
  'span',
  'a',
  'b',
  'strong',
  'em',
  'u',
  'ol',
  'ul',
  'i',
  'br',
  'th',
  'li',
  'button',
] as const;

/** Spec part 1 section 5: the only attributes an alert message may carry. */
export const ALERT_ALLOWED_ATTRIBUTES = ['class', 'style', 'href', 'target', 'rel'] as const;

/** Links may point at web pages, mail and phone numbers, or be relative; never javascript:, data:, vbscript: or blob:. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** CSS that can fetch, run or re-style beyond the message (url(), expression(), @import, behavior). */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:|[<>]|\\/i;

const config: Config = {
  ALLOWED_TAGS: [...ALERT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALERT_ALLOWED_ATTRIBUTES],
  // DOMPurify keeps `is` (customised built-ins) on its own; the spec's list does not have it.
  FORBID_ATTR: ['is'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

export type AlertSanitizer = (html: string) => string;

/**
 * Builds the alert-message sanitiser over a DOM window (the browser's, or jsdom's on the server).
 * Every link leaves with rel="noopener noreferrer"; style values that could load or run anything
 * are dropped whole.
 *
 * @example const sanitize = createAlertSanitizer(window); el.innerHTML = sanitize(message);
 */
export function createAlertSanitizer(window: WindowLike): AlertSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'target' && !/^_(blank|self|parent|top)$/.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // <form> is never allowed, so a <button> in a message has nothing to submit.
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  const once = (html: string) => {
    const body = purify.sanitize(html, { ...config, RETURN_DOM: true }) as HTMLElement | null;
    // Markup that opens with <frameset> parses into a document without a body: nothing of it may stay.
    if (!body) return '';
    // DOMPurify blanks a removed `is` (customised built-ins) instead of dropping it; the allow-list has no place for it.
    for (const element of body.querySelectorAll('[is]')) element.removeAttribute('is');
    return body.innerHTML;
  };
  // Keeping the content of a removed element can leave a tree no parser makes (a <p> inside a <p>,
  // from `<p><object></p>`), whose markup parses differently the next time. The result is sanitised
  // again until it stands still, so what is stored is what every later reading shows.
  return (html: string) => {
    let result = once(html);
    for (let round = 0; round < 3; round++) {
      const again = once(result);
      if (again === result) return result;
      result = again;
    }
    return result;
  };
}
