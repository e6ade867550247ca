import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { clearToasts, toast } from "./use-toast";

afterEach(() => act(() => clearToasts()));

/** A control drawn `top` px from the top of a 800 px high window (jsdom draws nothing itself). */
function controlAt(top: number, name: string) {
  const button = document.createElement("button");
  button.textContent = name;
  button.getBoundingClientRect = () => ({
    top,
    bottom: top + 40,
    left: 0,
    right: 100,
    width: 100,
    height: 40,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  return button;
}

describe("Toaster", () => {
  it("shows at the bottom, and at the top while the focused control sits low on the screen", () => {
    const height = window.innerHeight;
    window.innerHeight = 800;
    const { container } = render(<Toaster />);
    const high = controlAt(100, "Search");
    const low = controlAt(740, "Send");
    container.append(high, low);
    const viewport = () => screen.getByRole("region").querySelector("ol") ?? screen.getByRole("region");

    act(() => high.focus());
    act(() => toast({ title: "Signed in" }));
    expect(screen.getByText("Signed in")).toBeInTheDocument();
    expect(viewport().className).toContain("bottom-0");

    act(() => low.focus());
    expect(viewport().className).toContain("top-0");
    expect(viewport().className).not.toContain("bottom-0");

    act(() => high.focus());
    expect(viewport().className).toContain("bottom-0");
    high.remove();
    low.remove();
    window.innerHeight = height;
  });
});
