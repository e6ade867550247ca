import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPublicLead, unique } from "./support/leads";
import { englishMessageIds } from "./support/message-ids";

// Decision 017, staff side: the demo agent works in Québec French, chosen with the header's switch, saved in
// their profile (users.locale) and kept across sign-out and sign-in.
const AGENT = "agent@demo.test";

const CLIENT = "client@demo.test";
const loginPath = (email: string) => (email === CLIENT ? "/api/client/login" : "/api/login");

/** Sets a demo user's saved language through the API (the server is shared by the worker's tests). */
async function saveLocale(baseURL: string, locale: "en-CA" | "fr-CA", email = AGENT) {
  const agent = await playwrightRequest.newContext({ baseURL });
  const login = await agent.post(loginPath(email), {
    data: { email, password: "demo1234" },
    headers: { origin: baseURL },
  });
  expect(login.status()).toBe(200);
  const saved = await agent.put("/api/user/locale", { data: { locale }, headers: { origin: baseURL } });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { locale: string }).locale).toBe(locale);
  await agent.dispose();
}

async function fillSignIn(page: Page, labels: { email: string; password: string; button: string }) {
  await page.getByLabel(labels.email).fill(AGENT);
  await page.getByLabel(labels.password).fill("demo1234");
  await page.getByRole("button", { name: labels.button, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
const english = { email: "Email", password: "Password", button: "Sign in" };
const french = { email: "Courriel", password: "Mot de passe", button: "Se connecter" };

const expectLang = (page: Page, lang: string) => expect(page.locator("html")).toHaveAttribute("lang", lang);

test.describe("staff screens in French", () => {
  // Whatever a test leaves behind, the shared server's demo agent goes back to English.
  test.afterEach(async ({ baseURL }) => saveLocale(baseURL as string, "en-CA"));

  test("the agent switches to French, sees the dashboard and a lead's detail in French", async ({ page, baseURL }) => {
    const name = `Vendeur ${unique()}`;
    const id = await createPublicLead(baseURL as string, {
      name,
      phone: "514-555-0134",
      email: "vendeur@example.com",
      leadType: "cash",
      city: "Montréal",
      province: "QC",
      propertyCondition: "Good",
    });

    await page.goto("/auth");
    await expectLang(page, "en-CA");
    await expect(page.getByRole("heading", { level: 1, name: "Agent Login" })).toBeVisible();
    // Before sign-in the switch changes the page in place and is remembered in the browser.
    await page.getByRole("button", { name: "Afficher le portail en français" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connexion des courtiers" })).toBeVisible();
    await expectLang(page, "fr-CA");
    await expect(page.getByText("Connectez-vous pour gérer vos prospects.")).toBeVisible();
    await fillSignIn(page, french);

    // The agent's saved language is still English: after sign-in it wins, until they switch.
    await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeVisible();
    await expectLang(page, "en-CA");
    await page.getByRole("button", { name: "Afficher le portail en français" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord du courtier" })).toBeVisible();
    await expectLang(page, "fr-CA");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("tab", { name: "Tous les prospects" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Rappels à venir" })).toBeVisible();
    await expect(page.getByText("Total des prospects")).toBeVisible();
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Rechercher des prospects" })).toBeVisible();

    const card = page.getByRole("link", { name: new RegExp(name) });
    await page.getByRole("searchbox", { name: "Rechercher des prospects" }).fill(name);
    await expect(card).toBeVisible();
    await expect(card.getByText("Offre comptant")).toBeVisible();
    await expect(card.locator("[data-stage]")).toContainText(/^Étape : /);
    // A date in French: "24 nov. 2026".
    await expect(card.getByText(/^\d{1,2} [a-zéû]+\.? \d{4}$/)).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/leads/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectLang(page, "fr-CA");
    const info = page.getByRole("region", { name: "Fiche du prospect" });
    await expect(info.getByText(/^Reçu le \d{1,2} [a-zéû]+\.? \d{4}/)).toBeVisible();
    await expect(info.getByText("Renseignements personnels")).toBeVisible();
    await expect(info.getByText("Courtier attribué")).toBeVisible();
    await expect(page.getByRole("button", { name: "Modifier le prospect" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Notes" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Aucune note pour l'instant")).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour au tableau de bord" })).toBeVisible();

    // A note in French, with its toast and its date.
    await page.getByLabel("Ajouter une note").fill("Rappeler samedi");
    await page.getByRole("button", { name: "Ajouter la note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note ajoutée" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Notes" }).getByText(/^Par : Priya Sharma •/)).toBeVisible();
    await page.getByRole("tab", { name: "Historique" }).click();
    await expect(page.getByRole("list", { name: "Historique" }).getByText("Note ajoutée")).toBeVisible();

    // And back to English in place, without a reload.
    await page.getByRole("button", { name: "Show the portal in English" }).click();
    await expect(page.getByRole("region", { name: "Lead Information" })).toBeVisible();
    await expectLang(page, "en-CA");
  });

  test("the saved choice persists across sign-out and sign-in, even from another browser", async ({
    page,
    browser,
    baseURL,
  }) => {
    await saveLocale(baseURL as string, "fr-CA");

    // A fresh browser without any cookie: the sign-in page is English (the browser's language)...
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Agent Login" })).toBeVisible();
    await fillSignIn(page, english);
    // ...and the agent's saved French wins once they are signed in.
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord du courtier" })).toBeVisible();
    await expectLang(page, "fr-CA");

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Déconnexion réussie", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Agent Login" })).toBeVisible();

    await fillSignIn(page, english);
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord du courtier" })).toBeVisible();

    // Another browser, French by its language setting: French from the sign-in page on.
    const context = await browser.newContext({ baseURL, locale: "fr-CA" });
    const other = await context.newPage();
    await other.goto("/auth");
    await expect(other.getByRole("heading", { level: 1, name: "Connexion des courtiers" })).toBeVisible();
    await expectLang(other, "fr-CA");
    await fillSignIn(other, french);
    await expect(other.getByRole("heading", { level: 1, name: "Tableau de bord du courtier" })).toBeVisible();
    await context.close();
  });
  for (const { who, email, saved, browserLocale, title } of [
    {
      who: "a French agent in an English browser",
      email: AGENT,
      saved: "fr-CA",
      browserLocale: "en-CA",
      title: "Tableau de bord du courtier",
    },
    {
      who: "an English agent in a French browser",
      email: AGENT,
      saved: "en-CA",
      browserLocale: "fr-CA",
      title: "Agent dashboard",
    },
    {
      who: "a French client in an English browser",
      email: CLIENT,
      saved: "fr-CA",
      browserLocale: "en-CA",
      title: "Tableau de bord du client",
    },
  ] as const) {
    test(`${who}, signed in, opens /auth: the dashboard in their language and no message id`, async ({
      browser,
      baseURL,
    }) => {
      await saveLocale(baseURL as string, saved, email);
      const context = await browser.newContext({ baseURL, locale: browserLocale });
      try {
        const page = await context.newPage();
        const login = await page.request.post(loginPath(email), {
          data: { email, password: "demo1234" },
          headers: { origin: baseURL as string },
        });
        expect(login.status()).toBe(200);
        await page.goto(email === CLIENT ? "/auth?client=true" : "/auth");
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expectLang(page, saved);
        await page.waitForLoadState("networkidle");
        // No text of the screen is a message id (a missing catalogue used to show them, upper-cased too).
        const shown = ((await page.locator("body").textContent()) ?? "").toLowerCase();
        const ids = englishMessageIds().filter((id) => shown.includes(id.toLowerCase()));
        expect(ids).toEqual([]);
      } finally {
        await context.close();
        await saveLocale(baseURL as string, "en-CA", email);
      }
    });
  }
});
