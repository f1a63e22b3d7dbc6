import type { Sql } from "../../../domain/ports/sql";
import { isoTime, type SqlTimestamp } from "../shared/rowValues";

/** Spec §3 Service photo, plus where the file is. */
export interface ServicePhoto {
  id: string;
  requestId: string;
  photoType: string;
  description: string;
  location: string | null;
  uploadedBy: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storagePath: string;
  createdAt: string;
}

/** GET /api/photos/{requestId}: in upload order. */
export async function photosOf(sql: Sql, requestId: string): Promise<ServicePhoto[]> {
  const { rows } = await sql.query<{
    id: string;
    request_id: string;
    photo_type: string;
    description: string;
    location: string | null;
    uploaded_by: string;
    file_name: string;
    content_type: string;
    size_bytes: number;
    storage_path: string;
    created_at: SqlTimestamp;
  }>(
    `SELECT id, request_id, photo_type, description, location, uploaded_by, file_name, content_type, size_bytes,
            storage_path, created_at
       FROM rm.photos WHERE request_id = $1 ORDER BY created_at, id`,
    [requestId],
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    photoType: row.photo_type,
    description: row.description,
    location: row.location,
    uploadedBy: row.uploaded_by,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    storagePath: row.storage_path,
    createdAt: isoTime(row.created_at),
  }));
}
