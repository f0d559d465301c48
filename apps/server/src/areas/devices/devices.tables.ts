import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = Record<string, unknown>> = ColumnType<T, T | undefined, T>;

/** The devices area's tables (migration 0023), declared by the area; the platform's DB type merges them in. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    /** The simulator's memory of what each simulated lock holds (migration 0025; the vendor's side). */
    simulated_door_entries: {
      customer_id: string;
      community_id: string;
      device_id: string;
      entry_key: string;
      credential_id: string;
      valid_from: Date;
      valid_until: Date | null;
      schedule: ColumnType<unknown, string | null, string | null>;
    };
    device_gateways: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      family: string;
      kind: string;
      name: string;
      external_id: string;
      connection: Generated<string>;
      settings: Json;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    devices: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      kind: string;
      family: string;
      name: string;
      serial: string;
      model: string | null;
      firmware: string | null;
      location_id: string | null;
      unit_id: string | null;
      gateway_id: string | null;
      install_state: Generated<string>;
      connection: Generated<string>;
      sync_state: string | null;
      battery: number | null;
      available_actions: ColumnType<string[], string[] | undefined, string[]>;
      additional_reader_type: string | null;
      reading: Json;
      config: Json;
      breaker_failures: Generated<number>;
      breaker_open_until: Date | null;
      last_seen_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    device_commands: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      device_id: string;
      command: string;
      params: Json;
      status: Generated<string>;
      step: Generated<number>;
      attempts: Generated<number>;
      error: string | null;
      requested_by: string | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
      finished_at: Date | null;
    };
    device_events: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      device_id: string;
      kind: string;
      detail: Json;
      source_id: string;
      occurred_at: Date;
      created_at: Generated<Date>;
    };
  }
}
