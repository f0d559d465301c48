-- Leak-sensor notifications (/iot/automation/scenarios/leak-sensors; D247): a scenario whose rules
-- say who is told, and how, when a leak sensor detects water. Each detected leak is a run of the
-- scenario with one line (the sensor): whom it told, or why it told nobody.
ALTER TABLE automation_scenarios DROP CONSTRAINT automation_scenarios_kind_check;
ALTER TABLE automation_scenarios ADD CONSTRAINT automation_scenarios_kind_check
  CHECK (kind IN ('ENERGY_SAVING', 'LEAK_NOTIFICATIONS'));
ALTER TABLE automation_scenario_runs DROP CONSTRAINT automation_scenario_runs_kind_check;
ALTER TABLE automation_scenario_runs ADD CONSTRAINT automation_scenario_runs_kind_check
  CHECK (kind IN ('ENERGY_SAVING', 'LEAK_NOTIFICATIONS'));
ALTER TABLE automation_scenario_runs DROP CONSTRAINT automation_scenario_runs_trigger_check;
ALTER TABLE automation_scenario_runs ADD CONSTRAINT automation_scenario_runs_trigger_check
  CHECK (trigger IN ('MANUAL', 'SCHEDULE', 'LEAK'));

-- One rule: a staff member of the customer, told by e-mail and/or text message of a leak in one
-- building (or in any, building_id null). One rule per person and building.
CREATE TABLE automation_leak_rules (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  customer_user_id uuid NOT NULL,
  building_id uuid,
  channels text[] NOT NULL CHECK (
    cardinality(channels) BETWEEN 1 AND 2 AND channels <@ ARRAY['EMAIL', 'SMS']::text[]
  ),
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE NULLS NOT DISTINCT (customer_id, community_id, customer_user_id, building_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, customer_user_id) REFERENCES customer_users (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, building_id)
    REFERENCES buildings (customer_id, community_id, id) ON DELETE CASCADE
);
CREATE INDEX automation_leak_rules_person_idx ON automation_leak_rules (customer_id, customer_user_id);
CREATE INDEX automation_leak_rules_building_idx ON automation_leak_rules (customer_id, community_id, building_id);
SELECT lintel_fence_community_table('automation_leak_rules');
