-- Article files held in asset storage are served by attachment-eid ({media base}/{eid}):
-- find a stored file by eid without scanning every article's assets.
CREATE INDEX assets_stored_eid_idx ON assets (eid) WHERE storage_key IS NOT NULL;
