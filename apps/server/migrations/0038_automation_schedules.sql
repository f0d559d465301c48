-- Automation schedules (/iot/automation/schedules, D240): a named week of hours of operation, in the
-- part 3 section 3 entry shape (checked by the hours-of-operation rule before it is written), and the
-- days the schedule is closed whatever its week says. Auto-open rules and scenarios will reference a
-- schedule by (customer_id, community_id, id) and restrict its deletion.
CREATE TABLE automation_schedules (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The name lower-cased in byte order: unique per community, and the search is a btree range on it.
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  description text CHECK (length(description) <= 500),
  hours jsonb NOT NULL CHECK (jsonb_typeof(hours) = 'array' AND jsonb_array_length(hours) BETWEEN 1 AND 28),
  closed_days jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(closed_days) = 'array' AND jsonb_array_length(closed_days) <= 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
-- One name per community whatever its case ('already exists'); the list's search walks the same key.
CREATE UNIQUE INDEX automation_schedules_name_key ON automation_schedules (customer_id, community_id, name_key);
-- Row-level security, forced, with the standard community policy and the request role's grants.
SELECT lintel_fence_community_table('automation_schedules');
