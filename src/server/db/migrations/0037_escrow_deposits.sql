-- Registrar data escrow: one row per deposit written (RAA 2013 §3.6; docs/compliance.md). A
-- day holds at most one deposit (the unique `day`): two instances running the schedule at
-- once both try to claim the day's row, and only one writes the file.
CREATE TABLE escrow_deposits (
  id uuid PRIMARY KEY,
  day date NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('FULL', 'DIFF')),
  watermark timestamptz NOT NULL,
  domains integer NOT NULL,
  contacts integer NOT NULL,
  deletes integer NOT NULL,
  file_name text NOT NULL,
  digest text NOT NULL,
  created_at timestamptz NOT NULL
);
