-- Payments through a provider: one order per purchase attempt, priced by the server from its own plans.
-- A paid order records its purchase (transaction_id) exactly once; an unpaid one expires.

-- A course price option opens its course when bought.
ALTER TABLE transaction_types ADD COLUMN course_id text;

CREATE TABLE payment_orders (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_type_id text NOT NULL REFERENCES transaction_types (id),
  payment_type text NOT NULL CHECK (payment_type IN ('acquiring', 'vsegdaDa')),
  installment_months integer,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'RUB',
  description text NOT NULL,
  comment text NOT NULL DEFAULT '',
  user_offer_id integer REFERENCES offers (id) ON DELETE SET NULL,
  provider text NOT NULL,
  provider_payment_id text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled', 'expired', 'failed')),
  failure_reason text,
  transaction_id integer UNIQUE REFERENCES transactions (id) ON DELETE SET NULL,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE UNIQUE INDEX payment_orders_provider_payment_key ON payment_orders (provider, provider_payment_id);
CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, created_at DESC);
CREATE INDEX payment_orders_pending_idx ON payment_orders (expires_at) WHERE status = 'pending';

-- The sandbox provider's own side: the payments its hosted page shows, as an acquirer would keep them.
CREATE TABLE sandbox_payments (
  id uuid PRIMARY KEY,
  idempotence_key text NOT NULL UNIQUE,
  amount integer NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  return_url text NOT NULL,
  installment_months integer,
  order_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
