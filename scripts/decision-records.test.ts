import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every decision record opens with its title, a status line and a date (docs/decisions/000-template.md).

const folder = path.resolve(import.meta.dirname, "../docs/decisions");
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const numberOf = (name: string) => name.slice(0, 3);

const statusPattern = /^Status: (accepted|superseded by (\d{3})|amended by (\d{3}(?:, \d{3})*))\b/;
const datePattern = /\b(\d{4}-\d{2}-\d{2})\b/;

/** The record's status, the records it names, and its date, read from the lines after its title. */
function header(name: string) {
  const lines = readFileSync(path.join(folder, name), "utf8").split("\n");
  const title = lines.findIndex((line) => line.startsWith("# "));
  const statusAt = lines[0]?.startsWith("Status:") ? 0 : lines.findIndex((line, at) => at > title && line.trim());
  const statusLine = lines[statusAt] ?? "";
  const match = statusPattern.exec(statusLine);
  const date = datePattern.exec(statusLine)?.[1] ?? /^Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[statusAt + 1] ?? "")?.[1];
  const named = (match?.[2] ?? match?.[3] ?? "").split(", ").filter(Boolean);
  return { title: lines[title] ?? "", statusLine, status: match?.[1], named, date };
}

describe("decision records", () => {
  it("are all read, the template first", () => {
    expect(records[0]).toBe("000-template.md");
    expect(records.length).toBeGreaterThanOrEqual(40);
  });

  it.each(records)("%s opens with its number, a status line and a date", (name) => {
    const { title, statusLine, status, date } = header(name);
    expect(title.startsWith(`# ${numberOf(name)} — `), `title line: ${title}`).toBe(true);
    expect(
      status,
      `"${statusLine}" is not "Status: accepted | superseded by NNN | amended by NNN[, NNN]"`,
    ).toBeDefined();
    expect(date, `${name} has no date (YYYY-MM-DD) on or after its status line`).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);
  });

  it.each(records)("%s names only later records that exist as amending or superseding it", (name) => {
    const numbers = new Set(records.map(numberOf));
    for (const other of header(name).named) {
      expect(numbers, `${name} names ${other}, which is not in docs/decisions`).toContain(other);
      expect(Number(other), `${name}: ${other} must come after it`).toBeGreaterThan(Number(numberOf(name)));
    }
  });
});
