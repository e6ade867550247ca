import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { importCsv, importCsvMapping } from "./import-test-files";
import { dryRunImport } from "./lead-import.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe("a large file does not hold the server (decision 027)", () => {
  it("the dry run gives the event loop a turn every hundred rows or so, and still checks every row", async () => {
    const rows = 20_000;
    // Counts the turns other requests would get: a macrotask that queues itself again.
    let turns = 0;
    let counting = true;
    const tick = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const result = await dryRunImport(t.db, Buffer.from(importCsv("turns", rows)), importCsvMapping);
    counting = false;
    expect(result).toMatchObject({ totalRows: rows, validRows: rows, errorRows: 0, duplicateRows: 0 });
    // Parsed in one piece, as it used to be, the file gave none on the embedded database.
    expect(turns).toBeGreaterThanOrEqual(rows / 100);
  });
});

describe("a mapped column the file lacks", () => {
  it("is refused with the English for integrations and the column by code for screens", async () => {
    const file = Buffer.from(importCsv("missing", 1));
    const error = await dryRunImport(t.db, file, { ...importCsvMapping, city: "Town" }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Column "Town" is not in the file',
      code: "validation_error",
      text: { reason: "csv_column_missing", params: { name: "Town" } },
    });
  });
});
