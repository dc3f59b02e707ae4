-- Promo codes: a discount in percent or rubles on some plans or price options (all but trial lessons when
-- none are named), for the first purchase only or not, valid from/to, up to a number of uses. A code is never
-- deleted (the purchases made with it name it); it is switched off.
CREATE TABLE promo_codes (
  id serial PRIMARY KEY,
  code text NOT NULL,
  discount_percent integer CHECK (discount_percent BETWEEN 1 AND 95),
  discount_rubles integer CHECK (discount_rubles > 0),
  plan_ids text[] NOT NULL DEFAULT '{}',
  transaction_type_ids text[] NOT NULL DEFAULT '{}',
  first_purchase_only boolean NOT NULL DEFAULT true,
  valid_from timestamptz,
  valid_until timestamptz,
  max_uses integer CHECK (max_uses > 0),
  active boolean NOT NULL DEFAULT true,
  comment text NOT NULL DEFAULT '',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((discount_percent IS NULL) <> (discount_rubles IS NULL))
);
CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (upper(code));

-- An order remembers the price option's regular price and what lowered it: a promo code or an offer.
ALTER TABLE payment_orders ADD COLUMN regular_price integer;
ALTER TABLE payment_orders ADD COLUMN promo_code_id integer REFERENCES promo_codes (id);
CREATE INDEX payment_orders_promo_idx ON payment_orders (promo_code_id) WHERE promo_code_id IS NOT NULL;
-- The receipt the provider issued for a paid order, when it gives a link to one.
ALTER TABLE payment_orders ADD COLUMN receipt_url text;

-- An offer's real price: its percentage off the regular price of its options; for newcomers only unless said otherwise.
ALTER TABLE offers ADD COLUMN discount_percent integer CHECK (discount_percent BETWEEN 1 AND 95);
ALTER TABLE offers ADD COLUMN first_purchase_only boolean NOT NULL DEFAULT true;
