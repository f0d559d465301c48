-- Auto-open rules (/iot/automation/auto-open, /auto-open/create, /auto-open/:id; D244): locks held
-- open (passage mode) while a schedule is on, and locked again when it ends. A rule follows one
-- automation schedule, whose deletion it restricts (SCHEDULE_IN_USE). A lock follows at most one rule.
CREATE TABLE automation_auto_open_rules (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  schedule_id uuid NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_by_name text CHECK (length(created_by_name) <= 201),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, schedule_id)
    REFERENCES automation_schedules (customer_id, community_id, id) ON DELETE RESTRICT
);
CREATE UNIQUE INDEX automation_auto_open_rules_name_key ON automation_auto_open_rules (customer_id, community_id, name_key);
CREATE INDEX automation_auto_open_rules_schedule_idx ON automation_auto_open_rules (customer_id, community_id, schedule_id);
SELECT lintel_fence_community_table('automation_auto_open_rules');

-- The locks of a rule and where each stands: `held` is what was last asked of the lock (true: held
-- open), with the command that carries it; null before anything was asked. The lock's name is kept
-- as it was chosen; a lock removed from the community takes its row with it.
CREATE TABLE automation_auto_open_locks (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  rule_id uuid NOT NULL,
  device_id uuid NOT NULL,
  name text NOT NULL,
  family text NOT NULL,
  held boolean,
  command_id uuid,
  changed_at timestamptz,
  PRIMARY KEY (customer_id, community_id, rule_id, device_id),
  FOREIGN KEY (customer_id, community_id, rule_id)
    REFERENCES automation_auto_open_rules (customer_id, community_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, device_id)
    REFERENCES devices (customer_id, community_id, id) ON DELETE CASCADE
);
-- One rule per lock: two rules could not agree whether it is open.
CREATE UNIQUE INDEX automation_auto_open_locks_device_key ON automation_auto_open_locks (customer_id, community_id, device_id);
SELECT lintel_fence_community_table('automation_auto_open_locks');

-- The device engine's new command: hold a lock open (passage mode) or lock it again.
ALTER TABLE device_commands DROP CONSTRAINT device_commands_command_check;
ALTER TABLE device_commands ADD CONSTRAINT device_commands_command_check CHECK (command IN (
  'INSTALL', 'UNINSTALL', 'SYNC', 'CONFIGURE', 'FIRMWARE_UPDATE',
  'CHANGE_LOCATION', 'CHANGE_ROUTER', 'RE_SYNC_DATABASE', 'SEND_SECURITY_TOKEN', 'SYNC_TIME',
  'DELETE_LOCK', 'READ_CONFIG', 'SEND_SCAN_CONNECTION_LOGS', 'RESET', 'SET_POINT', 'SWITCH', 'HOLD_OPEN'));
