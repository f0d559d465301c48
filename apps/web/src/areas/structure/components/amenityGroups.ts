import type { UnitAmenity } from '@lintel/contracts/structure/amenities';

export interface AmenityGroupSection {
  groupId: string | null;
  groupName: string | null;
  amenities: UnitAmenity[];
}

/**
 * Amenities in sections by group: groups by name, the amenities of each by name, and the ones
 * without a group in a last section (groupId null).
 *
 * @example groupAmenities(list).map((s) => s.groupName ?? 'Other')
 */
export function groupAmenities(amenities: readonly UnitAmenity[]): AmenityGroupSection[] {
  const sections = new Map<string | null, AmenityGroupSection>();
  for (const amenity of amenities) {
    const section = sections.get(amenity.groupId) ?? {
      groupId: amenity.groupId,
      groupName: amenity.groupName,
      amenities: [],
    };
    section.amenities.push(amenity);
    sections.set(amenity.groupId, section);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  for (const section of sections.values()) section.amenities.sort((a, b) => byName(a.name, b.name));
  return [...sections.values()].sort((a, b) => {
    if (a.groupId === null || b.groupId === null) return a.groupId === null ? 1 : -1;
    return byName(a.groupName ?? '', b.groupName ?? '');
  });
}
