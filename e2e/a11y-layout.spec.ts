import { expect, test } from "./fixtures";
import { signIn, type ViewportName, viewports } from "./support/axe";

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  test(`'Sell Your Home' keeps at least 16 px from each screen edge at ${viewport}`, async ({ page }) => {
    await page.setViewportSize(viewports[viewport]);
    await page.goto("/");
    const section = page.getByRole("region", { name: "Sell Your Home" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("link", { name: /Choose/ }).first()).toBeVisible();
    // The heading, the intro and the three cards (agent, cash offer, home value): every box must sit 16 px or
    // more inside the viewport.
    const boxes = await section.evaluate((root) =>
      [root.querySelector("h2"), root.querySelector("p"), ...root.querySelectorAll("article")].map((el) => {
        const r = (el as Element).getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    );
    const width = viewports[viewport].width;
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(16);
      expect(width - box.right).toBeGreaterThanOrEqual(16);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("/image-test: a visitor reads what it is for and gets a sign-in link, never an upload field", async ({ page }) => {
  await page.goto("/image-test");
  await expect(page.getByRole("heading", { level: 1, name: "Image upload test" })).toBeVisible();
  await expect(page.getByText("Uploading is open to administrators and managers.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/image-test");
  await expect(page.getByLabel("Image", { exact: true })).toHaveCount(0);
});

test("/image-test: an admin uploads an image and sees the stored image with its type, size and URL", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/image-test");
  const input = page.getByLabel("Image", { exact: true });
  // A file that is not an image is refused before upload, the message tied to the field.
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert")).toHaveText("Invalid file type: Please select an image file");
  await expect(input).toHaveAttribute("aria-describedby", "image-test-file-error");
  await expect(input).toHaveAttribute("aria-invalid", "true");

  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  // The name claims JPEG: the server decides by the bytes.
  await input.setInputFiles({ name: "claims.jpg", mimeType: "image/jpeg", buffer: png });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Upload successful");
  const stored = page.getByRole("region", { name: "Stored image" });
  await expect(stored.getByText("image/png", { exact: true })).toBeVisible();
  await expect(stored.getByText(`${png.length} bytes`, { exact: true })).toBeVisible();
  await expect(stored.getByText("Disk", { exact: true })).toBeVisible();
  const url = (await stored.getByRole("link").textContent()) as string;
  expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  const image = stored.getByRole("img", { name: "The uploaded image, loaded back from storage" });
  await expect(image).toHaveAttribute("src", url);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
