import type { UserType } from '@lintel/contracts/common';
import { defineMessages } from '../../i18n/define.ts';

/** The role alias shown in the profile menu, derived from the profile type. */
export const roleAliasMessages = defineMessages({
  SUPER_ADMIN: { id: 'role.alias.superAdmin', defaultMessage: 'Super admin' },
  LINTEL: { id: 'role.alias.lintel', defaultMessage: 'Lintel staff' },
  PORTFOLIO_ADMIN: { id: 'role.alias.portfolioAdmin', defaultMessage: 'Portfolio admin' },
  PORTFOLIO: { id: 'role.alias.portfolio', defaultMessage: 'Portfolio user' },
  USER: { id: 'role.alias.user', defaultMessage: 'Community staff' },
} satisfies Record<UserType, { id: string; defaultMessage: string }>);
