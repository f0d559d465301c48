-- The account screen: password history and 2FA set up (or reset) from a signed-in session. Like
-- users, sessions and the auth tables of 0008, these rows belong to the user (global identity), not
-- to a customer: no customer_id, no tenant fence; the services reach them by the session's user.

-- The hashes (argon2id, never the password) of the passwords a user set, newest first, so a new
-- password may not be one of the last 5. Older rows are deleted as new ones arrive. The id orders
-- them (two changes may share a timestamp).
CREATE TABLE password_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_history_user_idx ON password_history (user_id, id DESC);

-- 2FA set up from the account screen: after a fresh proof, the offered secret waits on the session
-- that asked for it until a code proves the app holds it (or the time runs out).
ALTER TABLE sessions ADD COLUMN pending_totp_secret text;
ALTER TABLE sessions ADD COLUMN pending_totp_until timestamptz;

GRANT SELECT, INSERT, DELETE ON password_history TO lintel_app;
