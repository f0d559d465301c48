import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildGrants,
  can,
  emptyGrants,
  gate,
  hasPermission,
  type PermissionCheck,
  type PermissionGrants,
} from './check.ts';
import type { CheckContext } from './policies.ts';
import { type PermissionKey, permissionDefinitions } from './registry/index.ts';
import type { PermissionContext } from './types.ts';

const CUSTOMER = 'c1';
const COMMUNITY = 'm1';
const staff: CheckContext = {
  customerId: CUSTOMER,
  communityId: COMMUNITY,
  profile: { type: 'USER', role: null },
};
const superAdmin: CheckContext = { ...staff, profile: { type: 'SUPER_ADMIN', role: 'SUPER_ADMIN' } };

/** Grants with one raw grant, value not typed, as a misbehaving server could send. */
function raw(key: string, value: unknown, context: PermissionContext = 'NO_CONTEXT', contextId: unknown = null) {
  const appCode = permissionDefinitions.find((d) => d.key === key)?.app ?? 'SREQ';
  return { apps: [{ appCode, grants: [{ key, context, contextId, value }] }] } as unknown as PermissionGrants;
}

const sreqView = gate.key('SREQ_VIEW');

describe('can: values', () => {
  it("passes only for the exact string 'true'", () => {
    expect(can(raw('SREQ_VIEW', 'true'), sreqView, staff)).toBe(true);
  });

  it.each([
    'TRUE',
    'True',
    ' true',
    'true ',
    'true\u0000',
    '\u200btrue',
    'yes',
    '1',
    'false',
    '',
    true,
    1,
    undefined,
    null,
    ['true'],
    { toString: () => 'true' },
    new String('true'),
  ])('denies the value %j', (value) => {
    expect(can(raw('SREQ_VIEW', value), sreqView, staff)).toBe(false);
  });

  it("denies any value other than 'true' (fc.anything)", () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== 'true'),
        (value) => !can(raw('SREQ_VIEW', value), sreqView, staff),
      ),
      { numRuns: 2000 },
    );
  });

  it("denies strings that merely resemble 'true'", () => {
    const lookalike = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.mixedCase(fc.constant('true')),
      fc
        .tuple(fc.string({ unit: 'binary', maxLength: 3 }), fc.string({ unit: 'binary', maxLength: 3 }))
        .map(([a, b]) => `${a}true${b}`),
    );
    fc.assert(
      fc.property(
        lookalike.filter((v) => v !== 'true'),
        (value) => !can(raw('SREQ_VIEW', value), sreqView, staff),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('can: contexts', () => {
  const id = fc.option(fc.uuid(), { nil: null });

  it('NO_CONTEXT grants pass whatever is selected', () => {
    fc.assert(
      fc.property(id, id, id, (customerId, communityId, grantId) => {
        const ctx = { ...staff, customerId, communityId };
        return can(raw('SREQ_VIEW', 'true', 'NO_CONTEXT', grantId), sreqView, ctx);
      }),
    );
  });

  it('CUSTOMER grants pass exactly when their id is the selected customer', () => {
    fc.assert(
      fc.property(id, id, fc.uuid(), (customerId, communityId, grantId) => {
        const ctx = { ...staff, customerId, communityId };
        return can(raw('SREQ_VIEW', 'true', 'CUSTOMER', grantId), sreqView, ctx) === (grantId === customerId);
      }),
    );
    const ctx = { ...staff, customerId: 'c2', communityId: 'c1' };
    expect(can(raw('SREQ_VIEW', 'true', 'CUSTOMER', 'c1'), sreqView, ctx)).toBe(false);
  });

  it('COMMUNITY grants pass exactly when their id is the selected community', () => {
    fc.assert(
      fc.property(id, id, fc.uuid(), (customerId, communityId, grantId) => {
        const ctx = { ...staff, customerId, communityId };
        return can(raw('SREQ_VIEW', 'true', 'COMMUNITY', grantId), sreqView, ctx) === (grantId === communityId);
      }),
    );
    const ctx = { ...staff, customerId: 'm1', communityId: 'm2' };
    expect(can(raw('SREQ_VIEW', 'true', 'COMMUNITY', 'm1'), sreqView, ctx)).toBe(false);
  });

  it('nothing selected: a null-id CUSTOMER or COMMUNITY grant does not match', () => {
    const none = { ...staff, customerId: null, communityId: null };
    expect(can(raw('SREQ_VIEW', 'true', 'CUSTOMER', null), sreqView, none)).toBe(false);
    expect(can(raw('SREQ_VIEW', 'true', 'COMMUNITY', null), sreqView, none)).toBe(false);
  });

  it('unknown contexts and non-string ids deny', () => {
    expect(can(raw('SREQ_VIEW', 'true', 'PORTFOLIO' as PermissionContext, CUSTOMER), sreqView, staff)).toBe(false);
    expect(can(raw('SREQ_VIEW', 'true', 'CUSTOMER', { toString: () => CUSTOMER }), sreqView, staff)).toBe(false);
  });

  it('community staff of another community: denied', () => {
    const grants = buildGrants([{ key: 'SREQ_VIEW', context: 'COMMUNITY', contextId: 'other' }]);
    expect(can(grants, sreqView, staff)).toBe(false);
  });
});

describe('can: keys', () => {
  it('unknown keys deny even when granted', () => {
    const grants = {
      apps: [
        {
          appCode: 'SREQ',
          grants: [{ key: 'SREQ_EVERYTHING', context: 'NO_CONTEXT', contextId: null, value: 'true' }],
        },
      ],
    } as PermissionGrants;
    expect(can(grants, { key: 'SREQ_EVERYTHING' }, staff)).toBe(false);
    expect(can(grants, { key: 'toString' }, staff)).toBe(false);
  });

  it('a grant filed under another app does not count', () => {
    const grants: PermissionGrants = {
      apps: [
        { appCode: 'MSGS', grants: [{ key: 'SREQ_VIEW', context: 'NO_CONTEXT', contextId: null, value: 'true' }] },
      ],
    };
    expect(can(grants, sreqView, staff)).toBe(false);
  });

  it("a 'false' grant next to a 'true' one still passes (any matching grant suffices)", () => {
    const grants = buildGrants([
      { key: 'SREQ_VIEW', context: 'NO_CONTEXT', contextId: null, value: 'false' },
      { key: 'SREQ_VIEW', context: 'COMMUNITY', contextId: COMMUNITY },
    ]);
    expect(can(grants, sreqView, staff)).toBe(true);
  });

  it('super admin without grants: no key passes (no implicit bypass)', () => {
    for (const def of permissionDefinitions) expect(can(emptyGrants, { key: def.key }, superAdmin)).toBe(false);
  });

  it('failed fetch: emptyGrants denies every key and is frozen', () => {
    expect(emptyGrants).toEqual({ apps: [] });
    expect(Object.isFrozen(emptyGrants)).toBe(true);
    expect(Object.isFrozen(emptyGrants.apps)).toBe(true);
    for (const def of permissionDefinitions) expect(can(emptyGrants, { key: def.key }, staff)).toBe(false);
  });

  it('every registered key passes when granted with NO_CONTEXT', () => {
    const grants = buildGrants(
      permissionDefinitions.map((d) => ({ key: d.key, context: 'NO_CONTEXT', contextId: null })),
    );
    for (const def of permissionDefinitions) expect(hasPermission(grants, def.key, staff)).toBe(true);
  });

  it('buildGrants rejects unknown keys', () => {
    expect(() => buildGrants([{ key: 'NOPE' as PermissionKey, context: 'NO_CONTEXT', contextId: null }])).toThrow(
      /Unknown permission key/,
    );
  });
});

describe('can: anyOf and allOf', () => {
  const keys: PermissionKey[] = ['SREQ_VIEW', 'SREQ_CREATE', 'MSGS_VIEW', 'ACCT_VIEW_INVOICES', 'LOCK_READ'];

  it('anyOf([]) is false and allOf([]) is true', () => {
    expect(can(emptyGrants, { anyOf: [] }, staff)).toBe(false);
    expect(can(emptyGrants, { allOf: [] }, staff)).toBe(true);
  });

  it('anyOf is some and allOf is every, over any granted subset', () => {
    fc.assert(
      fc.property(fc.subarray(keys), fc.array(fc.constantFrom(...keys), { maxLength: 6 }), (granted, asked) => {
        const grants = buildGrants(
          granted.map((key) => ({ key, context: 'COMMUNITY' as const, contextId: COMMUNITY })),
        );
        const checks = asked.map((key) => gate.key(key));
        const some = asked.some((k) => granted.includes(k));
        const every = asked.every((k) => granted.includes(k));
        return (
          can(grants, { anyOf: checks }, staff) === some &&
          can(grants, { allOf: checks }, staff) === every &&
          can(grants, gate.anyOf(gate.allOf(...checks), gate.key('CCT')), staff) === every
        );
      }),
    );
  });

  it('malformed checks deny without throwing', () => {
    const grants = buildGrants([{ key: 'SREQ_VIEW', context: 'NO_CONTEXT', contextId: null }]);
    const bad: unknown[] = [
      null,
      undefined,
      'SREQ_VIEW',
      {},
      { key: 1 },
      { key: 'SREQ_VIEW', anyOf: [] },
      { anyOf: 'SREQ_VIEW' },
      { allOf: null },
      { policy: 'nope' },
      { policy: 'toString' },
    ];
    for (const check of bad) expect(can(grants, check as PermissionCheck, staff)).toBe(false);
    // A malformed member only fails itself.
    expect(can(grants, { anyOf: [null as unknown as PermissionCheck, sreqView] }, staff)).toBe(true);
  });

  it('absurdly deep or cyclic checks deny without overflowing the stack', () => {
    let deep: PermissionCheck = sreqView;
    for (let i = 0; i < 10_000; i++) deep = { allOf: [deep] };
    const grants = buildGrants([{ key: 'SREQ_VIEW', context: 'NO_CONTEXT', contextId: null }]);
    expect(can(grants, deep, staff)).toBe(false);
    const cyclic: { anyOf: PermissionCheck[] } = { anyOf: [] };
    cyclic.anyOf.push(cyclic);
    expect(can(grants, cyclic, staff)).toBe(false);
  });

  it('malformed grants deny without throwing', () => {
    const bad: unknown[] = [
      null,
      {},
      { apps: null },
      { apps: [null] },
      { apps: [{ appCode: 'SREQ', grants: null }] },
      { apps: [{ appCode: 'SREQ', grants: [null, 'SREQ_VIEW'] }] },
    ];
    for (const grants of bad) expect(can(grants as PermissionGrants, sreqView, staff)).toBe(false);
    const ok = buildGrants([{ key: 'SREQ_VIEW', context: 'CUSTOMER', contextId: CUSTOMER }]);
    expect(can(ok, sreqView, null as unknown as CheckContext)).toBe(false);
  });
});
