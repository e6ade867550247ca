import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Decision 017: the visitor's side in Québec French, server-rendered with lang="fr-CA".
const TO_READER = { timeout: 15_000 };

const heading = (scope: Locator | Page, name: string | RegExp) => scope.getByRole("heading", { name });

async function expectFrench(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
}

test.describe("le portail en français", () => {
  test("the questionnaire to the personalised reader", async ({ page }) => {
    await page.goto("/fr");
    await expectFrench(page);
    await expect(heading(page, "Vendez votre propriété en toute confiance")).toBeVisible();
    const q = page.getByRole("region", { name: "Questionnaire du vendeur" });
    await expect(heading(q, "Nous sommes là pour simplifier la vente de votre propriété.")).toBeVisible();
    await expect(q.getByText("Étape 1 sur 7")).toBeVisible();
    await q.getByRole("button", { name: "Stratégie de prix" }).click();

    await expect(heading(q, "Quand prévoyez-vous déménager?")).toBeVisible();
    const slider = q.getByRole("slider", { name: "Quand prévoyez-vous déménager?" });
    await expect(slider).toBeEnabled();
    await slider.press("Home");
    await expect(slider).toHaveAttribute("aria-valuetext", "Dès que possible");
    await q.getByRole("button", { name: "Continuer" }).click();

    await expect(heading(q, "Quelle est la principale raison de votre déménagement?")).toBeVisible();
    await q.getByRole("button", { name: "Retraite" }).click();
    await expect(heading(q, "Où prévoyez-vous déménager?")).toBeVisible();
    await q.getByRole("button", { name: "Continuer" }).click();
    await expect(q.getByText("Veuillez indiquer un endroit", { exact: true })).toBeVisible();
    await q.getByRole("textbox", { name: "Où prévoyez-vous déménager?" }).fill("Québec, QC");
    await q.getByRole("button", { name: "Continuer" }).click();

    await expect(heading(q, "Avez-vous déjà vendu une propriété?")).toBeVisible();
    await q.getByRole("button", { name: "Non" }).click();
    await expect(heading(q, "Faites-vous déjà affaire avec un courtier immobilier?")).toBeVisible();
    await q.getByRole("button", { name: "Non" }).click();

    await expect(heading(q, "Il nous manque quelques détails")).toBeVisible();
    await expect(q.getByText(/^En soumettant ce formulaire, vous acceptez que .+ Loi 25 du Québec\.$/)).toBeVisible();
    const email = q.getByLabel("À quelle adresse courriel devons-nous envoyer l'information?");
    await email.fill("josee@exemple");
    await email.press("Enter");
    await expect(q.getByText("Veuillez entrer une adresse courriel valide", { exact: true })).toBeVisible();
    await email.fill("josee.vendeuse@example.com");
    await q.getByRole("button", { name: "Envoyez-moi mon guide" }).click();

    await expect(heading(q, "Création de votre guide personnalisé sur Stratégie de prix")).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/sellers-guide\/[A-Za-z0-9_-]{32}$/, TO_READER);
    await expectFrench(page);
    await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progression dans le guide" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Suivant" })).toBeVisible();
  });

  test("the four-card cash offer to its final panel, with a French validation message on the way", async ({ page }) => {
    await page.goto("/fr/lead-flow/cash-offer");
    await expectFrench(page);
    await expect(page.getByRole("heading", { level: 1, name: "Où se trouve votre propriété?" })).toBeVisible();
    await expect(page.getByText("Étape 1 sur 4")).toBeVisible();
    await page.getByLabel("Adresse", { exact: true }).fill("1200, rue Saint-Jean");
    await page.getByLabel("Ville").fill("Québec");
    await page.getByLabel("Province").selectOption({ label: "Québec" });
    await page.getByLabel("Code postal").fill("G1R 1S1");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dans quel état est votre propriété?" })).toBeVisible();
    await page.getByRole("radio", { name: "Passable" }).check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByRole("radio", { name: "Non" }).check();
    await page.getByRole("button", { name: "Suivant" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Comment pouvons-nous vous joindre?" })).toBeVisible();
    await page.getByLabel("Nom complet").fill("Josée Tremblay");
    await page.getByLabel("Adresse courriel").fill("josee@exemple");
    await page.getByLabel("Numéro de téléphone").fill("418-555-0142");
    await page.getByRole("radio", { name: "Texto" }).check();
    await page.getByRole("radio", { name: "D'ici 30 à 60 jours" }).check();
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Veuillez entrer une adresse courriel valide", { exact: true })).toBeVisible();
    await page.getByLabel("Adresse courriel").fill("josee@example.com");
    await page.getByRole("button", { name: "Envoyer" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Merci!" })).toBeVisible();
    await expect(page.getByText(/un représentant communiquera avec vous d'ici 24 heures/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Retour à l'accueil" })).toBeVisible();
  });

  test("a guide page switches to English and back, staying on the same guide, and the choice is kept", async ({
    page,
  }) => {
    await page.goto("/fr/guides/pricing-strategy");
    await expectFrench(page);
    await expect(page.getByRole("heading", { level: 1, name: "Stratégie de prix" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
    await expect(page.getByText(/^Section 1 sur \d+$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Suivant" })).toBeVisible();

    await page.getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/guides\/pricing-strategy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Pricing Strategy" })).toBeVisible();

    await page.getByRole("link", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/guides\/pricing-strategy$/);
    await expectFrench(page);
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();

    // The choice is remembered: the home page opens in French.
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(heading(page, "Vendez votre propriété en toute confiance")).toBeVisible();
  });

  test("a switch to French clicked before the page's JavaScript has run is remembered too", async ({ page }) => {
    // The scripts come empty: the server-rendered page is all the visitor has when they click.
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.goto("/guides/pricing-strategy");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await page.getByRole("link", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/guides\/pricing-strategy$/);
    await expectFrench(page);

    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
  });
});
