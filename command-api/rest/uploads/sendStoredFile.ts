import type { FastifyReply } from "fastify";
import { type Missing, notFound } from "../../auth/policy/accessErrors";
import type { FileStore } from "./fileStore";

/** Streams a stored upload; a file missing on disk (a restored backup without files) is a 404, not a 500. */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FileStore,
  relativePath: string,
  contentType: string,
  what: Missing,
) {
  const stream = files.open(relativePath);
  const opened = await new Promise<boolean>((resolve) => {
    stream.once("open", () => resolve(true));
    stream.once("error", () => resolve(false));
  });
  if (!opened) throw notFound(what);
  // Whatever the bytes hold, a browser opening the file directly treats it as this type and
  // nothing else (nosniff), runs nothing in it (see contentSecurityPolicyFor), and names it by our
  // own file name, never one a client chose.
  return reply
    .type(contentType)
    .header("cache-control", "private, max-age=86400")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", contentSecurityPolicyFor(contentType))
    .header("content-disposition", `inline; filename="${safeFileName(relativePath)}"`)
    .send(stream);
}

/** Images: no sources at all, in a sandbox: the document can load nothing and run nothing. */
const IMAGE_POLICY = "default-src 'none'; sandbox";

/*
 * PDFs (captains' papers, opened by admins in the browser): Chrome renders a PDF in its built-in
 * viewer, which it mounts in a synthetic page of the response's own origin. `sandbox` makes Chrome
 * refuse that viewer outright ("This page has been blocked by Chrome"), and `default-src 'none'`
 * alone blocks the synthetic page's embed of the PDF and its inline styles (crbug.com/271452), so the
 * PDF shows blank or cut. This policy still forbids every script, frame, connection and form of the
 * page (default-src 'none' covers script-src, and no 'unsafe-inline' script is allowed), lets the
 * page embed only this same-origin file (object-src 'self') and style itself inline, and only our
 * own app may frame it. The PDF's own content runs, if at all, inside the browser's viewer, never as
 * a page of our origin.
 */
const PDF_POLICY =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

export function contentSecurityPolicyFor(contentType: string): string {
  return contentType === "application/pdf" ? PDF_POLICY : IMAGE_POLICY;
}

/** The stored name's last segment in plain ASCII letters, digits, dot, dash and underscore. */
function safeFileName(relativePath: string): string {
  const name = relativePath.slice(relativePath.lastIndexOf("/") + 1).replace(/[^A-Za-z0-9._-]/g, "_");
  return name === "" || name.startsWith(".") ? `file${name}` : name;
}
