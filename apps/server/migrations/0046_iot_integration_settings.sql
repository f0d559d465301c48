-- Smart-building settings, integrations (D253): the intercom, the sensor-industries connection and the
-- demand-response enrollment are sections of their own, stored as the access-and-devices ones are
-- (one row per community and section; no row means the defaults).
ALTER TABLE iot_access_settings DROP CONSTRAINT iot_access_settings_section_check;
ALTER TABLE iot_access_settings ADD CONSTRAINT iot_access_settings_section_check
  CHECK (section IN ('REMOTE_AUTH', 'PASSES', 'WALLET_PASSES', 'BLE', 'INTERCOM', 'SENSOR_INDUSTRIES', 'DEMAND_RESPONSE'));
