// A scheme followed by '//' (http://, ftp://). One character class and a literal: linear.
const HIERARCHICAL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
// Schemes written without '//'. They are kept as typed so the safe-url check can reject the dangerous ones
// visibly, instead of an 'http://' prefix hiding what the user entered.
const OPAQUE_SCHEME = /^(?:mailto|tel|sms|javascript|data|vbscript|file|blob|about):/;
const HTTP_START = /^https?:\/\//i;
// Control characters and whitespace: browsers silently drop some of these from URLs, which is how
// 'java\tscript:' slips past naive checks, so a link containing them is never safe.
const UNSAFE_CHAR = /[\s\p{Cc}]/u;

/**
 * Normalises a link the way the portal stores it: trimmed, lower-cased (as the spec says, even though
 * paths can be case-sensitive) and given 'http://' when no scheme is present. A protocol-relative
 * '//host' gets 'http:'; 'host:8080' is a host with a port, not a scheme. Empty input stays empty.
 *
 * @example normalizeLink(' Example.COM/x ') // 'http://example.com/x'
 */
export function normalizeLink(input: string): string {
  const link = input.trim().toLowerCase();
  if (link === '' || HIERARCHICAL_SCHEME.test(link) || OPAQUE_SCHEME.test(link)) return link;
  if (link.startsWith('//')) return `http:${link}`;
  return `http://${link}`;
}

/**
 * A link that is safe to put in an href: starts with http:// or https://, has a host, and contains no
 * whitespace or control characters. Rejects javascript:, data:, protocol-relative '//evil' and the like.
 *
 * @example isSafeUrl('https://maple.demo/pay') // true
 */
export function isSafeUrl(input: string): boolean {
  if (!HTTP_START.test(input) || UNSAFE_CHAR.test(input)) return false;
  try {
    return new URL(input).hostname !== '';
  } catch {
    return false;
  }
}
