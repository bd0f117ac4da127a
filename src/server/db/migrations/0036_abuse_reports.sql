-- Abuse reports (RAA 3.18): anyone may report abuse of a domain this registrar holds; the
-- report is kept for the owning organization, and one from law enforcement carries the 24-hour
-- review deadline (RAA 3.18.2). A report about a name the service does not hold is kept too,
-- without an organization, for the registrar's own abuse desk.
CREATE TABLE abuse_reports (
  id uuid PRIMARY KEY,
  domain text NOT NULL,
  domain_id uuid REFERENCES domains (id),
  organization_id uuid REFERENCES organizations (id),
  livemode boolean NOT NULL DEFAULT true,
  category text NOT NULL,
  description text NOT NULL,
  reporter_email text NOT NULL,
  reporter_name text,
  law_enforcement boolean NOT NULL DEFAULT false,
  review_by timestamptz,
  received_at timestamptz NOT NULL
);
CREATE INDEX abuse_reports_organization ON abuse_reports (organization_id, received_at DESC);
