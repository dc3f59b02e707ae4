-- Payments that need an admin: an order the provider reported with another sum than the order's
-- (money may have been taken, nothing was credited) waits in the admin area until it is credited or
-- its refund is noted. Every step is written down in payment_order_events (who, when, what).

ALTER TABLE payment_orders ADD COLUMN attention_at timestamptz;
ALTER TABLE payment_orders ADD COLUMN provider_amount integer;
ALTER TABLE payment_orders ADD COLUMN provider_currency text;
ALTER TABLE payment_orders ADD COLUMN resolved_at timestamptz;
ALTER TABLE payment_orders ADD COLUMN resolved_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE payment_orders ADD COLUMN resolution text CHECK (resolution IN ('credited', 'refund_noted'));
ALTER TABLE payment_orders ADD COLUMN resolution_note text;
CREATE INDEX payment_orders_attention_idx ON payment_orders (attention_at DESC) WHERE attention_at IS NOT NULL;

-- Orders that failed for a wrong sum before this list existed need an admin too.
UPDATE payment_orders SET attention_at = coalesce(settled_at, created_at) WHERE status = 'failed' AND failure_reason = 'amount_mismatch';

CREATE TABLE payment_order_events (
  id serial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES payment_orders (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  -- The admin who acted; null when the school itself did (the provider's report).
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  event text NOT NULL CHECK (event IN ('amount_mismatch', 'credited_by_provider', 'credited', 'refund_noted')),
  note text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX payment_order_events_order_idx ON payment_order_events (order_id, at);
