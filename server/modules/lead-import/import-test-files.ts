import { randomBytes } from "node:crypto";

/** A valid contact CSV of `rows` sellers with express consent, their e-mails ending in `.{tag}@example.com`. */
export function importCsv(tag: string, rows: number): string {
  const lines = ["Name,Email,Consent"];
  for (let i = 0; i < rows; i++) lines.push(`Seller ${i} ${tag},seller${i}.${tag}@example.com,express`);
  return lines.join("\n");
}

/** The import's column mapping for importCsv's files. */
export const importCsvMapping = { fullName: "Name", email: "Email", consentBasis: "Consent" };

/** The import's multipart body (the file and importCsvMapping), as the admin screen's FormData sends it. */
export function multipartCsv(fileName: string, content: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----import${randomBytes(8).toString("hex")}`;
  const payload = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(importCsvMapping)}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`,
      `--${boundary}--\r\n`,
    ].join(""),
  );
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
