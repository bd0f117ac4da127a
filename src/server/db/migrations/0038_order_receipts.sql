-- A receipt to the registrant when an order completes (a registration or a transfer in),
-- queued in the completion's transaction like every message to a registrant.
ALTER TABLE registrant_messages DROP CONSTRAINT registrant_messages_kind_check;
ALTER TABLE registrant_messages ADD CONSTRAINT registrant_messages_kind_check
  CHECK (kind IN ('verification', 'expiry_reminder', 'expiry_notice', 'data_reminder',
    'password_reset', 'invitation', 'order_receipt'));

-- Where an order's receipt went (the registrant's email then), set as the order completes: the
-- widget's success screen names it.
ALTER TABLE orders ADD COLUMN receipt_to text;
