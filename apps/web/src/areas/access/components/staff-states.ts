import type { StaffRoleType } from '@lintel/contracts/access/staff';
import type { MessageDescriptor } from 'react-intl';
import { defineStateMap } from '../../../app/kit/StatusBadge.tsx';
import { staffMessages as s } from '../staff.messages.ts';

/** A staff member's role type here (part 3 section 3 "Staff: roleType", D233). */
export const roleTypes: Record<StaffRoleType, MessageDescriptor> = {
  CUSTOMER_ADMIN: s.roleTypeCUSTOMER_ADMIN,
  PROPERTY_MANAGER: s.roleTypePROPERTY_MANAGER,
  PROPERTY_STAFF: s.roleTypePROPERTY_STAFF,
};

/** A staff member's user: active, invited (no password set yet) or deactivated. */
export const staffStatuses = defineStateMap({
  active: { label: s.statusactive, tone: 'success' },
  invited: { label: s.statusinvited, tone: 'info' },
  inactive: { label: s.statusinactive, tone: 'neutral' },
});
