import { randomBytes } from "node:crypto";

/**
 * A multipart body as a browser's FormData sends it: the text `fields` first, then the CSV `file` (or none),
 * for `app.inject` (the CSV uploads of the lead and sold-home imports read it with server/lib/csv-upload.ts).
 */
export function multipartForm(
  file: { name: string; content: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----form${randomBytes(8).toString("hex")}`;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n`,
    );
  parts.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(parts.join("")),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
