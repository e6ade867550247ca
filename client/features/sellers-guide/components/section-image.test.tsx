import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SectionImage } from "./section-image";

describe("SectionImage", () => {
  it("offers 'Generate Image' when the section has no image", async () => {
    const onGenerate = vi.fn();
    render(<SectionImage title="Pick the Price" busy={false} onGenerate={onGenerate} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate Image" }));
    expect(onGenerate).toHaveBeenCalledOnce();
  });

  it("is busy (and disabled) while its image is generated", () => {
    render(<SectionImage title="Pick the Price" busy onGenerate={vi.fn()} />);
    const button = screen.getByRole("button", { name: "Generating image..." });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
  });

  it("shows the image with its size and alt text", () => {
    render(<SectionImage title="Pick the Price" imageUrl="/uploads/p.svg" busy={false} onGenerate={vi.fn()} />);
    const image = screen.getByRole("img", { name: "Illustration: Pick the Price" });
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "400");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
