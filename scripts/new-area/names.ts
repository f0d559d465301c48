/**
 * The names one area goes by in every tier, derived once from its kebab-case name and its entity,
 * so that the contract, the table, the routes, the pages and the tests all agree.
 */
export interface AreaNames {
  /** `work-orders`: folders, files, URL paths. */
  kebab: string;
  /** `work_orders`: the table. */
  table: string;
  /** `workOrders`: the contracts namespace, endpoint ids, the routes function. */
  camel: string;
  /** `Work orders`: titles. */
  title: string;
  /** `work-order`. */
  entityKebab: string;
  /** `workOrder`: the id parameter's stem (`workOrderId`). */
  entityCamel: string;
  /** `WorkOrder`: type names. */
  entityPascal: string;
  /** `work order`: sentences. */
  entityWords: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function camel(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * @example areaNames('work-orders') // { table: 'work_orders', entityPascal: 'WorkOrder', … }
 */
export function areaNames(kebab: string, entity?: string): AreaNames {
  if (!KEBAB.test(kebab)) throw new Error(`the area name must be kebab-case (like work-orders), not "${kebab}"`);
  const entityKebab = entity ?? (kebab.endsWith('s') ? kebab.slice(0, -1) : kebab);
  if (!KEBAB.test(entityKebab))
    throw new Error(`the entity must be kebab-case (like work-order), not "${entityKebab}"`);
  if (entityKebab === kebab) throw new Error('the entity needs a name of its own: pass --entity');
  const entityCamel = camel(entityKebab);
  const words = kebab.replace(/-/g, ' ');
  return {
    kebab,
    table: kebab.replace(/-/g, '_'),
    camel: camel(kebab),
    title: words.charAt(0).toUpperCase() + words.slice(1),
    entityKebab,
    entityCamel,
    entityPascal: entityCamel.charAt(0).toUpperCase() + entityCamel.slice(1),
    entityWords: entityKebab.replace(/-/g, ' '),
  };
}
