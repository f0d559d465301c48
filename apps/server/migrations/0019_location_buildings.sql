-- One source of truth for a community's buildings. The location tree's building nodes ARE the
-- community's buildings: a node may stand for a building (building_id); every building has exactly
-- one such node, created with it, renamed with it and removed with it. The node's name is kept equal
-- to the building's (the tree reads it from the building); its place in the tree, space type and
-- description belong to the location editor.
ALTER TABLE location_properties ADD COLUMN building_id uuid;
ALTER TABLE location_properties
  ADD CONSTRAINT location_properties_building_fkey
  FOREIGN KEY (customer_id, community_id, building_id) REFERENCES buildings (customer_id, community_id, id)
  ON DELETE CASCADE;
CREATE UNIQUE INDEX location_properties_building_key
  ON location_properties (customer_id, community_id, building_id) WHERE building_id IS NOT NULL;

-- A new building gets its node at the top of the tree; a renamed one renames its node. As triggers,
-- so every writer (the structure screens, imports, seeds) keeps the two in step in its own
-- transaction. They run as the caller, under the caller's row-level security.
CREATE FUNCTION lintel_building_location_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO location_properties (customer_id, community_id, parent_id, name, building_id)
  VALUES (NEW.customer_id, NEW.community_id, NULL, NEW.name, NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER buildings_location_insert AFTER INSERT ON buildings
  FOR EACH ROW EXECUTE FUNCTION lintel_building_location_insert();

CREATE FUNCTION lintel_building_location_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE location_properties SET name = NEW.name, updated_at = now()
  WHERE customer_id = NEW.customer_id AND community_id = NEW.community_id AND building_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER buildings_location_rename AFTER UPDATE OF name ON buildings
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION lintel_building_location_rename();

-- Existing data: a top-level property named like a building becomes that building's node; every
-- other building gets a new top-level node (a top-level sibling with its name would have been
-- linked by the first step).
UPDATE location_properties p SET building_id = b.id
FROM buildings b
WHERE p.customer_id = b.customer_id AND p.community_id = b.community_id
  AND p.parent_id IS NULL AND p.name = b.name;
INSERT INTO location_properties (customer_id, community_id, parent_id, name, building_id)
SELECT b.customer_id, b.community_id, NULL, b.name, b.id
FROM buildings b
WHERE NOT EXISTS (
  SELECT 1 FROM location_properties p
  WHERE p.customer_id = b.customer_id AND p.community_id = b.community_id AND p.building_id = b.id
);
