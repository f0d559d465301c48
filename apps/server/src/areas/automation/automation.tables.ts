import type { ColumnType, Generated } from 'kysely';

/** A jsonb column: read as parsed JSON, written as its text. */
type Json = ColumnType<unknown, string, string>;

/** The automation area's tables, declared by the area; the platform's DB type merges them in. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    automation_schedules: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      name: string;
      name_key: Generated<string>;
      description: string | null;
      hours: Json;
      closed_days: ColumnType<unknown, string | undefined, string>;
      created_at: Generated<Date>;
      updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
    automation_auto_open_rules: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      name: string;
      name_key: Generated<string>;
      schedule_id: string;
      active: Generated<boolean>;
      created_by_name: string | null;
      created_at: Generated<Date>;
      updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
    automation_auto_open_locks: {
      customer_id: string;
      community_id: string;
      rule_id: string;
      device_id: string;
      name: string;
      family: string;
      held: boolean | null;
      command_id: string | null;
      changed_at: Date | null;
    };
    automation_scenarios: {
      customer_id: string;
      community_id: string;
      kind: string;
      active: Generated<boolean>;
      rules: Json;
      schedule_id: string | null;
      schedule_was_on: Generated<boolean>;
      updated_by_name: string | null;
      updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
    automation_scenario_runs: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      kind: string;
      trigger: string;
      rules: Json;
      requested_by_name: string | null;
      started_at: ColumnType<Date, Date | string | undefined, Date | string>;
      finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
      seq: Generated<string>;
    };
    automation_scenario_results: {
      customer_id: string;
      community_id: string;
      run_id: string;
      device_id: string;
      id: Generated<string>;
      device_name: string;
      device_name_key: Generated<string>;
      unit_name: string | null;
      result: string | null;
      reason: string | null;
      command_id: string | null;
      decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    };
    automation_leak_rules: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      customer_user_id: string;
      building_id: string | null;
      channels: string[];
      created_at: ColumnType<Date, Date | string | undefined, never>;
      seq: Generated<string>;
    };
  }
}
