-- Resized AVIF/WebP copies of uploaded images, made on first request and kept
-- (docs/decisions/132-image-variants.md). They go with their source image.
CREATE TABLE media_variants (
  hash       text        NOT NULL REFERENCES media (hash) ON DELETE CASCADE,
  width      integer     NOT NULL,
  format     text        NOT NULL,
  bytes      bytea       NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hash, width, format)
);
