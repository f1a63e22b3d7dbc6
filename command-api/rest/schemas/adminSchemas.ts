import { z } from "zod";

/** GET /api/admin/system-stats: the store's head, each projection's progress and this node's process. */
export const SystemStats = z.object({
  eventStore: z.object({ kind: z.string(), head: z.string().describe("global position") }),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number(),
      state: z.string(),
      position: z.string(),
      lagEvents: z.number(),
      lagMs: z.number(),
      error: z.string().nullable(),
    }),
  ),
  process: z.object({
    uptimeSeconds: z.number(),
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    node: z.string(),
  }),
});
