-- A unit's name by its id, read without leaving the index (D239). Lists that show the unit of each row
-- (residents, leases, keys) look units up by id inside the community. The primary key
-- (customer_id, community_id, id) holds no name, so under the pool's generic plans the planner chose
-- units_name_idx (customer_id, community_id, name, id) for an index-only read, which finds an id
-- only by walking every unit of the community: 245 pages per row in a community of 100,000 units,
-- 13 of the residents page's 16 ms. With the name included, the lookup is one index probe.
CREATE INDEX units_id_name_idx ON units (customer_id, community_id, id) INCLUDE (name);
