import type { Projection, ProjectionChange } from "../../projection";
import { parseRecorded } from "../shared/domainEvent";
import { claimUnseenEvents, streamRevisionTable } from "../shared/streamRevisionGuard";
import { PHOTOS, PHOTOS_DDL } from "./schema";

export const PHOTO_UPLOADED_TOPIC = "photos.uploaded";

export const photosProjection: Projection = {
  name: PHOTOS,
  version: 1,
  handles: ["PhotoUploaded"],
  tables: [PHOTOS, streamRevisionTable(PHOTOS)],

  async migrate(tx) {
    for (const statement of PHOTOS_DDL) await tx.query(statement);
  },

  async apply(events, tx) {
    const changes: ProjectionChange[] = [];
    for (const event of (await claimUnseenEvents(tx, PHOTOS, events)).map(parseRecorded)) {
      if (event.type !== "PhotoUploaded") continue;
      const d = event.data;
      await tx.query(
        `INSERT INTO photos (id, request_id, uploaded_by, photo_type, description, location, file_name, content_type,
           size_bytes, storage_path, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          d.photoId,
          d.requestId,
          d.uploadedBy,
          d.photoType,
          d.description,
          d.location,
          d.fileName,
          d.contentType,
          d.sizeBytes,
          d.storagePath,
          d.uploadedAt,
        ],
      );
      changes.push({ topic: PHOTO_UPLOADED_TOPIC, payload: { requestId: d.requestId, photoId: d.photoId } });
    }
    return changes;
  },
};
