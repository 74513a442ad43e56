-- What an entitlement check needs from an article, kept beside the model so a check never
-- reads (detoasts) the whole stored model (the XML's open-access flags are columns already): the item weight
-- (spec 001 §5: full text needs FULL-TEXT or HEAD-AND-TAIL; JATS articles are FULL-TEXT) and
-- which lazily loaded parts have data (the page's ajaxLinks). Generated, so every writer keeps
-- them right without knowing about them.
ALTER TABLE articles
  ADD COLUMN item_weight text GENERATED ALWAYS AS (coalesce(model ->> 'itemWeight', 'FULL-TEXT')) STORED,
  ADD COLUMN has_body boolean GENERATED ALWAYS AS (coalesce(jsonb_array_length(model -> 'body') > 0, false)) STORED,
  ADD COLUMN has_references boolean GENERATED ALWAYS AS (coalesce(jsonb_array_length(model -> 'references') > 0, false)) STORED,
  ADD COLUMN has_glossary boolean GENERATED ALWAYS AS (coalesce(jsonb_array_length(model -> 'glossary') > 0, false)) STORED,
  ADD COLUMN has_authors boolean GENERATED ALWAYS AS (coalesce(jsonb_array_length(model -> 'authors') > 0, false)) STORED;

CREATE INDEX access_grants_article_idx ON access_grants (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX access_grants_publication_idx ON access_grants (publication_id) WHERE publication_id IS NOT NULL;
