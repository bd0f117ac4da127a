-- The sandbox registry's contact objects, as a registry keeps them: a change of registrant
-- creates a new object with its own id and points the domain at it; the old object stays
-- (docs/transfers.md "Registrant change").
CREATE TABLE sandbox_contacts (
  id text PRIMARY KEY,
  contact jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
ALTER TABLE sandbox_registry ADD COLUMN registrant_id text REFERENCES sandbox_contacts (id);
