-- First-party analytics of the learner dashboard and the funnel (docs/decisions.md, "Analytics").
-- An event keeps what happened and where, and the signed-in user's id (null for visitors): no
-- addresses, no query strings, no typed texts. A user's events go with the user.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('visit', 'page_view', 'view', 'click', 'onboarding_answer', 'onboarding_finished')),
  target text CHECK (char_length(target) <= 80),
  path text CHECK (char_length(path) <= 200),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_type_created_idx ON analytics_events (type, created_at);
CREATE INDEX analytics_events_created_idx ON analytics_events (created_at);
CREATE INDEX analytics_events_user_idx ON analytics_events (user_id);

-- The onboarding A/B group is chosen once, when the user is created, from the user's id (the same id
-- always gives the same group), and stored in users.ab_test_group; an insert naming a group keeps it.
ALTER TABLE users ALTER COLUMN ab_test_group DROP DEFAULT;
CREATE FUNCTION users_assign_ab_test_group() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.ab_test_group IS NULL THEN NEW.ab_test_group := 1 + get_byte(decode(md5('onboarding-ab:' || NEW.id::text), 'hex'), 0) % 2; END IF; RETURN NEW; END $$;
CREATE TRIGGER users_ab_test_group BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_assign_ab_test_group();
