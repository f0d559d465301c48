-- Smart building, devices (spec part 3, sections 2 to 4): locks of five families, thermostats, leak
-- sensors and light switches, the gateways they hang off (routers, cloud nodes, sites, buildings),
-- the commands sent to them and everything they report. Vendors are reached through adapters; the
-- built-in simulator plays every vendor (D170). Every table is community-scoped and fenced.

-- What a device hangs off: a router (smart locks, sensors, switches), a cloud node (wired doors), a
-- Brivo site or a ButterflyMX building. Imported or created, never installed.
CREATE TABLE device_gateways (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  family text NOT NULL CHECK (family IN ('PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX', 'LEAK_SENSOR', 'LIGHT_SWITCH')),
  kind text NOT NULL CHECK (kind IN ('ROUTER', 'CLOUD_NODE', 'SITE', 'BUILDING')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The vendor's own id of the gateway (what import and install send back).
  external_id text NOT NULL CHECK (length(external_id) BETWEEN 1 AND 100),
  connection text NOT NULL DEFAULT 'ONLINE' CHECK (connection IN ('ONLINE', 'OFFLINE')),
  -- Node settings of a cloud node, a router's radio settings: the vendor's own shape.
  settings jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  UNIQUE (customer_id, community_id, family, external_id)
);
SELECT lintel_fence_community_table('device_gateways');

-- One row per device. The install, connection and sync states are the spec's canonical values; each
-- adapter maps its vendor's states onto them. `reading` is the device's live state by kind
-- (temperature and set point, leak, switch level); `config` its configuration as last read.
CREATE TABLE devices (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('LOCK', 'THERMOSTAT', 'LEAK_SENSOR', 'LIGHT_SWITCH')),
  family text NOT NULL CHECK (family IN ('PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX', 'THERMOSTAT', 'LEAK_SENSOR', 'LIGHT_SWITCH')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The serial number or vendor id given at install; unique per family in a community.
  serial text NOT NULL CHECK (length(serial) BETWEEN 1 AND 100),
  model text CHECK (length(model) <= 100),
  firmware text CHECK (length(firmware) <= 50),
  location_id uuid,
  unit_id uuid,
  gateway_id uuid,
  install_state text NOT NULL DEFAULT 'INSTALLING' CHECK (install_state IN (
    'INSTALLED', 'INSTALLING', 'CONFIGURING', 'CONFIGURATION_ERROR', 'UNINSTALLING',
    'INSTALLATION_ERROR', 'UNINSTALLATION_ERROR', 'UNINSTALLED')),
  connection text NOT NULL DEFAULT 'OFFLINE' CHECK (connection IN ('ONLINE', 'OFFLINE')),
  sync_state text CHECK (sync_state IN ('WAITING_FOR_SYNC', 'FAILED', 'UPLOADING')),
  battery smallint CHECK (battery BETWEEN 0 AND 100),
  available_actions text[] NOT NULL DEFAULT '{}',
  additional_reader_type text CHECK (length(additional_reader_type) <= 50),
  reading jsonb NOT NULL DEFAULT '{}',
  config jsonb NOT NULL DEFAULT '{}',
  -- The circuit breaker of this device (D172): consecutive failed vendor calls, and until when calls
  -- are not tried at all.
  breaker_failures integer NOT NULL DEFAULT 0,
  breaker_open_until timestamptz,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  -- A deleted location, unit or gateway leaves the device unassigned, not gone.
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE SET NULL (location_id),
  FOREIGN KEY (customer_id, community_id, unit_id)
    REFERENCES units (customer_id, community_id, id) ON DELETE SET NULL (unit_id),
  FOREIGN KEY (customer_id, community_id, gateway_id)
    REFERENCES device_gateways (customer_id, community_id, id) ON DELETE SET NULL (gateway_id),
  UNIQUE (customer_id, community_id, family, serial)
);
-- The lists: by kind, then name (keyset), and the searches by prefix.
CREATE INDEX devices_kind_name_idx ON devices (customer_id, community_id, kind, name, id);
CREATE INDEX devices_name_search_idx ON devices (customer_id, community_id, kind, lower(name) text_pattern_ops);
CREATE INDEX devices_battery_idx ON devices (customer_id, community_id, battery) WHERE battery IS NOT NULL;
CREATE INDEX devices_unit_idx ON devices (customer_id, community_id, unit_id) WHERE unit_id IS NOT NULL;
SELECT lintel_fence_community_table('devices');

-- Work asked of a device: install, uninstall, sync, and the eight lock actions. A job runs it step by
-- step (D171); `step` advances with a compare-and-set, so a step that ran twice after a crash is
-- applied once.
CREATE TABLE device_commands (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  device_id uuid NOT NULL,
  command text NOT NULL CHECK (command IN (
    'INSTALL', 'UNINSTALL', 'SYNC', 'CONFIGURE', 'FIRMWARE_UPDATE',
    'CHANGE_LOCATION', 'CHANGE_ROUTER', 'RE_SYNC_DATABASE', 'SEND_SECURITY_TOKEN', 'SYNC_TIME',
    'DELETE_LOCK', 'READ_CONFIG', 'SEND_SCAN_CONNECTION_LOGS', 'RESET', 'SET_POINT', 'SWITCH')),
  params jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED')),
  step integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  error text CHECK (length(error) <= 500),
  requested_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, device_id)
    REFERENCES devices (customer_id, community_id, id) ON DELETE CASCADE
);
CREATE INDEX device_commands_device_idx ON device_commands (customer_id, community_id, device_id, created_at DESC);
-- At most one unfinished command of each kind per device: asking twice returns the one under way.
CREATE UNIQUE INDEX device_commands_open_key ON device_commands (customer_id, community_id, device_id, command)
  WHERE status IN ('QUEUED', 'RUNNING');
SELECT lintel_fence_community_table('device_commands');

-- Everything a device reports or is done to it, append-only: door openings (the access history),
-- connection changes, install and sync steps, battery, leaks, temperatures, configuration reads and
-- the vendor's audit and notification logs. `source_id` is the vendor's id of the event: the same
-- event delivered twice is stored once.
CREATE TABLE device_events (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  device_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'ACCESS', 'CONNECTION', 'INSTALL', 'SYNC', 'COMMAND', 'BATTERY', 'LEAK', 'TEMPERATURE',
    'SWITCH', 'CONFIG', 'AUDIT', 'NOTIFICATION', 'FIRMWARE')),
  detail jsonb NOT NULL DEFAULT '{}',
  source_id text NOT NULL CHECK (length(source_id) BETWEEN 1 AND 200),
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, device_id)
    REFERENCES devices (customer_id, community_id, id) ON DELETE CASCADE,
  UNIQUE (customer_id, community_id, device_id, source_id)
);
-- A device's history by kind, newest first (keyset), and the community's access history.
CREATE INDEX device_events_device_idx ON device_events (customer_id, community_id, device_id, kind, occurred_at DESC, id);
CREATE INDEX device_events_kind_idx ON device_events (customer_id, community_id, kind, occurred_at DESC, id);
SELECT lintel_fence_community_table('device_events');
