-- Lectern initial schema. PostgreSQL 15 compatible.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE publications (
  id            bigserial PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  title         text NOT NULL,
  abbreviation  text,
  issn          text,
  eissn         text,
  publisher     text,
  content_type  text NOT NULL CHECK (content_type IN ('JL', 'BK', 'HB', 'BS', 'RW')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE issues (
  id              bigserial PRIMARY KEY,
  publication_id  bigint NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
  volume          text,
  issue           text,
  cover_date      text,
  UNIQUE NULLS NOT DISTINCT (publication_id, volume, issue)
);

CREATE TABLE articles (
  id                bigserial PRIMARY KEY,
  pii               text NOT NULL UNIQUE,
  eid               text NOT NULL UNIQUE,
  doi               text,
  publication_id    bigint NOT NULL REFERENCES publications(id),
  issue_id          bigint REFERENCES issues(id),
  title             text NOT NULL,
  article_type      text NOT NULL,
  document_subtype  text NOT NULL,
  language          text NOT NULL DEFAULT 'en',
  publication_date  text,
  publication_year  integer,
  volume            text,
  issue             text,
  first_page        text,
  last_page         text,
  article_number    text,
  open_access       boolean NOT NULL DEFAULT false,
  open_archive      boolean NOT NULL DEFAULT false,
  license_url       text,
  author_count      integer NOT NULL DEFAULT 0,
  reference_count   integer NOT NULL DEFAULT 0,
  source_format     text NOT NULL CHECK (source_format IN ('jats', 'elsevier')),
  source_file       text NOT NULL,
  source_sha256     text NOT NULL,
  model             jsonb NOT NULL,
  search            tsvector NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX articles_doi_key ON articles (lower(doi));
CREATE INDEX articles_publication_idx ON articles (publication_id, publication_date DESC);
CREATE INDEX articles_recent_idx ON articles (publication_date DESC NULLS LAST, id DESC);
CREATE INDEX articles_search_idx ON articles USING gin (search);
CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops);

CREATE TABLE contributors (
  article_id        bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position          integer NOT NULL,
  xml_id            text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('person', 'collaboration', 'member')),
  contrib_type      text NOT NULL,
  given_names       text,
  surname           text,
  display_name      text NOT NULL,
  orcid             text,
  is_corresponding  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (article_id, position)
);
CREATE INDEX contributors_orcid_idx ON contributors (orcid) WHERE orcid IS NOT NULL;
CREATE INDEX contributors_name_idx ON contributors (lower(surname), lower(given_names));

CREATE TABLE affiliations (
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  xml_id      text NOT NULL,
  label       text,
  text        text NOT NULL,
  country     text,
  PRIMARY KEY (article_id, position)
);

CREATE TABLE article_references (
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  ref_id      text NOT NULL,
  doi         text,
  pmid        text,
  title       text,
  year        text,
  text        text NOT NULL,
  PRIMARY KEY (article_id, position)
);
CREATE INDEX article_references_doi_idx ON article_references (lower(doi)) WHERE doi IS NOT NULL;

-- The citation graph: a reference of one stored article that resolves (by DOI) to another.
CREATE TABLE citation_links (
  citing_article_id   bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  reference_position  integer NOT NULL,
  cited_article_id    bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  PRIMARY KEY (citing_article_id, reference_position)
);
CREATE INDEX citation_links_cited_idx ON citation_links (cited_article_id);

CREATE TABLE related_article_links (
  article_id          bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position            integer NOT NULL,
  relation            text NOT NULL,
  doi                 text,
  related_article_id  bigint REFERENCES articles(id) ON DELETE SET NULL,
  PRIMARY KEY (article_id, position)
);
CREATE INDEX related_article_links_doi_idx ON related_article_links (lower(doi)) WHERE doi IS NOT NULL;

CREATE TABLE assets (
  article_id      bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  eid             text NOT NULL,
  attachment_type text NOT NULL,
  ref             text,
  file_basename   text NOT NULL,
  extension       text,
  filesize        bigint,
  pixel_height    integer,
  pixel_width     integer,
  mimetype        text,
  storage_key     text,
  PRIMARY KEY (article_id, eid)
);
