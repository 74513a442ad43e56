-- Document delivery (spec 000 §3 PDF link urlType order; 001 §3 accessOptions linkType ORDER,
-- userSettings.preventDocumentDelivery). PostgreSQL 15 compatible.

-- The library's document-delivery ("Order Document") service of an institution: its readers
-- who may not buy an article here and are not entitled to it get an "Order Document" button
-- that posts the article's pii, doi and title to this URL in a new window. Set with
-- `npm run admin -- institution:document-delivery`; validated by src/shared/document-delivery.ts,
-- the check keeps anything but an http(s) URL out whoever writes.
ALTER TABLE institutions
  ADD COLUMN document_delivery_url text
    CHECK (length(document_delivery_url) <= 2000 AND document_delivery_url ~* '^https?://[^\s"''<>]+$');
