-- Search: snippet text, filters and known-item ranking. PostgreSQL 15 compatible.
--
-- Result snippets come from the title, abstracts and keywords only (never the body: the
-- body may be text the reader is not entitled to). Those texts live inside the JSONB model,
-- and reading them there would detoast whole models (up to megabytes) for every result, so
-- they are kept as generated columns beside it, always in step with the model.

-- Plain text of content nodes ({text} leaves, {type, children} elements), like textOf() in
-- src/shared/content-model.ts, plus a space after block elements so paragraphs don't run together.
CREATE FUNCTION lectern_nodes_text(nodes jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  node jsonb;
  out text := '';
BEGIN
  IF jsonb_typeof(nodes) <> 'array' THEN
    RETURN '';
  END IF;
  FOR node IN SELECT value FROM jsonb_array_elements(nodes) LOOP
    IF jsonb_typeof(node->'text') = 'string' THEN
      out := out || (node->>'text');
    ELSIF node ? 'children' THEN
      out := out || lectern_nodes_text(node->'children');
      IF node->>'type' IN ('para', 'section', 'section-title', 'title', 'list', 'list-item', 'caption', 'figure', 'table', 'footnote') THEN
        out := out || ' ';
      END IF;
    END IF;
  END LOOP;
  RETURN out;
END
$$;

-- Every abstract (the author abstract first, as stored), whitespace collapsed, capped so a
-- pathological abstract cannot bloat the row.
CREATE FUNCTION lectern_abstracts_text(model jsonb) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN left(btrim(regexp_replace(
  (SELECT coalesce(string_agg(lectern_nodes_text(a->'children'), ' '), '') FROM jsonb_array_elements(
     CASE WHEN jsonb_typeof(model->'abstracts') = 'array' THEN model->'abstracts' ELSE '[]'::jsonb END) AS a),
  '\s+', ' ', 'g')), 20000);

-- Keywords of every group, separated by "; " (the separator keeps a term's words together in snippets).
CREATE FUNCTION lectern_keywords_text(model jsonb) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN left((SELECT coalesce(string_agg(btrim(t #>> '{}'), '; '), '')
  FROM jsonb_path_query(model, 'strict $.keywords[*].terms[*] ? (@.type() == "string")') AS t), 5000);

-- Titles compared for known-item search: lower case, runs of anything but letters and digits as one space.
CREATE FUNCTION lectern_title_key(title text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN btrim(regexp_replace(lower(title), '[^[:alnum:]]+', ' ', 'g'));

ALTER TABLE articles
  ADD COLUMN search_abstract text GENERATED ALWAYS AS (lectern_abstracts_text(model)) STORED,
  ADD COLUMN search_keywords text GENERATED ALWAYS AS (lectern_keywords_text(model)) STORED,
  ADD COLUMN title_key text GENERATED ALWAYS AS (lectern_title_key(title)) STORED;

-- Filters (year range, article type, open access); publication has articles_publication_idx.
CREATE INDEX articles_year_idx ON articles (publication_year);
CREATE INDEX articles_type_idx ON articles (article_type);
CREATE INDEX articles_title_key_idx ON articles (title_key);
