-- Sign-in beyond the password: authenticator codes (TOTP), the steps between password and session,
-- trusted devices, temporary passwords, one-time links and the brute-force throttle. All of it
-- belongs to the user (global identity), not to a customer, like users and sessions.

-- TOTP: the shared secret (base32) once set up, and the last time step accepted, so a code is used
-- once only (the update that takes a step is atomic: WHERE totp_last_step < the new step).
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
-- A temporary password (set by an administrator or the demo seed) signs in once, until this time,
-- and only into the 'Change password' step. NULL: the password is the user's own.
ALTER TABLE users ADD COLUMN password_temporary_until timestamptz;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;

-- A sign-in in progress: the password was right and one more step is due (code, new password or
-- MFA setup). The browser holds the random token; only its hash is stored. Single use: each step
-- consumes its challenge and, if another step follows, issues a new one.
CREATE TABLE auth_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('MFA_CODE', 'NEW_PASSWORD', 'MFA_SETUP')),
  client text NOT NULL CHECK (client IN ('browser', 'api')),
  -- The secret offered during MFA setup, kept here until a code proves the app has it.
  pending_totp_secret text,
  -- Steps already passed in this sign-in (the code step, for example), so none is asked twice.
  code_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE UNIQUE INDEX auth_challenges_token_key ON auth_challenges (token_hash);
CREATE INDEX auth_challenges_user_idx ON auth_challenges (user_id) WHERE consumed_at IS NULL;

-- 'Trust this device': the code step is skipped on this device until expires_at (604800000 ms after
-- the code). The device holds the random token in an httpOnly cookie; a token of another user,
-- an expired or a revoked one skips nothing.
CREATE TABLE trusted_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text
);
CREATE UNIQUE INDEX trusted_devices_token_key ON trusted_devices (token_hash);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id) WHERE revoked_at IS NULL;

-- Single-use, expiring secrets sent by email or SMS: reset codes (the forgot-password flow) and the
-- links of the public resident pages (/app/resetUserPassword/:token, /app/setPassword/:token,
-- /app/forgotUserPassword/:token, /app/changeEmail/:token). Only hashes are stored.
CREATE TABLE auth_one_time_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('RESET_CODE', 'RESET_USER_PASSWORD', 'SET_PASSWORD', 'FORGOT_USER_PASSWORD', 'CHANGE_EMAIL')),
  secret_hash bytea NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text CHECK (new_email = lower(new_email)),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE UNIQUE INDEX auth_one_time_secrets_hash_key ON auth_one_time_secrets (kind, secret_hash);
CREATE INDEX auth_one_time_secrets_user_idx ON auth_one_time_secrets (user_id, kind) WHERE used_at IS NULL;

-- Failed attempts per account (password or code), for the exponential slow-down. The subject is
-- 'user:<id>' for an existing account and 'name:<normalised username>' otherwise, so email case
-- variants share one counter and an unknown account behaves like a known one.
CREATE TABLE auth_throttles (
  subject text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz
);

GRANT SELECT, INSERT, UPDATE, DELETE ON auth_challenges, trusted_devices, auth_one_time_secrets, auth_throttles TO lintel_app;
