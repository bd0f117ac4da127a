-- The partner demo (`/demo`) mints sessions for the organization the first start created for
-- it, found by this mark and never by name: renaming it does not lose the demo, and another
-- organization naming itself "Demo organization" never becomes it. At most one is marked.
ALTER TABLE organizations ADD COLUMN demo boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX organizations_one_demo ON organizations (demo) WHERE demo;

-- A database from before the mark: the first start made the demo organization on an empty
-- database, so it is the first organization, and only if it still has the demo's name.
UPDATE organizations SET demo = true
WHERE id = (SELECT id FROM organizations ORDER BY created_at, id LIMIT 1)
  AND name = 'Demo organization';
