import { describe, expect, it } from 'vitest';
import { filesMessages as m } from './messages.ts';
import { acceptAttribute, allowsMultiple, checkSelection, togglePick } from './validation.ts';

const png = (name: string, size: number) => ({ name, size, type: 'image/png' });

describe('file manager selection rules (spec part 1 section 5)', () => {
  it('user: more files than the remaining slots is refused with the count', () => {
    expect(checkSelection([png('a', 1), png('b', 1), png('c', 1)], { remainingSlots: 2, maxUploadSize: 5 })).toEqual({
      message: m.tooMany,
      values: { count: 2 },
    });
  });
  it('user: a 6 MB file against a 5 MB limit is refused by name; exactly 5,000,000 bytes passes', () => {
    expect(
      checkSelection([png('ok.png', 5_000_000), png('big.png', 6_000_000)], { remainingSlots: 5, maxUploadSize: 5 }),
    ).toEqual({
      message: m.tooLarge,
      values: { name: 'big.png', size: 5 },
    });
    expect(checkSelection([png('ok.png', 5_000_000)], { remainingSlots: 5, maxUploadSize: 5 })).toBeNull();
  });
  it('user: png, jpeg, gif, webp and bmp images pass, and PDF and office documents', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf']) {
      expect(checkSelection([{ name: 'x', size: 1, type }], { remainingSlots: 1, maxUploadSize: 1 })).toBeNull();
    }
    // A system that knows no office types gives none; the extension speaks for it.
    expect(
      checkSelection([{ name: 'rules.odt', size: 1, type: '' }], { remainingSlots: 1, maxUploadSize: 1 }),
    ).toBeNull();
    for (const bad of [
      { name: 'x.svg', size: 1, type: 'image/svg+xml' },
      { name: 'setup.exe', size: 1, type: 'application/x-msdownload' },
      { name: 'macro.docm', size: 1, type: '' },
    ]) {
      expect(checkSelection([bad], { remainingSlots: 1, maxUploadSize: 1 })?.message, bad.name).toBe(
        m.wrongTypeOrDocument,
      );
    }
  });
  it('user replacing an image: only the image types pass, with the spec text', () => {
    const images = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];
    expect(
      checkSelection([{ name: 'a.pdf', size: 1, type: 'application/pdf' }], {
        remainingSlots: 1,
        maxUploadSize: 1,
        accepts: images,
      })?.message,
    ).toBe(m.wrongType);
    expect(acceptAttribute(images)).toBe(images.join(','));
    expect(acceptAttribute()).toContain('.docx');
  });
  it('user: multiple selection only with more than one slot left', () => {
    expect(allowsMultiple(1)).toBe(false);
    expect(allowsMultiple(2)).toBe(true);
  });
  it('user: with a maximum of 1 a new pick replaces; otherwise picks stop at the maximum', () => {
    expect(togglePick(['a'], 'b', 1)).toEqual(['b']);
    expect(togglePick(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
});
