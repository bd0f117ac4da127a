-- Renewals the end user pays by card (docs/decisions/payments.md, "Renewals paid by card"): an
-- order of kind 'renewal' for a domain already held, paid at the mode's card checkout, renewed by
-- the order worker. The open-order index (organization, mode, domain name) keeps one open
-- renewal order per domain.
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('order', 'purchase', 'renewal'));

-- Who pays the renewals made in a hosted session's widget: the organization (its balance in live
-- mode, as the spec's renewal) or the end user by card.
ALTER TABLE hosted_sessions
  ADD COLUMN renewal_payment text NOT NULL DEFAULT 'organization'
  CHECK (renewal_payment IN ('organization', 'card'));

-- `domain.renewed` says who paid (and the renewal order when the end user did): the events
-- stored before were all billed to the organization, so `GET /api/v1/events` gives them the
-- same fields as new ones.
UPDATE events
SET data = data || '{"paid_by": "organization", "order_id": null}'::jsonb
WHERE type = 'domain.renewed' AND NOT (data ? 'paid_by');
