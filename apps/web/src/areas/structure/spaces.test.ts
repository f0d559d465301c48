import type { PartCategories } from '@lintel/contracts/settings/unit-statuses';
import { gate, specGates } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { availableActions } from '../../app/navigation/PageActions.tsx';
import { findRoute, href } from '../../app/routing/table.ts';
import { groupAmenities } from './components/amenityGroups.ts';
import { statusOptions } from './components/PhysicalStatusEditor.tsx';
import { purposeOf } from './components/purpose.ts';
import { unitForm } from './components/unitForm.ts';
import { spacesRoutes } from './spaces.routes.ts';

const everything = () => true;
const BUILDING = '0b0e8f4c-3b7a-4f43-9a34-5d1c7d6b9a10';
const TYPE = '7c4c1f2e-8d4b-4d6e-9f1a-2b3c4d5e6f70';

describe('community structure routes', () => {
  it('community manager: the living structure offers new building, new unit, new common area and new maintenance area', () => {
    const list = spacesRoutes.find((r) => r.name === 'cbr.living.communityStructure')!;
    expect(availableActions(list.actions, everything).map((a) => a.id)).toEqual([
      'new-building',
      'new-unit',
      'new-common-area',
      'new-maintenance-area',
    ]);
    const building = spacesRoutes.find((r) => r.name === 'cbr.living.building.details')!;
    expect(availableActions(building.actions, everything).map((a) => a.id)).toEqual(['edit-building', 'add-new-unit']);
  });

  it("community manager: unit details offers 'edit unit' and 'manage amenities'", () => {
    const unit = spacesRoutes.find((r) => r.name === 'cbr.living.unit.details')!;
    expect(availableActions(unit.actions, everything).map((a) => a.id)).toEqual(['edit-unit', 'manage-amenities']);
  });

  it('anyone: new building, edit building, edit unit and edit unit type need their create key, at their paths', () => {
    const create = gate.key('CBR_LIVING_SPACES_CREATE');
    for (const name of ['cbr.living.building.create', 'cbr.living.building.edit', 'cbr.living.unit.edit']) {
      expect(findRoute(name)?.permissionChecker, name).toEqual(create);
      expect(findRoute(name)?.loadInModal, name).toBe(true);
    }
    expect(findRoute('cbr.unitTypes.edit')?.permissionChecker).toEqual(gate.key('CBR_UNIT_TYPES_CREATE'));
    expect(href('cbr.living.building.create', {})).toBe('/spaces/living/create/building');
    expect(href('cbr.living.building.edit', { buildingId: BUILDING })).toBe(`/spaces/living/detail/${BUILDING}/edit`);
    expect(href('cbr.living.unit.edit', { unitId: BUILDING })).toBe(`/spaces/living/units/${BUILDING}/edit`);
    expect(href('cbr.unitTypes.edit', { typeId: TYPE })).toBe(`/spaces/unit-types/${TYPE}/edit`);
  });

  it('community viewer: no edit actions on unit, building or unit type details', () => {
    const viewOnly = (route: { permissionChecker?: unknown }) =>
      JSON.stringify(route.permissionChecker) === JSON.stringify(gate.key('CBR_LIVING_SPACES_VIEW')) ||
      JSON.stringify(route.permissionChecker) === JSON.stringify(gate.key('CBR_UNIT_TYPES_VIEW'));
    for (const name of ['cbr.living.unit.details', 'cbr.living.building.details', 'cbr.unitTypes.details']) {
      const ids = availableActions(findRoute(name)?.actions, viewOnly).map((a) => a.id);
      expect(
        ids.filter((id) => id.startsWith('edit')),
        name,
      ).toEqual([]);
    }
  });

  it("anyone: the create screens need living spaces create, the area details living spaces view, at the spec's paths", () => {
    expect(findRoute('cbr.living.unit.create')?.permissionChecker).toEqual(gate.key('CBR_LIVING_SPACES_CREATE'));
    expect(findRoute('cbr.living.commonSpace.create')?.permissionChecker).toEqual(gate.key('CBR_LIVING_SPACES_CREATE'));
    expect(findRoute('cbr.living.commonSpace.details')?.permissionChecker).toEqual(gate.key('CBR_LIVING_SPACES_VIEW'));
    expect(href('cbr.living.unit.create', {})).toBe('/spaces/living/create/unit');
    expect(href('cbr.living.unit.create', { buildingId: BUILDING })).toBe(`/spaces/living/create/unit/${BUILDING}`);
    expect(href('cbr.living.commonSpace.create', { businessPurpose: 'MAINTENANCE_AREA' })).toBe(
      '/spaces/living/common-space/create/MAINTENANCE_AREA',
    );
    expect(href('cbr.living.commonSpace.details', { id: BUILDING, businessPurpose: 'COMMON_AREA' })).toBe(
      `/spaces/living/common-space/${BUILDING}/businessPurpose/COMMON_AREA`,
    );
    // The unit amenity screens: both living spaces view and unit assignment view (P2:172).
    for (const name of ['cbr.living.unit.amenities', 'cbr.living.amenity.details', 'cbr.living.amenity.group']) {
      expect(findRoute(name)?.permissionChecker).toEqual(specGates.unitAmenities);
    }
    expect(href('cbr.living.unit.amenities', { unitId: BUILDING })).toBe(`/spaces/living/units/${BUILDING}/amenities`);
    expect(href('cbr.living.amenity.details', { amenityId: TYPE })).toBe(`/spaces/living/amenities/${TYPE}`);
    expect(href('cbr.living.amenity.group', { amenityId: TYPE })).toBe(`/spaces/living/groups/${TYPE}`);
  });

  it('anyone: a business purpose in the URL must be one the server knows', () => {
    expect(purposeOf('COMMON_AREA')).toBe('COMMON_AREA');
    expect(purposeOf('MAINTENANCE_AREA')).toBe('MAINTENANCE_AREA');
    expect(purposeOf('COMMON')).toBeNull();
    expect(purposeOf(undefined)).toBeNull();
  });
});

describe('amenity sections', () => {
  const amenity = (name: string, groupId: string | null, groupName: string | null) => ({
    id: name,
    name,
    description: null,
    groupId,
    groupName,
    unitCount: 0,
  });

  it('anyone: amenities show by group name, each group by amenity name, ungrouped ones last', () => {
    const sections = groupAmenities([
      amenity('Fireplace', null, null),
      amenity('Patio', 'g2', 'Outdoor'),
      amenity('Gas range', 'g1', 'Kitchen'),
      amenity('Balcony', 'g2', 'Outdoor'),
      amenity('Dishwasher', 'g1', 'Kitchen'),
    ]);
    expect(sections.map((s) => [s.groupName, s.amenities.map((a) => a.name)])).toEqual([
      ['Kitchen', ['Dishwasher', 'Gas range']],
      ['Outdoor', ['Balcony', 'Patio']],
      [null, ['Fireplace']],
    ]);
    expect(groupAmenities([])).toEqual([]);
  });
});

describe('unit form', () => {
  const valid = {
    name: 'A-999',
    buildingId: BUILDING,
    unitTypeId: TYPE,
    floorPlanId: null,
    floor: 9,
    squareFeet: 900,
    marketRentCents: 195_000,
  };

  it("community manager: empty choices and numbers say 'required'; the contract's limits still apply", () => {
    const result = unitForm.safeParse({ ...valid, name: ' ', buildingId: '', unitTypeId: '', squareFeet: Number.NaN });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'required',
      buildingId: 'required',
      unitTypeId: 'required',
      squareFeet: 'required',
    });
    expect(unitForm.safeParse({ ...valid, buildingId: 'nope' }).error?.issues[0]?.message).toBe('invalid id format');
    expect(unitForm.safeParse({ ...valid, floor: 201 }).success).toBe(false);
    expect(unitForm.parse(valid)).toEqual(valid);
  });
});

describe('physical status choice', () => {
  const part = {
    part: 'PHYSICAL_STATUS',
    isDefault: true,
    undo: null,
    categories: [
      {
        code: 'VACANT',
        name: 'Vacant units',
        description: '',
        isDefault: true,
        statuses: [
          { code: 'READY', name: 'Ready', description: '', labels: [], extendable: true, isDefault: true },
          { code: 'DOWN', name: 'Down', description: '', labels: [], extendable: true, isDefault: true },
        ],
      },
    ],
  } satisfies PartCategories;

  it('community manager: statuses are grouped by category; a code the catalogue lost stays choosable', () => {
    expect(statusOptions(part, 'READY')).toEqual([
      {
        group: 'Vacant units',
        items: [
          { value: 'READY', label: 'Ready' },
          { value: 'DOWN', label: 'Down' },
        ],
      },
    ]);
    expect(statusOptions(part, 'OLD_CODE')[0]).toEqual({ value: 'OLD_CODE', label: 'OLD_CODE' });
    expect(statusOptions(part, null)).toHaveLength(1);
  });
});
