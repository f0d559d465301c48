-- Smart-building settings, the access-and-devices tab (/iot/settings/access_and_devices, D243).
--
-- One row per community and section (remote authorization, pass rules, wallet passes, BLE) holding the
-- section's values as checked by its contract; no row means the built-in defaults. The fire key
-- switch stays where the IoT permission read finds it (iot_community_settings.firekey_enabled), and
-- the request role may now change it.
CREATE TABLE iot_access_settings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  section text NOT NULL CHECK (section IN ('REMOTE_AUTH', 'PASSES', 'WALLET_PASSES', 'BLE')),
  "values" jsonb NOT NULL CHECK (jsonb_typeof("values") = 'object'),
  updated_by uuid,
  updated_by_name text CHECK (length(updated_by_name) <= 201),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, section),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('iot_access_settings');

-- A rollout: one saved change of a section the locks carry (wallet passes, BLE), sent to each lock
-- that can hold it by a job; the locks' rows say where each stands.
CREATE TABLE iot_settings_rollouts (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  section text NOT NULL CHECK (section IN ('WALLET_PASSES', 'BLE')),
  "values" jsonb NOT NULL,
  requested_by_name text CHECK (length(requested_by_name) <= 201),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Saving order: two saves in the same instant still have a latest.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX iot_settings_rollouts_latest_idx ON iot_settings_rollouts (customer_id, community_id, section, seq DESC);
SELECT lintel_fence_community_table('iot_settings_rollouts');

-- One lock of a rollout: PENDING until its command is asked for (a lock busy with another
-- configuration waits), SENT with the command whose status is the lock's result, or SKIPPED with a
-- reason. The lock's name is kept as it was: the list still reads when a lock is removed later.
CREATE TABLE iot_settings_rollout_devices (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  rollout_id uuid NOT NULL,
  device_id uuid NOT NULL,
  name text NOT NULL,
  family text NOT NULL,
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SENT', 'SKIPPED')),
  command_id uuid,
  note text CHECK (length(note) <= 500),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, rollout_id, device_id),
  FOREIGN KEY (customer_id, community_id, rollout_id)
    REFERENCES iot_settings_rollouts (customer_id, community_id, id) ON DELETE CASCADE,
  CHECK ((state = 'SENT') = (command_id IS NOT NULL))
);
CREATE INDEX iot_settings_rollout_devices_name_idx
  ON iot_settings_rollout_devices (customer_id, community_id, rollout_id, name, device_id);
SELECT lintel_fence_community_table('iot_settings_rollout_devices');

-- The fire key switch: the settings screen writes it (a community without a row gets one).
GRANT INSERT, UPDATE ON iot_community_settings TO lintel_app;
