-- The passes' and the temporary accesses' searches as btree ranges (D242), as 0036 did for keys and the
-- PACS log: both searched `lower(name) LIKE $1`, which a generic plan cannot turn into an index range,
-- so a search read every pass (or every temporary access) the community ever had; both lists only grow.
ALTER TABLE access_passes
  ADD COLUMN holder_key text COLLATE "C" GENERATED ALWAYS AS (lower(holder_name)) STORED;
CREATE INDEX access_passes_holder_search_idx ON access_passes (customer_id, community_id, holder_key);

ALTER TABLE temporary_accesses
  ADD COLUMN staff_key text COLLATE "C" GENERATED ALWAYS AS (lower(staff_name)) STORED;
CREATE INDEX temporary_accesses_staff_search_idx ON temporary_accesses (customer_id, community_id, staff_key);
