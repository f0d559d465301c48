-- The resident queue (part 3 section 2 "Resident queue"): move-ins and move-outs waiting to be
-- applied to access. Events enter it through one domain event (`leasing.residentMoveDue`) whoever
-- raises it: a lease made in the portal today, the leasing area and a PMS integration tomorrow; they
-- are applied by the same move-in and move-out code as the lease screens (D219).
CREATE TABLE resident_events (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  lease_id uuid NOT NULL,
  resident_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('MOVE_IN', 'MOVE_OUT')),
  due_on date NOT NULL,
  source text NOT NULL CHECK (source IN ('LINTEL', 'PMS')),
  -- The source system's own id of the event (a PMS's), for its integration queue.
  external_ref text CHECK (length(external_ref) <= 200),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPLIED', 'SKIPPED')),
  settled_at timestamptz,
  settled_by_name text CHECK (length(settled_by_name) <= 201),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, lease_id, resident_id)
    REFERENCES lease_residents (customer_id, community_id, lease_id, resident_id),
  -- One move-in and one move-out per resident and lease.
  UNIQUE (customer_id, community_id, lease_id, resident_id, kind),
  CHECK ((status = 'PENDING') = (settled_at IS NULL))
);
CREATE INDEX resident_events_due_idx ON resident_events (customer_id, community_id, status, due_on, id);
SELECT lintel_fence_community_table('resident_events');

-- The queue's displaying options, per community (/iot/residents-queue/configuration).
CREATE TABLE resident_queue_settings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  show_move_ins boolean NOT NULL DEFAULT true,
  show_move_outs boolean NOT NULL DEFAULT true,
  -- Events due up to this many days ahead are shown (past-due ones always are).
  days_ahead integer NOT NULL DEFAULT 30 CHECK (days_ahead BETWEEN 0 AND 365),
  show_settled boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
SELECT lintel_fence_community_table('resident_queue_settings');

-- What happened to a lease after it was made (renewals and transfers, D220): shown on the lease.
CREATE TABLE lease_changes (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  lease_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RENEWED', 'TRANSFERRED')),
  -- A renewal for one resident only; NULL for the whole lease.
  resident_id uuid,
  detail text NOT NULL CHECK (length(detail) <= 500),
  by_name text CHECK (length(by_name) <= 201),
  occurred_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, lease_id) REFERENCES leases (customer_id, community_id, id)
);
CREATE INDEX lease_changes_lease_idx ON lease_changes (customer_id, community_id, lease_id, occurred_at);
SELECT lintel_fence_community_table('lease_changes');
