-- The integration queue (part 3 section 2 "Integration queue"; D224): the resident queue's events
-- that came from a PMS integration, as received, and the community's auto-apply settings. PMS
-- events enter `resident_events` through the same domain event as Lintel's own (D219).
ALTER TABLE resident_events
  -- The event as the PMS sent it (what the details screen shows), and when it arrived.
  ADD COLUMN payload jsonb,
  ADD COLUMN received_at timestamptz,
  -- Why the last automatic application failed (a lease archived since, say); NULL otherwise.
  ADD COLUMN apply_error text CHECK (length(apply_error) <= 500);
CREATE INDEX resident_events_source_idx ON resident_events (customer_id, community_id, source, due_on, id);

CREATE TABLE integration_queue_settings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  auto_apply_move_ins boolean NOT NULL DEFAULT false,
  auto_apply_move_outs boolean NOT NULL DEFAULT false,
  updated_by_name text CHECK (length(updated_by_name) <= 201),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
SELECT lintel_fence_community_table('integration_queue_settings');

-- The keys list's search (D221): the start of the number or of the holder's name, each through its
-- own index (a bitmap OR of the two), at any number of keys.
DROP INDEX access_keys_holder_name_idx;
CREATE INDEX access_keys_holder_search_idx ON access_keys (customer_id, community_id, lower(holder_name) text_pattern_ops);
CREATE INDEX access_keys_number_search_idx ON access_keys (customer_id, community_id, lower(number) text_pattern_ops);
