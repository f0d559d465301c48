-- Recommended move-in settings (/iot/automation/scenarios/move-ins; D250): the thermostats of units a
-- resident moves into soon get welcome set points, run when asked or at its schedule's start, each
-- thermostat's line in the scenario log as energy saving's are.
ALTER TABLE automation_scenarios DROP CONSTRAINT automation_scenarios_kind_check;
ALTER TABLE automation_scenarios ADD CONSTRAINT automation_scenarios_kind_check
  CHECK (kind IN ('ENERGY_SAVING', 'MOVE_INS', 'LEAK_NOTIFICATIONS'));
ALTER TABLE automation_scenario_runs DROP CONSTRAINT automation_scenario_runs_kind_check;
ALTER TABLE automation_scenario_runs ADD CONSTRAINT automation_scenario_runs_kind_check
  CHECK (kind IN ('ENERGY_SAVING', 'MOVE_INS', 'LEAK_NOTIFICATIONS'));
