-- Documents (PDF and office files) beside images in the file manager. A document is stored byte
-- for byte, has no pixels (width and height 0) and no thumbnail; the server tells its type from
-- its bytes and serves it only as an attachment.
ALTER TABLE files DROP CONSTRAINT files_content_type_check;
ALTER TABLE files ADD CONSTRAINT files_content_type_check CHECK (content_type IN (
  'image/png', 'image/jpeg', 'image/gif', 'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation'
));
ALTER TABLE files DROP CONSTRAINT files_width_check;
ALTER TABLE files DROP CONSTRAINT files_height_check;
ALTER TABLE files ALTER COLUMN thumbnail_key DROP NOT NULL;
ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (
  (file_type = 'image' AND content_type LIKE 'image/%' AND width > 0 AND height > 0 AND thumbnail_key IS NOT NULL)
  OR (file_type = 'document' AND content_type NOT LIKE 'image/%' AND width = 0 AND height = 0 AND thumbnail_key IS NULL)
);
