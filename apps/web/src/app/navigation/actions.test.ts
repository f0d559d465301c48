import { gate } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { spacesRoutes } from '../../areas/structure/spaces.routes.ts';
import type { RouteAction, RouteDef } from '../routing/route.ts';
import { findRoute } from '../routing/table.ts';
import { availableActions } from './PageActions.tsx';

const everything = () => true;

describe('page actions', () => {
  it('community manager: a navigation action shows only once its target screen is registered', () => {
    const actions: RouteAction[] = [
      { id: 'open-unit', title: 'open', routeName: 'cbr.living.unit.details', params: { unitId: '{unitId}' } },
      { id: 'new-floor-plan', title: 'add new floor plan', routeName: 'cbr.floorPlans.create' },
      { id: 'export', title: 'export', isDownload: true },
    ];
    expect(availableActions(actions, everything).map((a) => a.id)).toEqual(['open-unit', 'export']);
  });

  it('view-only user: a navigation action whose target fails its gates is left out', () => {
    const actions: RouteAction[] = [{ id: 'open-unit', title: 'open', routeName: 'cbr.living.unit.details' }];
    const denyUnit = (route: RouteDef) => route.name !== 'cbr.living.unit.details';
    expect(availableActions(actions, denyUnit)).toEqual([]);
  });

  it("community structure: the spec's living-structure actions ask for the create permission", () => {
    const list = spacesRoutes.find((r) => r.name === 'cbr.living.communityStructure')!;
    const ids = (list.actions ?? []).map((a) => a.id);
    expect(ids).toEqual(['new-building', 'new-unit', 'new-common-area', 'new-maintenance-area']);
    const viewer = { type: 'USER', role: null, can: () => false };
    const manager = {
      type: 'USER',
      role: null,
      can: (c: unknown) => JSON.stringify(c) === JSON.stringify(gate.key('CBR_LIVING_SPACES_CREATE')),
    };
    for (const action of list.actions ?? []) {
      expect(action.allowed?.(viewer)).toBe(false);
      expect(action.allowed?.(manager)).toBe(true);
    }
    // Every create screen they open is built, so all four are offered.
    expect(availableActions(list.actions, everything).map((a) => a.id)).toEqual(ids);
    expect(findRoute('cbr.living.building.create')).toBeDefined();
  });
});
