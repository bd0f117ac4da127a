-- The dashboard: user roles, who made an API key and when it was last used, the organization's
-- default widget theme, and the audit log of what signed-in users did.

-- Every existing user administered the organization (there were no roles): they become admins.
-- New rows default to the least privilege; the code always says which role it wants.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'admin'
  CONSTRAINT users_role_check CHECK (role IN ('admin', 'member'));
ALTER TABLE users ALTER COLUMN role SET DEFAULT 'member';

-- Who made a key in the dashboard: their id (no foreign key: users can be removed, their keys
-- stay until an admin revokes them) and their email as it was, so the listing still names them.
-- Both null for keys made outside the dashboard (first start, the admin CLI, the demo page).
ALTER TABLE api_keys ADD COLUMN created_by_user_id uuid;
ALTER TABLE api_keys ADD COLUMN created_by_email text;
ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;

-- The theme hosted sessions get when they bring none (a ThemeConfig object).
ALTER TABLE organizations ADD COLUMN default_theme jsonb;

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  -- The acting user, and their email as it was (users can be removed; the record stays).
  actor_user_id uuid,
  actor_email text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  details jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_organization_idx ON audit_log (organization_id, id DESC);
