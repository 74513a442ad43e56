-- Search over whole articles without re-reading their search vectors for hyphenated words
-- (src/db/search-repository.server.ts). PostgreSQL 15 compatible.
--
-- websearch_to_tsquery turns a hyphenated word into a phrase of the compound and its parts
-- ('reverse-correl' <-> 'revers' <-> 'correl'). A phrase needs the lexemes' positions, which a
-- GIN index does not keep: every index hit is rechecked against the row's whole `search`
-- vector, body included, read from TOAST (at 100,000 articles, tens of milliseconds for a
-- title with one hyphenated word). The parser always emits a hyphenated word's parts right
-- after its compound, so a text holds that phrase exactly when it holds the compound: the
-- compound alone matches the same articles (and finds them past the 16,383rd position, where
-- a tsvector's positions stop counting), from the index alone.
--
-- Only a compound of two or three parts whose phrase ends there (the whole phrase of an unquoted
-- word, or the end of a quoted phrase) is rewritten; anything else is left as websearch_to_tsquery
-- gives it (a lexeme with a quote, a compound with stop words, a compound followed by more words
-- of a quoted phrase).
CREATE FUNCTION lectern_search_query(query text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(regexp_replace(websearch_to_tsquery('english', query)::text,
    $re$'([^' -]+-[^' -]+-[^' -]+)' <-> '[^' -]+' <-> '[^' -]+' <-> '[^' -]+'(?=$| &| \|| \))$re$, $r$'\1'$r$, 'g'),
  $re$'([^' -]+-[^' -]+)' <-> '[^' -]+' <-> '[^' -]+'(?=$| &| \|| \))$re$, $r$'\1'$r$, 'g')::tsquery;
