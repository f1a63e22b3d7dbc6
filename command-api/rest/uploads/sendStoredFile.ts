import type { FastifyReply } from "fastify";
import { notFound } from "../../auth/policy/accessErrors";
import type { FileStore } from "./fileStore";

/** Streams a stored upload; a file missing on disk (a restored backup without files) is a 404, not a 500. */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FileStore,
  relativePath: string,
  contentType: string,
  what: string,
) {
  const stream = files.open(relativePath);
  const opened = await new Promise<boolean>((resolve) => {
    stream.once("open", () => resolve(true));
    stream.once("error", () => resolve(false));
  });
  if (!opened) throw notFound(what);
  // Private: only the parties may fetch it, so shared caches must not keep it.
  return reply.type(contentType).header("cache-control", "private, max-age=86400").send(stream);
}
