-- Staff access to vacant units (/iot/automation/scenarios/staff-access; D251): while a unit is vacant,
-- the staff members its rules name may open its door locks (a grant of source VACANT_UNIT, the unit's
-- id, held by each one's personal mobile key); when it is let, or the rules change, those grants are
-- revoked. A run decides each unit lock of the community and records its line in the scenario log; the
-- minute's check starts one when a unit's vacancy changed (trigger UNIT_STATUS).
ALTER TABLE automation_scenarios DROP CONSTRAINT automation_scenarios_kind_check;
ALTER TABLE automation_scenarios ADD CONSTRAINT automation_scenarios_kind_check
  CHECK (kind IN ('ENERGY_SAVING', 'MOVE_INS', 'LEAK_NOTIFICATIONS', 'STAFF_ACCESS'));
ALTER TABLE automation_scenario_runs DROP CONSTRAINT automation_scenario_runs_kind_check;
ALTER TABLE automation_scenario_runs ADD CONSTRAINT automation_scenario_runs_kind_check
  CHECK (kind IN ('ENERGY_SAVING', 'MOVE_INS', 'LEAK_NOTIFICATIONS', 'STAFF_ACCESS'));
ALTER TABLE automation_scenario_runs DROP CONSTRAINT automation_scenario_runs_trigger_check;
ALTER TABLE automation_scenario_runs ADD CONSTRAINT automation_scenario_runs_trigger_check
  CHECK (trigger IN ('MANUAL', 'SCHEDULE', 'LEAK', 'UNIT_STATUS'));
ALTER TABLE access_grants DROP CONSTRAINT access_grants_source_kind_check;
ALTER TABLE access_grants ADD CONSTRAINT access_grants_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY', 'FIRE_KEY', 'PERSON', 'VACANT_UNIT'));
