-- Notifications: the feed, the bell's panel and alerts, alert history, per-community channel
-- settings and audiences, and the realtime fan-out signals.
--
-- One message row per notification (a broadcast to a community's 500 staff stores its HTML once),
-- one recipient row per user (their read state). Row-level security: a user sees recipient rows of
-- their own in the acting customer; a message only when they are one of its recipients. The
-- realtime hub reads across recipients under the transaction-local flag lintel.fanout, which only
-- platform code sets (requests cannot run SQL of their own).

CREATE FUNCTION lintel_fanout() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('lintel.fanout', true), '') = 'on' $$;

CREATE TABLE notifications (
  customer_id uuid NOT NULL REFERENCES customers (id),
  id uuid NOT NULL,
  -- NULL: addressed to the whole customer (or to users directly, outside any one community).
  community_id uuid,
  kind text NOT NULL CHECK (kind IN ('ALERT', 'ACTIVITY')),
  event_code text NOT NULL CHECK (length(event_code) BETWEEN 1 AND 100),
  -- Spec's notification types: they pick the background and icon colour.
  type text NOT NULL CHECK (type IN ('error', 'success', 'warning', 'brand', 'default')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Sanitised with the alert allow-list before it is stored (and again when displayed).
  body_html text NOT NULL CHECK (length(body_html) <= 20000),
  icon text,
  priority text NOT NULL CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'CRITICAL')),
  processing_status text CHECK (processing_status IN ('NEW', 'PROCESSING', 'PROCESSED', 'RESOLVED', 'DONE')),
  tags text[] NOT NULL DEFAULT '{}',
  origin_service_code text NOT NULL CHECK (length(origin_service_code) BETWEEN 1 AND 50),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  CHECK ((kind = 'ALERT') = (processing_status IS NOT NULL))
);

CREATE TABLE notification_recipients (
  customer_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_id uuid NOT NULL,
  community_id uuid,
  kind text NOT NULL CHECK (kind IN ('ALERT', 'ACTIVITY')),
  created_at timestamptz NOT NULL,
  -- Alerts sort by priority descending, then creation time descending: one integer key keeps that
  -- order pageable with the list helper (rank * 10^13 + epoch milliseconds).
  alert_sort bigint NOT NULL,
  read boolean NOT NULL DEFAULT false,
  -- Set the first time the user reads the item, never cleared.
  acknowledged_at timestamptz,
  PRIMARY KEY (customer_id, user_id, notification_id),
  FOREIGN KEY (customer_id, notification_id) REFERENCES notifications (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX notification_recipients_feed_idx
  ON notification_recipients (customer_id, user_id, created_at DESC, notification_id DESC);
CREATE INDEX notification_recipients_alerts_idx
  ON notification_recipients (customer_id, user_id, kind, alert_sort DESC, notification_id DESC);
CREATE INDEX notification_recipients_unread_idx
  ON notification_recipients (customer_id, user_id, kind) WHERE NOT read;
CREATE INDEX notification_recipients_message_idx ON notification_recipients (customer_id, notification_id);

-- Alert history: creation and every processing-status change.
CREATE TABLE notification_events (
  customer_id uuid NOT NULL,
  notification_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  processing_status text NOT NULL CHECK (processing_status IN ('NEW', 'PROCESSING', 'PROCESSED', 'RESOLVED', 'DONE')),
  note text CHECK (length(note) <= 500),
  actor_user_id uuid REFERENCES users (id),
  at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, notification_id, id),
  FOREIGN KEY (customer_id, notification_id) REFERENCES notifications (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX notification_events_at_idx ON notification_events (customer_id, notification_id, at);

-- Channel settings of one event in one community (only email is editable; mobile and in-app are
-- stored as the catalogue gives them so the screen shows what is delivered).
CREATE TABLE notification_event_settings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  event_code text NOT NULL CHECK (length(event_code) BETWEEN 1 AND 100),
  email_enabled boolean NOT NULL,
  mobile_enabled boolean NOT NULL,
  in_app_enabled boolean NOT NULL,
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, community_id, event_code),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);

-- Who gets e-mail for a category in a community. No row: every recipient of the community.
CREATE TABLE notification_audiences (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  category_id text NOT NULL CHECK (length(category_id) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, community_id, category_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);

CREATE TABLE notification_audience_members (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  category_id text NOT NULL,
  customer_user_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, category_id, customer_user_id),
  FOREIGN KEY (customer_id, community_id, category_id)
    REFERENCES notification_audiences (customer_id, community_id, category_id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, customer_user_id) REFERENCES customer_users (customer_id, id) ON DELETE CASCADE
);

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------

ALTER TABLE notification_recipients ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_recipients FORCE ROW LEVEL SECURITY;
CREATE POLICY notification_recipients_own ON notification_recipients
  USING (
    customer_id = (SELECT lintel_current_customer())
    AND (user_id = (SELECT lintel_current_user()) OR (SELECT lintel_fanout()))
  )
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
-- Publishing inserts for others (WITH CHECK: the acting customer); reading needs to be a recipient.
CREATE POLICY notifications_recipient ON notifications
  USING (
    customer_id = (SELECT lintel_current_customer())
    AND (
      (SELECT lintel_fanout())
      OR EXISTS (
        SELECT 1 FROM notification_recipients r
        WHERE r.customer_id = notifications.customer_id AND r.notification_id = notifications.id
          AND r.user_id = (SELECT lintel_current_user())
      )
    )
  )
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE notification_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_events FORCE ROW LEVEL SECURITY;
CREATE POLICY notification_events_recipient ON notification_events
  USING (
    customer_id = (SELECT lintel_current_customer())
    AND EXISTS (
      SELECT 1 FROM notification_recipients r
      WHERE r.customer_id = notification_events.customer_id AND r.notification_id = notification_events.notification_id
        AND (r.user_id = (SELECT lintel_current_user()) OR (SELECT lintel_fanout()))
    )
  )
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notification_event_settings', 'notification_audiences', 'notification_audience_members'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (customer_id = (SELECT lintel_current_customer()) AND '
      '(community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities()))) '
      'WITH CHECK (customer_id = (SELECT lintel_current_customer()) AND '
      '(community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities())))',
      t || '_tenant', t);
  END LOOP;
END
$$;

GRANT SELECT, INSERT, UPDATE, DELETE ON
  notifications, notification_recipients, notification_events, notification_event_settings,
  notification_audiences, notification_audience_members
  TO lintel_app;
GRANT EXECUTE ON FUNCTION lintel_fanout() TO lintel_app;

-- ---------------------------------------------------------------------------------------------
-- Realtime signals: every server process LISTENs; NOTIFY is sent at commit, so a rolled-back
-- publish or sign-out signals nothing.
-- ---------------------------------------------------------------------------------------------

-- A session signed out, or its lifetime cut short: its websockets close.
CREATE FUNCTION lintel_signal_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at IS DISTINCT FROM OLD.expires_at THEN
    PERFORM pg_notify('lintel_sessions', 's:' || NEW.id::text);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER sessions_realtime_signal AFTER UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION lintel_signal_session();

-- A user deactivated (or otherwise no longer active): all their websockets close.
CREATE FUNCTION lintel_signal_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status <> 'active' THEN
    PERFORM pg_notify('lintel_sessions', 'u:' || NEW.id::text);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_realtime_signal AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION lintel_signal_user();
