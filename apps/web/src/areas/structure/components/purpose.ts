import { structure } from '@lintel/contracts';
import type { BusinessPurpose } from '@lintel/contracts/structure/common-spaces';
import { commonSpaceMessages as c } from '../common-spaces.messages.ts';

/** The business purpose named by a URL, or null when the URL names none the server knows. */
export function purposeOf(value: string | undefined): BusinessPurpose | null {
  const parsed = structure.commonSpaces.businessPurpose.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const purposeLabel = { COMMON_AREA: c.commonArea, MAINTENANCE_AREA: c.maintenanceArea } as const;
