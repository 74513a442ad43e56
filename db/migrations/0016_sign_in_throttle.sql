-- Sign-in throttling moves from a count of failures per account (a lock anyone could impose on
-- anyone) to rate-limiter-flexible's PostgreSQL store, shared by every app server: failures per
-- (address, account) pair, per address, and per account (the last only slows failed answers).
-- The table's shape is the library's own (RateLimiterPostgres).
CREATE TABLE sign_in_throttle (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX sign_in_throttle_expire_idx ON sign_in_throttle (expire);

DROP TABLE sign_in_failures;
