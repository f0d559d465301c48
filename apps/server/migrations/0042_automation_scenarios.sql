-- Automation scenarios (/iot/automation/scenarios; D245): a community's standing instruction to its
-- devices, run when asked or each time its schedule comes on. Built: ENERGY_SAVING (the vacant
-- units' thermostats get saving set points). One row per community and kind; `rules` is checked by
-- the kind's schema in the contract. The schedule's deletion is restricted while a scenario follows it.
CREATE TABLE automation_scenarios (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ENERGY_SAVING')),
  active boolean NOT NULL DEFAULT false,
  rules jsonb NOT NULL,
  schedule_id uuid,
  -- Whether the schedule was on at the last minute's check: a run starts when it comes on.
  schedule_was_on boolean NOT NULL DEFAULT false,
  updated_by_name text CHECK (length(updated_by_name) <= 201),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, kind),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, schedule_id)
    REFERENCES automation_schedules (customer_id, community_id, id) ON DELETE RESTRICT
);
CREATE INDEX automation_scenarios_schedule_idx ON automation_scenarios (customer_id, community_id, schedule_id);
SELECT lintel_fence_community_table('automation_scenarios');

-- One run of a scenario: started by hand or by its schedule, finished once every device has its result.
CREATE TABLE automation_scenario_runs (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('ENERGY_SAVING')),
  trigger text NOT NULL CHECK (trigger IN ('MANUAL', 'SCHEDULE')),
  -- The rules the run applied, as they were when it started.
  rules jsonb NOT NULL,
  requested_by_name text CHECK (length(requested_by_name) <= 201),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX automation_scenario_runs_latest_idx ON automation_scenario_runs (customer_id, community_id, seq DESC);
SELECT lintel_fence_community_table('automation_scenario_runs');

-- Per device of a run: its result (section 4's four), or null while its command is on its way
-- (command_id set) or not yet sent (command_id null). Names are kept as they were at the run.
CREATE TABLE automation_scenario_results (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  run_id uuid NOT NULL,
  device_id uuid NOT NULL,
  -- The log's paging key (a line is a run and a device).
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  device_name text NOT NULL,
  device_name_key text COLLATE "C" GENERATED ALWAYS AS (lower(device_name)) STORED,
  unit_name text,
  result text CHECK (result IN ('TRANSMISSION_ERROR', 'APPLIED', 'EXCLUDED', 'INACTIVE_POLICY_EXCLUDED')),
  reason text CHECK (length(reason) <= 500),
  command_id uuid,
  decided_at timestamptz,
  PRIMARY KEY (customer_id, community_id, run_id, device_id),
  FOREIGN KEY (customer_id, community_id, run_id)
    REFERENCES automation_scenario_runs (customer_id, community_id, id) ON DELETE CASCADE
);
CREATE INDEX automation_scenario_results_result_idx ON automation_scenario_results (customer_id, community_id, result, run_id);
SELECT lintel_fence_community_table('automation_scenario_results');
