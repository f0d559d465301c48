-- The feed's filters read the recipient row alone. A feed page searched by title, or limited to a
-- category, used to join every recipient row of the date window to its message (and pay the
-- message table's row-level-security check on each) only to test the title: at 100,000
-- notifications that was 50,000 buffer reads for a page of 20. The message's event code and its
-- lower-cased title are copied onto each recipient row when it is published (neither ever
-- changes), so the window, the search and the category filter run in one scan of the recipient
-- table and the count never joins.

ALTER TABLE notification_recipients
  ADD COLUMN event_code text,
  -- lower(title) in byte order: searched with LIKE on a lower-cased, escaped pattern.
  ADD COLUMN search_title text COLLATE "C";

UPDATE notification_recipients r
SET event_code = n.event_code, search_title = lower(n.title)
FROM notifications n
WHERE n.customer_id = r.customer_id AND n.id = r.notification_id;

ALTER TABLE notification_recipients
  ALTER COLUMN event_code SET NOT NULL,
  ALTER COLUMN search_title SET NOT NULL;
