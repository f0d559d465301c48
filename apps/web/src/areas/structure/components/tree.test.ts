import type { LocationNode } from '@lintel/contracts/structure/locations';
import { describe, expect, it } from 'vitest';
import { countProperties, filterTree, findPlaced, flattenTree, parentOptions } from './tree.ts';

const ROOT = '00000000-0000-0000-0000-000000000000';
const node = (id: string, parentId: string | null, name: string, children: LocationNode[] = []): LocationNode => ({
  id,
  parentId,
  name,
  spaceTypeId: null,
  buildingId: null,
  children,
});
const tree = node(ROOT, null, 'Maple Court', [
  node('b1', ROOT, 'Building 1', [node('f1', 'b1', 'Floor 1', [node('r1', 'f1', 'Room 101')])]),
  node('b2', ROOT, 'Building 2'),
  node('p', ROOT, 'Pool'),
]);

describe('location tree helpers', () => {
  it('flattens depth first with depth, path and ancestors', () => {
    const flat = flattenTree(tree);
    expect(flat.map((p) => `${p.depth}:${p.node.name}`)).toEqual([
      '0:Maple Court',
      '1:Building 1',
      '2:Floor 1',
      '3:Room 101',
      '1:Building 2',
      '1:Pool',
    ]);
    expect(findPlaced(tree, 'r1')).toMatchObject({
      path: ['Maple Court', 'Building 1', 'Floor 1', 'Room 101'],
      ancestors: [ROOT, 'b1', 'f1'],
    });
    expect(countProperties(tree)).toBe(5);
    expect(countProperties(node(ROOT, null, 'Empty'))).toBe(0);
  });

  it('super admin: the parent choice starts at the community and leaves out the moved property and its subtree', () => {
    expect(parentOptions(tree).slice(0, 3)).toEqual([
      { value: ROOT, label: 'Maple Court' },
      { value: 'b1', label: 'Maple Court / Building 1' },
      { value: 'f1', label: 'Maple Court / Building 1 / Floor 1' },
    ]);
    expect(parentOptions(tree, 'b1').map((o) => o.value)).toEqual([ROOT, 'b2', 'p']);
  });

  it('filters by name, any case, keeping the path to every match and expanding it', () => {
    const result = filterTree(tree, 'room');
    expect(result?.matches).toBe(1);
    expect(flattenTree(result!.tree).map((p) => p.node.name)).toEqual([
      'Maple Court',
      'Building 1',
      'Floor 1',
      'Room 101',
    ]);
    expect(result?.expanded.sort()).toEqual([ROOT, 'b1', 'f1'].sort());
    expect(filterTree(tree, 'BUILDING')?.matches).toBe(2);
    expect(filterTree(tree, '  ')).toEqual({ tree, expanded: [], matches: 0 });
  });

  it('the community name itself is not a match; nothing found gives null', () => {
    expect(filterTree(tree, 'maple')).toBeNull();
    expect(filterTree(tree, 'garage')).toBeNull();
  });
});
