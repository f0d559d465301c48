import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The vendors' tables (migration 0034), declared by the area; the platform's DB type merges them in. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    vendors: {
      customer_id: string;
      id: Generated<string>;
      company_name: string;
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      created_by_name: string | null;
      community_count: Generated<number>;
      deleted_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    vendor_communities: {
      customer_id: string;
      community_id: string;
      vendor_id: string;
      added_by_name: string | null;
      added_at: Timestamp;
    };
  }
}
