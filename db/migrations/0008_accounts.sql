-- Accounts (issue 5): an institution may let members off-site sign in with a shared access
-- code (the built-in institutional sign-in provider). Stored as an argon2id PHC string, like
-- passwords; NULL = no access-code sign-in for that institution.
ALTER TABLE institutions ADD COLUMN access_code_hash text;
