import { describe, expect, it } from 'vitest';
import { createBuilding } from './structure/buildings.ts';
import * as z from './zod.ts';
import { NUL_MESSAGE } from './zod.ts';

describe('the contracts refuse the NUL character in every text', () => {
  it('z.string() refuses a NUL first, with one clear message, and keeps every other check', () => {
    const name = z.string().trim().min(3).max(10);
    const refused = name.safeParse('nul\u0000x');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([NUL_MESSAGE]);
    expect(name.safeParse('  Maple  ').data).toBe('Maple');
    expect(name.safeParse('ab').success).toBe(false);
    expect(z.string().optional().safeParse(undefined).success).toBe(true);
  });

  it('a contract body with a NUL in a nested text is refused at that field', () => {
    const refused = createBuilding.body.safeParse({ name: 'nul\u0000x' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toContainEqual(expect.objectContaining({ path: ['name'], message: NUL_MESSAGE }));
  });
});
