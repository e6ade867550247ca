import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { fieldError, httpError } from "./http-error";

/**
 * The CSV uploads of the imports (leads: decision 019; sold homes: decision 040): the multipart body, and its
 * records streamed a turn of the event loop at a time, so a big file never holds other requests.
 */

/**
 * A file is parsed in slices of about this many bytes and its rows read this many at a time, with a turn of
 * the event loop between: a 20 MB file parsed in one piece held every other request for ~2 s (decision 027).
 */
const SLICE_BYTES = 32 * 1024;
const ROWS_PER_TURN = 100;

/** The file in slices that end after a line break (never inside a UTF-8 character), one per turn. */
async function* slices(file: Buffer): AsyncGenerator<Buffer> {
  let at = 0;
  while (at < file.length) {
    if (at > 0) await nextTurn();
    const newline = file.indexOf(0x0a, Math.min(at + SLICE_BYTES, file.length) - 1);
    const end = newline === -1 ? file.length : newline + 1;
    yield file.subarray(at, end);
    at = end;
  }
}

/** The records of a CSV file, streamed (csv-parse): the header first, then the rows. */
async function* records(file: Buffer): AsyncGenerator<string[]> {
  const parser = Readable.from(slices(file)).pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: false, max_record_size: 100_000 }),
  );
  let read = 0;
  for await (const record of parser) {
    yield record as string[];
    read += 1;
    if (read % ROWS_PER_TURN === 0) await nextTurn();
  }
}

/** Runs `run` over the file's records; a malformed file is the caller's 400 (`csv_invalid`). */
export async function withCsvRecords<T>(file: Buffer, run: (rows: AsyncIterable<string[]>) => Promise<T>): Promise<T> {
  try {
    return await run(records(file));
  } catch (error) {
    // csv-parse's errors name the line; they hold no data beyond the file the caller sent. Anything else
    // (the database, a stopping worker) is not the file's fault and goes on as it is.
    if (error instanceof CsvError) throw fieldError("csv_invalid", { detail: error.message }, "file");
    throw error;
  }
}

/** The header and the first `take` rows, for the column-mapping step (`csv_empty` without a header). */
export function readCsvHead(file: Buffer, take = 5): Promise<{ columns: string[]; rows: string[][] }> {
  return withCsvRecords(file, async (rows) => {
    let columns: string[] | undefined;
    const first: string[][] = [];
    for await (const record of rows) {
      if (!columns) columns = record.map((c) => c.trim());
      else first.push(record);
      if (first.length >= take) break;
    }
    if (!columns || columns.length === 0) throw fieldError("csv_empty", {}, "file");
    return { columns, rows: first };
  });
}

/** How many rows the file has (the header excluded), for the progress bar's whole. */
export function countCsvRows(file: Buffer): Promise<number> {
  return withCsvRecords(file, async (rows) => {
    let n = -1;
    for await (const _ of rows) n += 1;
    return Math.max(0, n);
  });
}

export interface CsvUpload<M> {
  file: Buffer;
  fileName: string | null;
  mapping: M | undefined;
}

/**
 * The multipart body: `file` (the CSV) and, for a dry run and an import, `mapping` (JSON, read with
 * `mappingSchema`; without it the mapping is not asked for).
 */
export async function readCsvUpload<S extends z.ZodType>(
  request: FastifyRequest,
  mappingSchema?: S,
): Promise<CsvUpload<z.infer<S>>> {
  if (!request.isMultipart()) throw httpError("csv_not_multipart", {});
  let file: Buffer | undefined;
  let fileName: string | null = null;
  let mappingText: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      file = await part.toBuffer(); // a 413 past the size limit
      fileName = part.filename ? part.filename.slice(0, 200) : null;
    } else if (part.fieldname === "mapping") {
      mappingText = String(part.value);
    }
  }
  if (!file || file.length === 0) throw fieldError("csv_file_missing", {}, "file");
  if (!mappingSchema) return { file, fileName, mapping: undefined };
  let raw: unknown;
  try {
    raw = JSON.parse(mappingText ?? "");
  } catch {
    throw fieldError("csv_mapping_missing", {}, "mapping");
  }
  const parsed = mappingSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: ["mapping", ...i.path].join("."), message: i.message }));
    throw httpError("csv_mapping_invalid", { detail: issues[0]?.message ?? "Invalid mapping" }, issues);
  }
  return { file, fileName, mapping: parsed.data };
}
