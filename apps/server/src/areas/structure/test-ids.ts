import { communityId } from '../../seed/demo.ts';
import { demoId } from '../../seed/ids.ts';

/** Ids of demo records, as the demo seed derives them. */
export const demo = {
  building: (customer: string, community: string, name: string) =>
    demoId(`building:${communityId(customer, community)}/${name}`),
  unitType: (customer: string, community: string, name: string) =>
    demoId(`unit-type:${communityId(customer, community)}/${name}`),
  unit: (customer: string, community: string, building: string, name: string) =>
    demoId(`unit:${communityId(customer, community)}/${building}/${name}`),
};

/** Ids of the demo structure seed (floor plans, common spaces, parking, locations). */
export const demoStructure = (customer: string, community: string, kind: string, name: string) =>
  demoId(`${kind}:${communityId(customer, community)}/${name}`);
