-- The IoT community's unit links (part 3 section 2 "Community structure": /iot/community/units/:id/link-unit
-- and /iot/community/units/:id/link-units; D234). A unit's own doors are the locks placed at it
-- (devices.unit_id); a link names a location of the community's tree whose doors the unit's residents
-- need as well (their building's entrance, their floor's corridor, the garage). A lease made for the
-- unit, or moved to it, gets its linked locations as authorizations beside the unit, so they are granted
-- at move-in like any location of the lease.
--
-- A link goes with its unit and with its location (ON DELETE CASCADE): links do not keep a location
-- (community.service.ts refuses a location delete for what would leave credentials on locks; a link
-- holds none, the leases' authorizations and grants do).
CREATE TABLE unit_location_links (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  unit_id uuid NOT NULL,
  location_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, unit_id, location_id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id)
    ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE
);
-- The location's side of the cascade.
CREATE INDEX unit_location_links_location_idx ON unit_location_links (customer_id, community_id, location_id);
SELECT lintel_fence_community_table('unit_location_links');
