import { streamRevisionDdl } from "../shared/streamRevisionGuard";

export const PHOTOS = "photos";

/** Spec §3 Service photo: metadata only; the file is in object storage at storage_path. */
export const PHOTOS_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS photos (
    id text PRIMARY KEY,
    request_id text NOT NULL,
    uploaded_by text NOT NULL,
    photo_type text NOT NULL,
    description text NOT NULL,
    location text,
    file_name text NOT NULL,
    content_type text NOT NULL,
    size_bytes integer NOT NULL,
    storage_path text NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS photos_by_request ON photos (request_id, created_at, id)",
  streamRevisionDdl(PHOTOS),
];
