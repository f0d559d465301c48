-- The smart-building switches that the IoT permission read answers with, next to the IoT
-- permissions (spec part 1 section 7, part 2 section 7, part 3 section 6): the community's firekey
-- setting (the fire key tile is removed unless it is on), the sensor-industries integration setting
-- (si_integration; sensor industries read is removed unless it is on) and the energy management
-- toggle (demand response, OCST read, is removed unless it is on). One row per community; no row
-- means all three are off. Community-scoped tenant data: row-level security enabled and forced.
CREATE TABLE iot_community_settings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  firekey_enabled boolean NOT NULL DEFAULT false,
  si_integration_enabled boolean NOT NULL DEFAULT false,
  energy_management_enabled boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);

ALTER TABLE iot_community_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE iot_community_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY iot_community_settings_tenant ON iot_community_settings
  USING (customer_id = (SELECT lintel_current_customer()) AND
    (community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities())))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()) AND
    (community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities())));

-- Read only for requests: the IoT settings screens that will change these are not built yet.
GRANT SELECT ON iot_community_settings TO lintel_app;
