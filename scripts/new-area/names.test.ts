import { describe, expect, it } from 'vitest';
import { areaNames } from './names.ts';

describe('the names an area goes by in every tier', () => {
  it('developer: one kebab-case name gives the table, the contract namespace, the types and the texts', () => {
    expect(areaNames('work-orders')).toEqual({
      kebab: 'work-orders',
      table: 'work_orders',
      camel: 'workOrders',
      title: 'Work orders',
      entityKebab: 'work-order',
      entityCamel: 'workOrder',
      entityPascal: 'WorkOrder',
      entityWords: 'work order',
    });
    expect(areaNames('amenity-reservations', 'reservation').entityPascal).toBe('Reservation');
  });

  it('developer: a name that is not kebab-case, or an entity named like its area, is refused with the reason', () => {
    expect(() => areaNames('WorkOrders')).toThrow(/kebab-case/);
    expect(() => areaNames('work_orders')).toThrow(/kebab-case/);
    expect(() => areaNames('staff')).toThrow(/--entity/);
  });
});
