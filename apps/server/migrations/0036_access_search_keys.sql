-- The keys list's and the PACS queue log's searches as btree ranges (D237). Both searched with
-- `lower(column) LIKE 'prefix%'` over `text_pattern_ops` indexes: the server sends the pattern as a
-- parameter, and a generic plan cannot turn a parameter's LIKE into an index range, so at 55,000 keys
-- the search read every key of the community (1 s against 0.3 s at 5,500). As the residents' list
-- (0033) and units.search_name (D218) do, each searched column gets a lower-cased key in byte order,
-- and the search is `key >= low AND key < high`: plain comparisons, which stay index conditions in a
-- generic plan and under row-level security.
ALTER TABLE access_keys
  ADD COLUMN number_key text COLLATE "C" GENERATED ALWAYS AS (lower(number)) STORED,
  ADD COLUMN holder_key text COLLATE "C" GENERATED ALWAYS AS (lower(holder_name)) STORED;
DROP INDEX access_keys_holder_search_idx;
DROP INDEX access_keys_number_search_idx;
CREATE INDEX access_keys_number_search_idx ON access_keys (customer_id, community_id, number_key);
CREATE INDEX access_keys_holder_search_idx ON access_keys (customer_id, community_id, holder_key);

ALTER TABLE pacs_transactions
  ADD COLUMN holder_key text COLLATE "C" GENERATED ALWAYS AS (lower(holder_name)) STORED,
  ADD COLUMN credential_key text COLLATE "C" GENERATED ALWAYS AS (lower(credential_label)) STORED;
DROP INDEX pacs_transactions_holder_search_idx;
DROP INDEX pacs_transactions_credential_search_idx;
CREATE INDEX pacs_transactions_holder_search_idx ON pacs_transactions (customer_id, community_id, holder_key);
CREATE INDEX pacs_transactions_credential_search_idx ON pacs_transactions (customer_id, community_id, credential_key);
