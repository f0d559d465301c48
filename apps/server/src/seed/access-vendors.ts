import '../areas/access/vendors.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const DAY = 86_400_000;

/** The demo vendors: records of the customer, each working in every community licensed for IOT. */
const demoVendors = [
  {
    slug: 'sparks-electric',
    companyName: 'Sparks Electric',
    firstName: 'Jamie',
    lastName: 'Sparks',
    email: 'jamie@sparks-electric.example',
    phone: '+15550100140',
  },
  {
    slug: 'evergreen-landscaping',
    companyName: 'Evergreen Landscaping',
    firstName: 'Robin',
    lastName: 'Hale',
    email: 'robin.hale@evergreen.example',
    phone: null,
  },
] as const;

/**
 * A demo community's vendors (D232): the customer's two vendors, added 200 days ago, each working in
 * every community of the customer licensed for IOT (Maple Court and Harbor View share them), so
 * deleting one from the customer reaches two communities. They hold no access yet.
 */
export async function seedVendors(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const licensed = await trx
    .selectFrom('community_app_licenses')
    .select('app_code')
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('app_code', '=', 'IOT')
    .executeTakeFirst();
  if (!licensed) return;
  const addedAt = new Date(now.getTime() - 200 * DAY);
  for (const vendor of demoVendors) {
    const id = demoId(`vendor:${community.customer_id}/${vendor.slug}`);
    await trx
      .insertInto('vendors')
      .values({
        customer_id: community.customer_id,
        id,
        company_name: vendor.companyName,
        first_name: vendor.firstName,
        last_name: vendor.lastName,
        email: vendor.email,
        phone: vendor.phone,
        created_by_name: 'Demo manager',
        deleted_at: null,
        created_at: addedAt,
        updated_at: addedAt,
      })
      .onConflict((c) => c.columns(['customer_id', 'id']).doNothing())
      .execute();
    await trx
      .insertInto('vendor_communities')
      .values({ ...community, vendor_id: id, added_by_name: 'Demo manager', added_at: addedAt })
      .execute();
    await trx
      .updateTable('vendors')
      .set((eb) => ({ community_count: eb('community_count', '+', 1) }))
      .where('customer_id', '=', community.customer_id)
      .where('id', '=', id)
      .execute();
  }
}
