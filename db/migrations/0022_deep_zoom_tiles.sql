-- Virtual microscope (spec 000 §2 viewer link, §3 app VM; ADR 006): the Deep Zoom tile pyramids
-- cut at ingest from images of 20 megapixels or more. The pyramid's descriptor is an asset of
-- the article (extension 'dzi'); each tile is a file in asset storage by content hash, found
-- here by the descriptor's attachment-eid, level, column and row. PostgreSQL 15 compatible.
CREATE TABLE deep_zoom_tiles (
  article_id  bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  eid         text NOT NULL,
  level       smallint NOT NULL CHECK (level >= 0),
  col         integer NOT NULL CHECK (col >= 0),
  row_index   integer NOT NULL CHECK (row_index >= 0),
  storage_key text NOT NULL,
  PRIMARY KEY (article_id, eid, level, col, row_index)
);
-- A tile request names the eid, not the article.
CREATE INDEX deep_zoom_tiles_tile_idx ON deep_zoom_tiles (eid, level, col, row_index);
