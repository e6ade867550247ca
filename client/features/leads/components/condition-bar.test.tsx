import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConditionBar } from "./condition-bar";

describe("ConditionBar", () => {
  it.each([
    [3, "red", "bg-red-500"],
    [4, "yellow", "bg-amber-400"],
    [6, "yellow", "bg-amber-400"],
    [7, "green", "bg-emerald-500"],
  ])("colours %i out of 10 %s", (score, tone, colourClass) => {
    render(<ConditionBar score={score} />);
    const fill = screen.getByTestId("condition-bar").firstElementChild as HTMLElement;
    expect(fill).toHaveAttribute("data-tone", tone);
    expect(fill).toHaveClass(colourClass);
    expect(fill.style.width).toBe(`${score * 10}%`);
    expect(screen.getByText(`${score}/10`)).toBeInTheDocument();
  });

  it("says 'Not specified' when the condition is unknown", () => {
    render(<ConditionBar score={null} />);
    expect(screen.getByText("Not specified")).toBeInTheDocument();
    expect(screen.queryByTestId("condition-bar")).not.toBeInTheDocument();
  });
});
