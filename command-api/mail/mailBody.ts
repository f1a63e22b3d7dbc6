import type { MessageLanguage } from "../i18n/recipientLanguage";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An HTML part in the recipient's language: an Arabic one is marked right to left and Arabic
 * (mail clients lay it out and read it aloud by these), an English one stays as it always was.
 */
export function htmlIn(language: MessageLanguage, inner: string): string {
  return language === "ar" ? `<div dir="rtl" lang="ar">\n${inner}\n</div>` : inner;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** A line as HTML, its links clickable. */
function lineHtml(line: string): string {
  let html = "";
  let from = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += `${escapeHtml(line.slice(from, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** A mail's lines ("" between paragraphs) as HTML paragraphs. */
export function linesHtml(lines: readonly string[]): string {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === "") paragraphs.push([]);
    else paragraphs[paragraphs.length - 1]!.push(line);
  }
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.map(lineHtml).join("<br>\n")}</p>`)
    .join("\n");
}

/**
 * The text of a mail written as lines, and in Arabic its HTML part too: a plain-text part has no
 * way to say it reads right to left, so an Arabic mail always carries one that does. English
 * mails written as lines stay plain text, as they always were.
 */
export function bodiesOf(
  language: MessageLanguage,
  lines: readonly string[],
): { text: string; html?: string } {
  const text = lines.join("\n");
  return language === "ar" ? { text, html: htmlIn(language, linesHtml(lines)) } : { text };
}
