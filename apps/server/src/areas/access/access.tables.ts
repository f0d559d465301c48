import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;
type Json = ColumnType<unknown, string | null, string | null>;

/** The access area's tables (migrations 0025–0028), declared by the area; the platform's DB type merges them in. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    residents: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      first_name: string;
      last_name: string;
      email: string | null;
      phone: string | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
      // Migration 0033: deleted from the community, and the list's keys (generated).
      deleted_at: Date | null | undefined;
      deleted_by_name: string | null | undefined;
      name_key: ColumnType<string, never, never>;
      full_name_key: ColumnType<string, never, never>;
      email_key: ColumnType<string, never, never>;
    };
    leases: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      unit_id: string;
      starts_on: DateOnly;
      ends_on: DateOnly;
      state: Generated<string>;
      archived_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    lease_residents: {
      customer_id: string;
      community_id: string;
      lease_id: string;
      resident_id: string;
      moved_in_at: Date | null;
      moved_out_at: Date | null;
      created_at: Generated<Date>;
    };
    lease_authorizations: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      lease_id: string;
      unit_id: string | null;
      location_id: string | null;
      created_at: Generated<Date>;
    };
    access_credentials: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      holder_kind: string;
      holder_id: string;
      kind: string;
      label: string;
      state: Generated<string>;
      source_kind: string | null;
      source_id: string | null;
      issued_at: Timestamp;
      revoked_at: Date | null;
    };
    access_grants: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      holder_kind: string;
      holder_id: string;
      source_kind: string;
      source_id: string;
      unit_id: string | null;
      location_id: string | null;
      schedule: Json;
      valid_from: Date;
      valid_until: Date | null;
      status: Generated<string>;
      revoked_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    door_entries: {
      customer_id: string;
      community_id: string;
      device_id: string;
      grant_id: string;
      credential_id: string;
      id: Generated<string>;
      holder_name: Generated<string>;
      desired: string;
      confirmed: string | null;
      requested_at: Date;
      confirmed_at: Date | null;
      attempts: Generated<number>;
      last_error: string | null;
      alerted_at: Date | null;
    };
    temporary_accesses: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      staff_profile_id: string;
      staff_name: string;
      staff_key: Generated<string>;
      kind: string;
      reason: string | null;
      valid_from: Date;
      valid_until: Date;
      hours: Json;
      status: Generated<string>;
      credential_id: string;
      pin: string | null;
      granted_by_name: string | null;
      revoked_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    temporary_access_places: {
      customer_id: string;
      community_id: string;
      access_id: string;
      location_id: string;
    };
    access_events: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      access_id: string;
      event: string;
      actor_name: string | null;
      detail: string | null;
      occurred_at: Date;
    };
    resident_events: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      lease_id: string;
      resident_id: string;
      kind: string;
      due_on: DateOnly;
      source: string;
      external_ref: string | null;
      status: Generated<string>;
      settled_at: Date | null;
      settled_by_name: string | null;
      payload: Json | undefined;
      received_at: Date | null | undefined;
      apply_error: string | null | undefined;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    integration_queue_settings: {
      customer_id: string;
      community_id: string;
      auto_apply_move_ins: boolean;
      auto_apply_move_outs: boolean;
      updated_by_name: string | null;
      updated_at: Timestamp;
    };
    resident_queue_settings: {
      customer_id: string;
      community_id: string;
      show_move_ins: boolean;
      show_move_outs: boolean;
      days_ahead: number;
      show_settled: boolean;
      updated_at: Timestamp;
    };
    lease_changes: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      lease_id: string;
      kind: string;
      resident_id: string | null;
      detail: string;
      by_name: string | null;
      occurred_at: Date;
    };
    move_out_reports: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      lease_id: string;
      resident_id: string;
      executed_at: Date;
      executed_by: string | null;
      executed_by_name: string | null;
      completed_at: Date | null;
      content: Json;
    };
    access_keys: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      number: string;
      description: string | null;
      state: Generated<string>;
      holder_kind: string | null;
      holder_id: string | null;
      holder_name: string | null;
      credential_id: string | null;
      issued_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    access_key_locations: {
      customer_id: string;
      community_id: string;
      key_id: string;
      location_id: string;
    };
    access_passes: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      type: string;
      holder_name: string;
      holder_key: Generated<string>;
      company: string | null;
      email: string | null;
      phone: string | null;
      unit_id: string | null;
      valid_from: Date;
      valid_until: Date;
      hours: Json;
      pin: string;
      status: Generated<string>;
      credential_id: string;
      note: string | null;
      created_by_name: string | null;
      revoked_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    access_pass_locations: {
      customer_id: string;
      community_id: string;
      pass_id: string;
      location_id: string;
    };
    pacs_transactions: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      device_id: string;
      device_name: string;
      grant_id: string;
      credential_id: string;
      holder_kind: string;
      holder_id: string;
      holder_name: string;
      credential_kind: string;
      credential_label: string;
      operation: string;
      attempt: number;
      requested_at: Date;
      sent_at: Date;
      answered_at: Date | null;
      outcome: string;
      error: string | null;
    };
    access_groups: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      name: string;
      description: string | null;
      hours: Json;
      created_by_name: string | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    access_group_locations: {
      customer_id: string;
      community_id: string;
      group_id: string;
      location_id: string;
    };
    access_group_members: {
      customer_id: string;
      community_id: string;
      group_id: string;
      holder_kind: string;
      holder_id: string;
      holder_name: string;
      credential_id: string;
      added_at: Timestamp;
    };
    access_fire_keys: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      number: string;
      description: string | null;
      credential_id: string;
      created_by_name: string | null;
      revoked_at: Date | null;
      created_at: Generated<Date>;
      updated_at: Timestamp;
    };
    access_fire_key_locations: {
      customer_id: string;
      community_id: string;
      fire_key_id: string;
      location_id: string;
    };
    access_person_suspensions: {
      customer_id: string;
      community_id: string;
      holder_kind: string;
      holder_id: string;
      suspended_at: Date;
      suspended_by_name: string | null;
    };
    access_person_suspended_grants: {
      customer_id: string;
      community_id: string;
      grant_id: string;
      holder_kind: string;
      holder_id: string;
    };
  }
}
