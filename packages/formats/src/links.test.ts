import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, normalizeLink } from './links.ts';

describe('normalizeLink', () => {
  it('trims, lower-cases and adds http when no scheme is present', () => {
    expect(normalizeLink(' Example.COM/x ')).toBe('http://example.com/x');
    expect(normalizeLink('HTTPS://Maple.Demo')).toBe('https://maple.demo');
    expect(normalizeLink('ftp://files.demo')).toBe('ftp://files.demo');
    expect(normalizeLink('localhost:3000/app')).toBe('http://localhost:3000/app');
    expect(normalizeLink('example.com:8080')).toBe('http://example.com:8080');
    expect(normalizeLink('//cdn.demo/a.png')).toBe('http://cdn.demo/a.png');
    expect(normalizeLink('   ')).toBe('');
  });

  it('keeps opaque schemes so the safe-url check can reject them', () => {
    expect(normalizeLink('JavaScript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeLink('mailto:Office@Maple.demo')).toBe('mailto:office@maple.demo');
    expect(isSafeUrl(normalizeLink('javascript:alert(1)'))).toBe(false);
  });

  it('is idempotent and always yields a scheme', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeLink(text);
        return (
          normalizeLink(once) === once &&
          (once === '' || /^[a-z][a-z0-9+.-]*:/.test(once)) &&
          once === once.toLowerCase()
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isSafeUrl', () => {
  it('accepts http and https links with a host', () => {
    expect(isSafeUrl('https://maple.demo/pay')).toBe(true);
    expect(isSafeUrl('http://localhost:3000')).toBe(true);
    expect(isSafeUrl('HTTPS://Maple.demo')).toBe(true);
  });

  it('rejects script, data, protocol-relative and malformed links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.demo',
      'evil.demo',
      'http://',
      'https:///',
      'http:evil.demo',
      'https:\\\\evil.demo',
      'http://exa mple.demo',
      'http://example.demo/\n',
      'http://exa\tmple.demo',
      'ftp://files.demo',
      '',
    ]) {
      expect(isSafeUrl(bad)).toBe(false);
    }
  });

  it('accepts every generated web link once normalised', () => {
    const label = fc
      .string({ unit: fc.constantFrom('a', 'Z', '0', '7', '-'), minLength: 1, maxLength: 10 })
      .filter((l) => !l.startsWith('-') && !l.endsWith('-'));
    const pathChars = fc.string({
      unit: fc.constantFrom('a', 'B', '1', '/', '-', '_', '.', '~', '%20', '=', '&', '+'),
      maxLength: 20,
    });
    const link = fc
      .record({
        scheme: fc.constantFrom('', 'http://', 'HTTPS://', '//'),
        host: fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => [...labels, 'demo'].join('.')),
        port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        path: pathChars,
        query: fc.option(pathChars, { nil: undefined }),
        fragment: fc.option(pathChars, { nil: undefined }),
        pad: fc.constantFrom('', ' ', '\t'),
      })
      .map(
        ({ scheme, host, port, path, query, fragment, pad }) =>
          `${pad}${scheme}${host}${port === undefined ? '' : `:${port}`}/${path}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}${pad}`,
      );
    fc.assert(
      fc.property(link, (text) => isSafeUrl(normalizeLink(text))),
      { numRuns: 1000 },
    );
  });

  it('only ever accepts links that start with http:// or https://', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .constantFrom('javascript:', 'data:', '//', 'http://', 'https://')
            .chain((p) => fc.string().map((s) => p + s)),
        ),
        (text) => !isSafeUrl(text) || /^https?:\/\/[^\s]/i.test(text),
      ),
      { numRuns: 1000 },
    );
  });
});
