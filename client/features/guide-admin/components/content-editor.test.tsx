import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { dismissOpenToast } from "../test/dismiss-toast";
import { ContentEditor } from "./content-editor";

afterEach(dismissOpenToast);

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ContentEditor id="content" value={value} onChange={setValue} />;
}

function paste(target: HTMLElement, getData: (format: string) => string) {
  fireEvent.paste(target, { clipboardData: { getData } });
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("ContentEditor", () => {
  it("inserts pasted HTML at the caret, sanitised, and says 'Content pasted'", async () => {
    renderWithProviders(<Editor initial="<p>A</p><p>B</p>" />);
    const box = screen.getByRole("textbox") as HTMLTextAreaElement;
    box.setSelectionRange(8, 8);
    paste(box, (format) =>
      format === "text/html" ? '<h2 onclick="x()">Title</h2><script>alert(1)</script><iframe></iframe>' : "Title",
    );
    expect(box).toHaveValue("<p>A</p><h2>Title</h2><p>B</p>");
    expect(await screen.findByText("Content pasted")).toBeInTheDocument();
  });

  it("wraps plain text in paragraphs, replacing the selection, and says 'Plain text detected'", async () => {
    renderWithProviders(<Editor initial="<p>old</p>" />);
    const box = screen.getByRole("textbox") as HTMLTextAreaElement;
    box.setSelectionRange(0, box.value.length);
    paste(box, (format) => (format === "text/plain" ? "One\n\nTwo" : ""));
    expect(box).toHaveValue("<p>One</p>\n<p>Two</p>");
    expect(await screen.findByText("Plain text detected")).toBeInTheDocument();
  });

  it("says 'Paste failed' when the clipboard cannot be read, and keeps the content", async () => {
    renderWithProviders(<Editor initial="<p>keep</p>" />);
    const box = screen.getByRole("textbox");
    paste(box, () => {
      throw new Error("denied");
    });
    expect(await screen.findByText("Paste failed")).toBeInTheDocument();
    expect(box).toHaveValue("<p>keep</p>");
  });
});
