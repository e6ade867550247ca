import { DndContext } from "@dnd-kit/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PipelineColumn } from "./pipeline-column";

const empty = { stage: "listing_signed" as const, count: 0, cards: [] };

describe("PipelineColumn", () => {
  it("draws a collapsed empty stage as a strip that keeps its name and count", () => {
    renderWithProviders(
      <DndContext>
        <PipelineColumn column={empty} agentNames={new Map()} collapsed />
      </DndContext>,
    );
    const strip = screen.getByRole("region", { name: /^Listing signed/ });
    expect(strip).toHaveAttribute("data-collapsed", "true");
    expect(strip).toHaveClass("w-11");
    expect(screen.queryByText("No leads")).toBeNull();
  });

  it("draws an open stage as a column sharing the board's width", () => {
    renderWithProviders(
      <DndContext>
        <PipelineColumn column={empty} agentNames={new Map()} />
      </DndContext>,
    );
    const column = screen.getByRole("region", { name: /^Listing signed/ });
    expect(column).not.toHaveAttribute("data-collapsed");
    expect(column).toHaveClass("flex-1", "basis-36");
    expect(screen.getByText("No leads")).toBeInTheDocument();
  });
});
