-- Readers, institutions and entitlement (issue 5). Accounts and sessions live in PostgreSQL
-- so any number of app servers share them.

CREATE TABLE users (
  id              bigserial PRIMARY KEY,
  email           text NOT NULL,
  name            text NOT NULL,
  -- argon2id PHC string (@node-rs/argon2); never a plain or reversible password.
  password_hash   text NOT NULL,
  is_admin        boolean NOT NULL DEFAULT false,
  privilege_type  text NOT NULL DEFAULT 'NONE' CHECK (privilege_type IN ('NONE', 'PRIVILEGED', 'DATA_CHECKOUT')),
  credit_card_purchase_allowed boolean NOT NULL DEFAULT true,
  prevent_transactional_access boolean NOT NULL DEFAULT false,
  prevent_document_delivery    boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE institutions (
  id              bigserial PRIMARY KEY,
  slug            text NOT NULL UNIQUE,
  name            text NOT NULL,
  -- Where members go to register personally (001 §6 shib_regUrl / tick_regUrl).
  shib_reg_url    text,
  tick_reg_url    text,
  -- OpenURL link resolver base for the linking hub, if the library has one.
  link_resolver_url text,
  allow_cart      boolean NOT NULL DEFAULT true,
  credit_card_purchase_allowed boolean NOT NULL DEFAULT true,
  prevent_transactional_access boolean NOT NULL DEFAULT false,
  prevent_document_delivery    boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- IPv4 and IPv6 ranges; `range >>= client address` finds the institution of an address.
CREATE TABLE institution_ip_ranges (
  id              bigserial PRIMARY KEY,
  institution_id  bigint NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  range           cidr NOT NULL,
  UNIQUE (institution_id, range)
);
CREATE INDEX institution_ip_ranges_range_idx ON institution_ip_ranges USING gist (range inet_ops);

-- A person's organisations: they may sign in through any of them (Change organization).
CREATE TABLE user_institutions (
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  institution_id  bigint NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, institution_id)
);

CREATE TABLE sessions (
  -- sha256 of the cookie value: a database leak does not yield usable session ids.
  id_hash         text PRIMARY KEY,
  user_id         bigint REFERENCES users(id) ON DELETE CASCADE,
  -- The organisation the session acts for after institutional sign-in (SHIB*/TICK*).
  institution_id  bigint REFERENCES institutions(id) ON DELETE SET NULL,
  auth_method     text NOT NULL DEFAULT 'none' CHECK (auth_method IN ('none', 'password', 'institution-login')),
  csrf_secret     text NOT NULL,
  data            jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_seen_at    timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Failed sign-ins, for throttling per account and per address.
CREATE TABLE sign_in_failures (
  id              bigserial PRIMARY KEY,
  email           text NOT NULL,
  client_ip       inet NOT NULL,
  at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (lower(email), at);
CREATE INDEX sign_in_failures_ip_idx ON sign_in_failures (client_ip, at);

CREATE TABLE reading_history (
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  article_id      bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);
CREATE INDEX reading_history_recent_idx ON reading_history (user_id, read_at DESC);

CREATE TABLE search_history (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  query           text NOT NULL,
  filters         jsonb NOT NULL DEFAULT '{}'::jsonb,
  searched_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_history_recent_idx ON search_history (user_id, searched_at DESC);

-- Journal alerts (stored; e-mail delivery is out of scope).
CREATE TABLE journal_alerts (
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  publication_id  bigint NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
  kind            text NOT NULL DEFAULT 'new-issue' CHECK (kind IN ('new-issue', 'articles-in-press')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, publication_id, kind)
);

-- How a publication sells its content. hybrid: per-article open-access flags from the XML
-- decide; subscription: only an explicit article override is free; open-access: all free.
ALTER TABLE publications
  ADD COLUMN business_model text NOT NULL DEFAULT 'hybrid'
  CHECK (business_model IN ('subscription', 'open-access', 'hybrid'));

-- Institution → publication, for the years of content it covers (inclusive; NULL = open-ended).
CREATE TABLE subscriptions (
  id              bigserial PRIMARY KEY,
  institution_id  bigint NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  publication_id  bigint NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
  from_year       integer,
  to_year         integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (from_year IS NULL OR to_year IS NULL OR from_year <= to_year)
);
CREATE INDEX subscriptions_lookup_idx ON subscriptions (institution_id, publication_id);

-- Single-article purchases through the payment-provider interface.
CREATE TABLE orders (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  article_id      bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  provider        text NOT NULL,
  provider_ref    text,
  amount_cents    integer NOT NULL CHECK (amount_cents >= 0),
  currency        text NOT NULL DEFAULT 'USD',
  status          text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  paid_at         timestamptz
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE UNIQUE INDEX orders_paid_once_idx ON orders (user_id, article_id) WHERE status = 'paid';

-- Access given by an administrator: to a user or an institution, for one article or a whole
-- publication.
CREATE TABLE access_grants (
  id              bigserial PRIMARY KEY,
  user_id         bigint REFERENCES users(id) ON DELETE CASCADE,
  institution_id  bigint REFERENCES institutions(id) ON DELETE CASCADE,
  article_id      bigint REFERENCES articles(id) ON DELETE CASCADE,
  publication_id  bigint REFERENCES publications(id) ON DELETE CASCADE,
  note            text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (institution_id IS NULL)),
  CHECK ((article_id IS NULL) <> (publication_id IS NULL))
);
CREATE INDEX access_grants_user_idx ON access_grants (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX access_grants_institution_idx ON access_grants (institution_id) WHERE institution_id IS NOT NULL;

-- Per-article override of the open-access decision (an editor makes one article free).
ALTER TABLE articles ADD COLUMN free_to_read boolean NOT NULL DEFAULT false;
