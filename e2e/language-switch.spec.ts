import type { Page } from "@playwright/test";
import type { PublicLeadInput } from "../contract/leads";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, viewports } from "./support/axe";
import { waitForHydration } from "./support/pages";

// The language switch is a full page load to the other address (decision 017): a flow under way keeps its
// answers and its step.

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/** Resolves with the body of the final POST /api/leads once the visitor submits. */
function finalSubmit(page: Page): Promise<PublicLeadInput> {
  return page
    .waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/leads")
    .then((request) => request.postDataJSON() as PublicLeadInput);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`four-card flow: the switch on card 3 keeps cards 1 and 2 (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/lead-flow/realtor?variant=four-card");
    await waitForHydration(page);
    await page.getByLabel("Street address").fill("12 Elm Street");
    await page.getByLabel("Unit (optional)").fill("4B");
    await page.getByLabel("City").fill("Toronto");
    await page.getByLabel("Province").selectOption("ON");
    await page.getByLabel("Postal code").fill("M5V 2T6");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: /^Fair/ }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(h1(page, "Are you currently working with a real estate agent?")).toBeVisible();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();

    await page.getByRole("link", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/lead-flow\/realtor\?variant=four-card$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(h1(page, "Faites-vous déjà affaire avec un courtier immobilier?")).toBeVisible();
    await expect(page.getByText("Étape 3 sur 4")).toBeVisible();
    await expectNoAxeViolations(page, `four-card card 3 after the switch (${size})`);

    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page.getByRole("radio", { name: /^Passable/ })).toBeChecked();
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue("12 Elm Street");
    await expect(page.getByLabel("Appartement ou unité (facultatif)")).toHaveValue("4B");
    await expect(page.getByLabel("Ville")).toHaveValue("Toronto");
    await expect(page.getByLabel("Province")).toHaveValue("ON");
    await expect(page.getByLabel("Code postal")).toHaveValue("M5V 2T6");

    // On to the end in French: the final lead carries the answers given in English.
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("radio", { name: "Non" }).check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByLabel("Nom complet").fill("Dana Seller");
    await page.getByLabel("Adresse courriel").fill("dana.switch@example.com");
    await page.getByRole("radio", { name: "Courriel" }).check();
    const submitted = finalSubmit(page);
    await page.getByRole("button", { name: "Envoyer" }).click();
    expect(await submitted).toMatchObject({
      street: "12 Elm Street",
      unit: "4B",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 2T6",
      propertyCondition: "Fair",
      hasAgent: false,
      name: "Dana Seller",
      locale: "fr-CA",
    });
    await expect(h1(page, "Merci!")).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith("flow-draft:"))),
    ).toEqual([]);
  });
}

test("questionnaire: the switch in French keeps the step and the answers", async ({ page }) => {
  await page.goto("/fr");
  await waitForHydration(page);
  const q = page.getByRole("region", { name: "Questionnaire du vendeur" });
  await q.getByRole("button", { name: "Stratégie de prix" }).click();
  await expect(q.getByRole("heading", { name: "Quand prévoyez-vous déménager?" })).toBeVisible();
  await q.getByRole("button", { name: "Continuer" }).click();
  await q.getByRole("button", { name: "Retraite" }).click();
  await expect(q.getByRole("heading", { name: "Où prévoyez-vous déménager?" })).toBeVisible();

  await page.getByRole("link", { name: "Read this page in English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  const en = page.getByRole("region", { name: "Seller questionnaire" });
  await expect(en.getByRole("heading", { name: "Where are you planning to move to?" })).toBeVisible();
  await expect(en.getByText("Step 4 of 7")).toBeVisible();
  await en.getByRole("button", { name: "Back" }).click();
  await expect(en.getByRole("button", { name: "Retirement" })).toHaveAttribute("aria-pressed", "true");
});
