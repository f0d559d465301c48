import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hostileHtml } from './hostile.ts';
import { ALERT_ALLOWED_ATTRIBUTES, ALERT_ALLOWED_TAGS, sanitizeAlertHtml } from './server.ts';

const tagSet = new Set<string>(ALERT_ALLOWED_TAGS);
const attrSet = new Set<string>(ALERT_ALLOWED_ATTRIBUTES);
const { document } = new JSDOM('').window;

function parse(html: string): Element[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  return [...host.querySelectorAll('*')];
}

describe('alert HTML sanitiser', () => {
  it('keeps the allowed markup of a normal alert', () => {
    const html =
      '<div class="a"><p style="color:red">Battery <b>low</b> on <a href="https://example.com/x" target="_blank">lock 4</a></p><ul><li>one</li></ul></div>';
    expect(sanitizeAlertHtml(html)).toBe(
      '<div class="a"><p style="color:red">Battery <b>low</b> on <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">lock 4</a></p><ul><li>one</li></ul></div>',
    );
  });

  it('drops scripts, handlers, data attributes and javascript:/data: links', () => {
    expect(sanitizeAlertHtml('<p onclick="x()" data-id="1">hi<script>x()</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeAlertHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeAlertHtml('<a href="data:text/html,hi">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeAlertHtml('<a href="x" rel="opener">x</a>')).toBe('<a href="x" rel="noopener noreferrer">x</a>');
    expect(sanitizeAlertHtml('<span style="background:url(https://evil/)">x</span>')).toBe('<span>x</span>');
    // The table goes; a <th> outside a table is no element to a parser, so its text is what stays.
    expect(sanitizeAlertHtml('<img src=x onerror=alert(1)><table><tr><th>h</th></tr></table>')).toBe('h');
  });

  it('sender: a message that opens with <frameset> comes out empty instead of failing the send', () => {
    expect(sanitizeAlertHtml('<frameset></frameset>')).toBe('');
    expect(sanitizeAlertHtml('<FRAMESET/open="x"><ScRiPt>window.__xss=1</sCrIpT></FRAMESET>')).toBe('');
    expect(sanitizeAlertHtml('<frameset><p>hi</p>')).toBe('');
    expect(sanitizeAlertHtml('<p>a</p><frameset>')).toBe('<p>a</p>');
  });

  it('property: whatever comes in, only allowed tags and attributes come out, links are safe and carry rel', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const clean = sanitizeAlertHtml(html);
        for (const element of parse(clean)) {
          expect(tagSet.has(element.localName), element.localName).toBe(true);
          for (const attribute of element.attributes) {
            expect(attrSet.has(attribute.name), attribute.name).toBe(true);
            if (attribute.name === 'href') {
              // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what browsers strip
              const normal = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
              expect(
                normal.startsWith('javascript:') || normal.startsWith('data:') || normal.startsWith('vbscript:'),
              ).toBe(false);
            }
            if (attribute.name === 'style') expect(attribute.value).not.toMatch(/url\(|expression\(/i);
          }
          if (element.localName === 'a') expect(element.getAttribute('rel')).toBe('noopener noreferrer');
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('sanitising twice changes nothing where a removed element leaves a <p> inside a <p> (found by the property below)', () => {
    const once = sanitizeAlertHtml('<p><object><![CDATA[</object></p>');
    expect(sanitizeAlertHtml(once)).toBe(once);
  });

  it('property: sanitising twice changes nothing (display-time sanitising of stored HTML is stable)', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const once = sanitizeAlertHtml(html);
        expect(sanitizeAlertHtml(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});
