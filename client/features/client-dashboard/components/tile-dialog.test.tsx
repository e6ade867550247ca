import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard } from "../testing/fixtures";
import { TileDialog } from "./tile-dialog";
import { tileFor, tiles } from "./tile-registry";

describe("tile lookup", () => {
  it("has the ten tiles of the spec, in order", async () => {
    expect(tiles.map((t) => t.id)).toEqual([
      "profile",
      "messages",
      "sellers-guide",
      "checklist",
      "partners",
      "service-plans",
      "net-sheet",
      "offers",
      "activity",
      "documents",
    ]);
    // Labels are message ids (decision 017): the English text is the spec's, the French one is Québec's.
    expect((await createI18n("en-CA"))._(tileFor("checklist").label)).toBe("Home Prep");
    expect((await createI18n("fr-CA"))._(tileFor("checklist").label)).toBe("Préparation");
  });

  it.each(["mystery", "constructor", ""])("shows 'This feature is coming soon!' for the unknown tile %j", (id) => {
    const handleClose = vi.fn();
    renderWithProviders(<TileDialog tileId={id} data={buildDashboard()} onClose={handleClose} />);
    const dialog = screen.getByRole("dialog", { name: "Coming soon" });
    expect(within(dialog).getByText("This feature is coming soon!")).toBeInTheDocument();
  });

  it("closes on the close button and on Escape", async () => {
    const user = userEvent.setup();
    const handleClose = vi.fn();
    renderWithProviders(<TileDialog tileId="partners" data={buildDashboard()} onClose={handleClose} />);
    const dialog = screen.getByRole("dialog", { name: "Partners" });
    expect(within(dialog).getByRole("link", { name: "(416) 555-0171" })).toHaveAttribute("href", "tel:4165550171");
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Home Repairs", "Staging & Design", "Cleaning", "Mortgage"]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    expect(handleClose).toHaveBeenCalledTimes(2);
  });

  it("offers the guide to open and download, and says kindly when there is none", () => {
    const { unmount } = renderWithProviders(
      <TileDialog tileId="sellers-guide" data={buildDashboard()} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Seller's Guide" });
    expect(within(dialog).getByText("Pricing Strategy for Jordan")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open Guide" })).toHaveAttribute("href", "/sellers-guide/tok_abc");
    expect(within(dialog).getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/api/client/guide.pdf");
    unmount();

    renderWithProviders(<TileDialog tileId="sellers-guide" data={buildDashboard({ guide: null })} onClose={vi.fn()} />);
    expect(screen.getByText(/Your personalized seller's guide isn't ready yet\./)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
  });

  it("lists the activity with its date and who did it", () => {
    renderWithProviders(<TileDialog tileId="activity" data={buildDashboard()} onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Activity" });
    const entry = within(dialog).getByText("Signed in to the portal").parentElement as HTMLElement;
    expect(entry).toHaveTextContent("Mar 02, 2026 at 3:30 PM · Jordan Taylor");
  });
});
