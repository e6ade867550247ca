import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportDryRun, ImportJob } from "../../../../contract/lead-import";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { ImportTab } from "./import-tab";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await api?.close();
});

const preview = {
  columns: ["first_name", "last_name", "Email", "Phone", "Consent", "consent_date"],
  rows: [
    ["Ida", "Import", "ida@example.com", "416-555-0150", "express", "2026-01-02"],
    ["Bad", "Mail", "not-an-email", "", "express", ""],
  ],
  // The server's guess (guess-mapping.ts): first and last name together fill the full name.
  suggested: {
    fullName: ["first_name", "last_name"],
    email: "Email",
    phone: "Phone",
    consentBasis: "Consent",
    consentDate: "consent_date",
  },
};
const dryRun: ImportDryRun = {
  totalRows: 3,
  validRows: 2,
  errorRows: 1,
  duplicateRows: 1,
  alreadyImportedRows: 0,
  unmapped: ["phone", "address", "city", "province", "postalCode"],
  errors: [{ row: 3, column: "Email", message: "Invalid email address" }],
  duplicates: [{ row: 4, reason: "email", leadId: "lead_1", name: "Jon Existing", earlierRow: null }],
};
const job = (status: ImportJob["status"], processedRows: number): ImportJob => ({
  id: 7,
  status,
  fileName: "contacts.csv",
  totalRows: 3,
  processedRows,
  createdRows: status === "done" ? 2 : 0,
  errorRows: 1,
  errors: [],
  createdAt: "2026-11-26T10:00:00.000Z",
  finishedAt: status === "done" ? "2026-11-26T10:00:01.000Z" : null,
});
const csv = () => new File(["Name,Email\n"], "contacts.csv", { type: "text/csv" });

describe("ImportTab", () => {
  it("walks the four steps: file, columns (guessed), dry run, import with progress", async () => {
    const user = userEvent.setup();
    const append = vi.spyOn(FormData.prototype, "append");
    api = await startLoopbackApi({
      "POST /api/leads/import/preview": { json: preview },
      "POST /api/leads/import/dry-run": { json: dryRun },
      "POST /api/leads/import": { json: job("running", 0) },
      "GET /api/leads/imports/7": { json: job("done", 3) },
    });
    renderWithProviders(<ImportTab />);
    expect(screen.getByRole("heading", { name: "1. Choose a CSV file" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "2. Match the columns" })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText("CSV file"), csv());
    expect(await screen.findByRole("cell", { name: "Ida" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "2. Match the columns" })).toBeVisible();
    expect(screen.getByLabelText("Full name")).toHaveValue("first_name");
    expect(screen.getByLabelText("Full name, then column 2")).toHaveValue("last_name");
    expect(screen.getByLabelText("Full name, then column 3")).toHaveValue("");
    expect(screen.getByLabelText("E-mail")).toHaveValue("Email");
    expect(screen.getByLabelText("Consent basis (express or implied) (required)")).toHaveValue("Consent");
    expect(screen.getByLabelText("Consent date")).toHaveValue("consent_date");
    expect(screen.getByLabelText("City")).toHaveValue("");
    expect(screen.queryByRole("heading", { name: "3. Dry run" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Phone"), "");
    await user.click(screen.getByRole("button", { name: "Check the file (dry run)" }));
    expect(await screen.findByText("3 rows: 2 ready to import, 1 with errors, 1 possible duplicates.")).toBeVisible();
    // The dry run sends the mapping as chosen: guessed, minus the phone column unmapped above.
    expect(append).toHaveBeenCalledWith(
      "mapping",
      JSON.stringify({
        fullName: ["first_name", "last_name"],
        email: "Email",
        consentBasis: "Consent",
        consentDate: "consent_date",
      }),
    );
    expect(screen.getByRole("note")).toHaveTextContent(
      "No column fills: Phone, Address, City, Province, Postal code. These fields stay empty on every lead.",
    );
    expect(screen.getByRole("list", { name: "Rows with errors" })).toHaveTextContent(
      "Row 3 · Email: Invalid email address",
    );
    expect(screen.getByRole("list", { name: "Possible duplicates" })).toHaveTextContent(
      "Row 4: same e-mail as Jon Existing",
    );

    // Leaving the possible duplicate out: one lead fewer, and the import is told so.
    await user.click(screen.getByRole("checkbox", { name: "Leave out the 1 possible duplicates" }));
    await user.click(screen.getByRole("button", { name: "Import 1 leads" }));
    expect(append).toHaveBeenLastCalledWith("file", expect.anything());
    expect(append).toHaveBeenCalledWith(
      "mapping",
      JSON.stringify({
        fullName: ["first_name", "last_name"],
        email: "Email",
        consentBasis: "Consent",
        consentDate: "consent_date",
        skipDuplicates: true,
      }),
    );
    expect(await screen.findByText("Imported 2 leads; 1 rows skipped.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByRole("button", { name: "Import 1 leads" })).toBeDisabled();
  });

  it("asks for the consent column before the dry run, and shows a failed preview's message", async () => {
    const user = userEvent.setup();
    api = await startLoopbackApi({
      "POST /api/leads/import/preview": {
        json: { columns: ["Who", "Mail"], rows: [["Ann", "ann@example.com"]], suggested: {} },
      },
    });
    renderWithProviders(<ImportTab />);
    await user.upload(screen.getByLabelText("CSV file"), csv());
    const map = (await screen.findByRole("heading", { name: "2. Match the columns" })).closest("section");
    expect(within(map as HTMLElement).getByText("Choose the column with the consent basis.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Check the file (dry run)" })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Consent basis (express or implied) (required)"), "Mail");
    expect(screen.queryByText("Choose the column with the consent basis.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check the file (dry run)" })).toBeEnabled();

    api.setRoutes({
      "POST /api/leads/import/preview": {
        status: 400,
        json: { message: "The file is empty", code: "invalid_csv", reason: "csv_empty", params: {} },
      },
    });
    await user.upload(screen.getByLabelText("CSV file"), csv());
    expect(await screen.findByRole("alert")).toHaveTextContent("The file is empty");
    expect(screen.queryByRole("heading", { name: "2. Match the columns" })).not.toBeInTheDocument();
  });
});
