import {
  type ApiSoldHomesResult,
  type SoldHomeMapping,
  type SoldHomeRowError,
  soldHomeRowMessage,
} from "../../../contract/home-value";
import { IMPORT_LIST_LIMIT } from "../../../contract/lead-import";
import type { Database } from "../../db/client";
import { insertSoldHomes } from "./home-value.repository";
import { apiHomeValues, readSoldHome, type SoldHomeInsert } from "./sold-home-row";

/** Sales sent through `/api/v1/sold-homes`: checked by the CSV's rules, the good ones kept in one statement. */
export async function importApiSoldHomes(
  db: Database,
  homes: unknown[],
  now = new Date(),
): Promise<ApiSoldHomesResult> {
  const today = now.toISOString().slice(0, 10);
  const valid: SoldHomeInsert[] = [];
  const errors: SoldHomeRowError[] = [];
  let errorRows = 0;
  homes.forEach((home, row) => {
    if (typeof home !== "object" || home === null || Array.isArray(home)) {
      errorRows += 1;
      if (errors.length < IMPORT_LIST_LIMIT)
        errors.push({
          row,
          column: null,
          message: soldHomeRowMessage({ code: "not_an_object" }),
          code: "not_an_object",
        });
      return;
    }
    const result = readSoldHome(
      apiHomeValues(home as Record<string, unknown>),
      row,
      (f: keyof SoldHomeMapping) => f,
      today,
    );
    if ("errors" in result) {
      errorRows += 1;
      for (const e of result.errors) if (errors.length < IMPORT_LIST_LIMIT) errors.push(e);
    } else valid.push(result.home);
  });
  const createdRows = await db.transaction((tx) => insertSoldHomes(tx, valid, { source: "api", importId: null }));
  return { receivedRows: homes.length, createdRows, duplicateRows: valid.length - createdRows, errorRows, errors };
}
