import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("an agent records an offer and shares the listing agreement; the client sees the offer and downloads the file", async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000); // two people, two screens, two axe runs and a download
  const agentContext = await browser.newContext({ baseURL: portal.url, viewport: viewports.desktop });
  const agent = await agentContext.newPage();
  await signIn(agent, "agent@demo.test");
  await agent.goto("/clients");
  await expect(agent.getByRole("heading", { name: "Offers on Jordan Taylor's home" })).toBeVisible();
  await agent.getByLabel("Price ($)").fill("815,000");
  await agent.getByLabel("Deposit ($, optional)").fill("40000");
  await agent.getByLabel("Conditions").fill("Financing and inspection within 5 days");
  await agent.getByRole("button", { name: "Record offer" }).click();
  await expect(agent.getByText("$815,000.00", { exact: true })).toBeVisible();

  await agent.getByLabel("Title").fill("Listing agreement");
  await agent.getByLabel("File", { exact: true }).setInputFiles({
    name: "agreement.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await agent.getByRole("button", { name: "Share", exact: true }).click();
  await expect(agent.getByRole("link", { name: "Listing agreement" })).toBeVisible();
  await expectNoAxeViolations(agent, "client page with offers and documents, desktop");

  const clientContext = await browser.newContext({ baseURL: portal.url, viewport: viewports.phone });
  const client = await clientContext.newPage();
  await client.goto("/auth?client=true");
  await client.getByLabel("Password").fill("demo1234");
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client).toHaveURL(/\/dashboard$/);

  await client.getByRole("button", { name: "Offers", exact: true }).click();
  const offers = client.getByRole("dialog", { name: "Offers" });
  await expect(offers.getByText("$815,000.00", { exact: true })).toBeVisible();
  await expect(offers.getByText("Received")).toBeVisible();
  await expect(offers.getByText("Financing and inspection within 5 days")).toBeVisible();
  await expectNoAxeViolations(client, "client Offers tile, phone");
  await client.keyboard.press("Escape");

  await client.getByRole("button", { name: "Documents", exact: true }).click();
  const documents = client.getByRole("dialog", { name: "Documents" });
  const download = client.waitForEvent("download");
  await documents.getByRole("link", { name: "Listing agreement" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Listing agreement.pdf");
  const saved = await file.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(saved)).equals(PDF)).toBe(true);

  // Leave the demo client as the other tests expect it: no offers, no documents.
  await agent.getByRole("button", { name: "Delete Listing agreement" }).click();
  await agent.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(agent.getByText("No documents shared yet.")).toBeVisible();
  await agent.getByRole("button", { name: "Delete the $815,000.00 offer" }).click();
  await agent.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(agent.getByText("No offers recorded yet.")).toBeVisible();
  await agentContext.close();
  await clientContext.close();
});
