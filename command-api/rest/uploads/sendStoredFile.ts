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
  // Whatever the bytes hold, a browser opening the file directly treats it as this image type and
  // nothing else (nosniff), runs nothing in it (a sandbox with no sources), and names it by our
  // own file name, never one a client chose.
  return reply
    .type(contentType)
    .header("cache-control", "private, max-age=86400")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("content-disposition", `inline; filename="${safeFileName(relativePath)}"`)
    .send(stream);
}

/** The stored name's last segment in plain ASCII letters, digits, dot, dash and underscore. */
function safeFileName(relativePath: string): string {
  const name = relativePath.slice(relativePath.lastIndexOf("/") + 1).replace(/[^A-Za-z0-9._-]/g, "_");
  return name === "" || name.startsWith(".") ? `file${name}` : name;
}
