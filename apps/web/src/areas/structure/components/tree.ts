import type { LocationNode } from '@lintel/contracts/structure/locations';

/** A node with where it sits: its depth under the root (root 0) and the names from the root down to it. */
export interface PlacedNode {
  node: LocationNode;
  depth: number;
  path: readonly string[];
  /** Ids of the nodes above it, root first. */
  ancestors: readonly string[];
}

/** Every node of the tree, depth first, siblings in the server's order (by name). */
export function flattenTree(root: LocationNode): PlacedNode[] {
  const out: PlacedNode[] = [];
  const visit = (node: LocationNode, depth: number, path: readonly string[], ancestors: readonly string[]) => {
    const here = [...path, node.name];
    out.push({ node, depth, path: here, ancestors });
    for (const child of node.children) visit(child, depth + 1, here, [...ancestors, node.id]);
  };
  visit(root, 0, [], []);
  return out;
}

export function findPlaced(root: LocationNode, id: string): PlacedNode | undefined {
  return flattenTree(root).find((placed) => placed.node.id === id);
}

/** How many properties the tree holds (the root, the community itself, is not one). */
export function countProperties(root: LocationNode): number {
  return flattenTree(root).length - 1;
}

/**
 * The places a property may hang under, labelled by their path ('Maple Court / Building 1'). Editing
 * leaves out the property itself and everything below it: the server refuses such a move as a cycle.
 */
export function parentOptions(root: LocationNode, movingId?: string): { value: string; label: string }[] {
  return flattenTree(root)
    .filter((placed) => !movingId || (placed.node.id !== movingId && !placed.ancestors.includes(movingId)))
    .map((placed) => ({ value: placed.node.id, label: placed.path.join(' / ') }));
}

/**
 * The tree cut down to the nodes whose name contains `text` (any case) and the nodes above them, plus
 * the ids to expand so every match shows. The root always stays; null when nothing matches.
 */
export function filterTree(
  root: LocationNode,
  text: string,
): { tree: LocationNode; expanded: string[]; matches: number } | null {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return { tree: root, expanded: [], matches: 0 };
  const expanded: string[] = [];
  let matches = 0;
  const keep = (node: LocationNode): LocationNode | null => {
    const children = node.children.map(keep).filter((child): child is LocationNode => child !== null);
    const hit = node.parentId !== null && node.name.toLocaleLowerCase().includes(needle);
    if (hit) matches += 1;
    if (children.length > 0) expanded.push(node.id);
    return hit || children.length > 0 ? { ...node, children } : null;
  };
  const tree = keep(root);
  return tree && matches > 0 ? { tree, expanded, matches } : null;
}
