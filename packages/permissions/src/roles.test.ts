import { type RoleKey, roleKeys, type UserType, userTypes } from '@lintel/contracts/common';
import { describe, expect, it } from 'vitest';
import { isAdminGroup, isAdminProper, isLintelStaff, isSuperAdmin, roleAlias } from './roles.ts';

type Row = [UserType, RoleKey | null, boolean, boolean, boolean, boolean];

describe('helper flags', () => {
  // type, role, super admin, Lintel staff, admin group, admins proper
  const table: Row[] = [
    ['SUPER_ADMIN', 'SUPER_ADMIN', true, false, true, true],
    ['SUPER_ADMIN', 'NO_ROLE', true, false, true, true],
    ['SUPER_ADMIN', null, true, false, true, true],
    ['LINTEL', null, false, true, true, false],
    ['LINTEL', 'SUPER_READONLY_ADMIN', false, true, true, true],
    ['LINTEL', 'DIGITAL_HUMAN_WRITER', false, true, true, false],
    ['PORTFOLIO_ADMIN', 'SUPER_READONLY_ADMIN', false, false, true, true],
    ['PORTFOLIO_ADMIN', 'CUSTOMER_ADMIN', false, false, false, false],
    ['PORTFOLIO', 'ADMIN', false, false, false, false],
    ['USER', 'DIGITAL_HUMAN_WRITER', false, false, true, false],
    ['USER', 'SUPER_ADMIN', false, false, false, false],
    ['USER', null, false, false, false, false],
  ];

  it.each(table)('%s with role %s', (type, role, superAdmin, lintel, group, proper) => {
    const p = { type, role };
    expect([isSuperAdmin(p), isLintelStaff(p), isAdminGroup(p), isAdminProper(p)]).toEqual([
      superAdmin,
      lintel,
      group,
      proper,
    ]);
  });

  it('admins proper are always in the admin group', () => {
    for (const type of userTypes) {
      for (const role of [...roleKeys, null]) {
        if (isAdminProper({ type, role })) expect(isAdminGroup({ type, role })).toBe(true);
      }
    }
  });
});

describe('roleAlias', () => {
  it.each([
    ['SUPER_ADMIN', 'Super admin'],
    ['LINTEL', 'Lintel staff'],
    ['PORTFOLIO_ADMIN', 'Portfolio admin'],
    ['PORTFOLIO', 'Portfolio user'],
    ['USER', 'Community staff'],
  ] as const)('%s is shown as %s', (type, alias) => {
    expect(roleAlias(type)).toBe(alias);
  });
});
