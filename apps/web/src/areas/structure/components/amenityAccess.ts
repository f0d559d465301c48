import { gate, specGates } from '@lintel/permissions';

/** What the server asks to change a unit's amenities: the screens' gate and the units assignment key. */
export const assignAmenities = gate.allOf(specGates.unitAmenities, gate.key('AMNT_COMMUNITY_UNIT_ASSIGNMENT'));
