/**
 * Reads the two XML answers the S3 port reads: a list page and an error. Both are flat and written
 * by S3 with no CDATA, comments or attributes on the elements read, so each value is an element's
 * text with XML's escapes undone. An XML parser package cost the file routes about 10 ms of every
 * cold start for these few elements (docs/decisions/0014-s3-calls-without-the-s3-client.md).
 */

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with XML's escapes undone: the five named entities and numeric character references. */
export const unescapeXml = (text: string): string =>
  text.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g, (_, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : NAMED[name!]);

/** The raw content of every `<tag>` element in `xml`, in order (escapes kept, for elements holding others). */
export const elementsOf = (xml: string, tag: string): string[] => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]);

/** The text of the first `<tag>` element in `xml`, or undefined when there is none. */
export function textOf(xml: string, tag: string): string | undefined {
  const [content] = elementsOf(xml, tag);
  return content === undefined ? undefined : unescapeXml(content);
}
