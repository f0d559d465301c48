-- File manager and media library. The bytes live in the file store (a local folder, or an
-- S3-compatible bucket) under server-generated keys; this table holds what is known about them.
-- A file belongs to one community of one customer; it may appear in several base directories.
CREATE TABLE files (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL,
  base_directory text NOT NULL CHECK (base_directory IN ('cms', 'dh', 'marketing')),
  directories text[] NOT NULL CHECK (directories <@ ARRAY['cms', 'dh', 'marketing']::text[] AND cardinality(directories) >= 1),
  category text CHECK (category ~ '^[a-z0-9][a-z0-9_-]{0,49}$'),
  -- The name the user gave, for display and Content-Disposition only; never a storage path.
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  file_type text NOT NULL,
  file_size bigint NOT NULL CHECK (file_size >= 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  storage_key text NOT NULL CHECK (storage_key ~ '^[0-9a-f/-]{1,200}$'),
  thumbnail_key text NOT NULL CHECK (thumbnail_key ~ '^[0-9a-f/.a-z-]{1,200}$'),
  tags text[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
-- The library: newest first inside one community, and by directory.
CREATE INDEX files_created_idx ON files (customer_id, community_id, created_at DESC, id);
CREATE INDEX files_directories_idx ON files USING gin (directories);
CREATE INDEX files_name_search_idx ON files (customer_id, community_id, lower(file_name) text_pattern_ops);
CREATE INDEX files_category_idx ON files (customer_id, community_id, category, created_at DESC);

ALTER TABLE files ENABLE ROW LEVEL SECURITY;
ALTER TABLE files FORCE ROW LEVEL SECURITY;
CREATE POLICY files_tenant ON files
  USING (customer_id = (SELECT lintel_current_customer()) AND
    (community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities())))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()) AND
    (community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities())));

GRANT SELECT, INSERT, UPDATE, DELETE ON files TO lintel_app;
