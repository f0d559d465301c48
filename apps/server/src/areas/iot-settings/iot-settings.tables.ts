import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read as parsed JSON, written as its text. */
type Json = ColumnType<unknown, string, string>;

/** The smart-building settings area's tables (migration 0040), merged into the platform's DB type. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    iot_access_settings: {
      customer_id: string;
      community_id: string;
      section: string;
      values: Json;
      updated_by: string | null;
      updated_by_name: string | null;
      updated_at: ColumnType<Date, Date | undefined, Date>;
    };
    iot_settings_rollouts: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      section: string;
      values: Json;
      requested_by_name: string | null;
      created_at: ColumnType<Date, Date | undefined, never>;
      seq: ColumnType<string, never, never>;
    };
    iot_settings_rollout_devices: {
      customer_id: string;
      community_id: string;
      rollout_id: string;
      device_id: string;
      name: string;
      family: string;
      state: ColumnType<'PENDING' | 'SENT' | 'SKIPPED', 'PENDING' | 'SENT' | 'SKIPPED' | undefined>;
      command_id: string | null;
      note: string | null;
      updated_at: ColumnType<Date, Date | undefined, Date>;
    };
  }
}
