import type { Page } from "@playwright/test";
import { type PublicLeadInput, REPRESENTED_TAG } from "../contract/leads";
import { expect, test } from "./fixtures";
import { readLeadAsStaff } from "./support/leads";

// The two-step loading screen lasts a random 5 to 10 seconds (spec section 9).
const AFTER_LOADING = { timeout: 15_000 };

/** Opens / (with `query`), presses 'Choose' on the card, and checks where it lands. */
async function chooseOnLanding(page: Page, card: "With a Real Estate Agent" | "Get an Instant Cash Offer", query = "") {
  await page.goto(`/${query}`);
  await page.getByRole("article", { name: card }).getByRole("link", { name: "Choose" }).click();
  const path = card === "With a Real Estate Agent" ? "/lead-flow/realtor" : "/lead-flow/cash-offer";
  await expect(page).toHaveURL(new RegExp(`${path}${query.replace("?", "\\?")}$`));
}

/** Resolves with the body of the final POST /api/leads once the visitor submits. */
function finalSubmit(page: Page): Promise<PublicLeadInput> {
  return page
    .waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/leads")
    .then((request) => request.postDataJSON() as PublicLeadInput);
}

// The fixture lets 4xx answers pass (they are often expected); here every lead save must be accepted.
const refusedSaves = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const refused: string[] = [];
  refusedSaves.set(page, refused);
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/api/leads") && response.request().method() === "POST" && response.status() !== 200) {
      refused.push(`${response.status()} from POST ${pathname}`);
    }
  });
});
test.afterEach(({ page }) => {
  expect(refusedSaves.get(page), "refused lead saves").toEqual([]);
});

const sessionId = (page: Page) => page.evaluate(() => window.localStorage.getItem("session-id"));

test.describe("two-step reading", () => {
  test("agent path: property, Back, contact, loading, guide e-mail and thank-you; staff read the lead", async ({
    page,
  }) => {
    await chooseOnLanding(page, "With a Real Estate Agent", "?variant=two-step");
    await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Property" })).toBeVisible();
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    const continueButton = page.getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByLabel("When are you planning to sell?")).toHaveValue("3");
    await page.getByLabel("Property address").fill("12 Elm Street, Toronto, ON");
    await page.getByLabel("When are you planning to sell?").selectOption("6");
    await page.getByLabel("Main reason for selling").selectOption("downsizing");
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(page.getByRole("heading", { level: 1, name: "Your Contact Information" })).toBeFocused();
    await expect(page.getByText("A local agent will reach out to discuss your needs")).toBeVisible();
    await expect(page.getByText(/^By submitting, you agree that Maple Key Realty may contact you/)).toBeVisible();
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Full name").fill("Dana Seller");
    await page.getByLabel("Email").fill("dana.seller@example.com");
    await expect(submit).toBeDisabled();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Property address")).toHaveValue("12 Elm Street, Toronto, ON");
    await expect(page.getByLabel("When are you planning to sell?")).toHaveValue("6");
    await expect(page.getByLabel("Main reason for selling")).toHaveValue("downsizing");
    await continueButton.click();
    await expect(page.getByLabel("Full name")).toHaveValue("Dana Seller");
    await expect(page.getByLabel("Email")).toHaveValue("dana.seller@example.com");
    await page.getByLabel("Phone").fill("416-555-0199");
    await expect(submit).toBeEnabled();

    const leadId = await sessionId(page);
    const sent = finalSubmit(page);
    await submit.click();
    expect((await sent).id).toBe(leadId);
    await expect(
      page.getByText("We're preparing your customized seller's guide — thanks for your patience!"),
    ).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeVisible();

    await expect(page.getByRole("heading", { level: 1, name: "Your Customized Home Selling Guide" })).toBeVisible(
      AFTER_LOADING,
    );
    await expect(page.getByLabel("Email")).toHaveValue("dana.seller@example.com");
    const send = page.getByRole("button", { name: "Send it please!" });
    await page.getByLabel("Email").fill("");
    await expect(send).toBeDisabled();
    await page.getByLabel("Email").fill("dana.seller@example.com");
    await send.click();

    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(
      page.getByText("A real estate agent will be in touch with you shortly to discuss your property."),
    ).toBeVisible();
    // A second lead from this browser becomes a new row.
    expect(await sessionId(page)).not.toBe(leadId);
    await page.getByRole("button", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    const lead = await readLeadAsStaff(page, leadId ?? "");
    expect(lead).toMatchObject({
      id: leadId,
      type: "realtor",
      fullName: "Dana Seller",
      email: "dana.seller@example.com",
      phone: "(416) 555-0199",
      address: "12 Elm Street, Toronto, ON",
      status: "Contacted",
      movingTimeframe: "3-6months",
      movingReason: "downsizing",
      workingWithRealtor: false,
      tag: null,
      variant: "two-step",
      source: "direct",
    });
    expect(lead.consentAt).not.toBeNull();
  });

  test("cash path: 'Get My Cash Offer' to the cash thank-you", async ({ page }) => {
    await chooseOnLanding(page, "Get an Instant Cash Offer", "?variant=two-step");
    await expect(page.getByRole("heading", { level: 1, name: "Get Your Cash Offer" })).toBeVisible();
    await expect(page.getByLabel("When do you need to sell by?")).toHaveValue("1");
    await expect(page.getByLabel("Main reason for selling")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await page.getByLabel("Property address").fill("9 Bay Road, Halifax, NS");
    await page.getByLabel("Property address").press("Enter");

    await expect(page.getByText("We'll prepare your cash offer and reach out quickly")).toBeVisible();
    const submit = page.getByRole("button", { name: "Get My Cash Offer" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Full name").fill("Sam Cash");
    await page.getByLabel("Email").fill("sam.cash@example.com");
    await page.getByLabel("Phone").fill("902-555-0123");
    const sent = finalSubmit(page);
    await submit.click();
    const leadId = (await sent).id ?? "";

    await page.getByRole("button", { name: "Send it please!" }).click(AFTER_LOADING);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(page.getByText("We'll prepare your cash offer and contact you within 24 hours.")).toBeVisible();

    const lead = await readLeadAsStaff(page, leadId);
    expect(lead).toMatchObject({
      type: "cash",
      fullName: "Sam Cash",
      email: "sam.cash@example.com",
      // Stored as the contract's phone rule formats it.
      phone: "(902) 555-0123",
      address: "9 Bay Road, Halifax, NS",
      status: "Contacted",
      movingTimeframe: "immediately",
      tag: null,
      variant: "two-step",
    });
  });

  test("a seller working with a Realtor is told so and the lead is tagged", async ({ page }) => {
    await chooseOnLanding(page, "With a Real Estate Agent", "?variant=two-step");
    await page.getByLabel("Property address").fill("77 Oak Avenue, Calgary, AB");
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Full name").fill("Riley Represented");
    await page.getByLabel("Email").fill("riley@example.com");
    await page.getByLabel("Phone").fill("403-555-0111");
    const sent = finalSubmit(page);
    await page.getByRole("button", { name: "Submit" }).click();
    const leadId = (await sent).id ?? "";

    await expect(page.getByText("Thinking of what to do next...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Already Working with a Realtor" })).toBeVisible(
      AFTER_LOADING,
    );
    await page.getByRole("button", { name: "Got it, thanks!" }).click();
    await expect(
      page.getByText(
        "But because you're working with another Realtor, we can't share this info with you (due to legal stuff).",
      ),
    ).toBeVisible();
    await expect(
      page.getByText("We encourage you to contact your real estate professional. Happy selling!"),
    ).toBeVisible();
    await page.getByRole("button", { name: "I understand" }).click();
    await expect(page).toHaveURL(/\/$/);

    const lead = await readLeadAsStaff(page, leadId);
    expect(lead).toMatchObject({
      type: "realtor",
      fullName: "Riley Represented",
      status: "Contacted",
      workingWithRealtor: true,
      tag: REPRESENTED_TAG,
      variant: "two-step",
    });
  });
});

test.describe("four-card reading", () => {
  async function fillLocation(page: Page) {
    await page.getByLabel("Street address").fill("12 Elm Street");
    await page.getByLabel("Unit (optional)").fill("4");
    await page.getByLabel("City").fill("Toronto");
    await page.getByLabel("Province").selectOption("ON");
    await page.getByLabel("Postal code").fill("m5v 2t6");
  }

  test("agent flow: four cards with Back, optional phone, and the success panel; staff read the lead", async ({
    page,
  }) => {
    await chooseOnLanding(page, "With a Real Estate Agent", "?variant=four-card");
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await fillLocation(page);
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByRole("heading", { level: 1, name: "What condition is your property in?" })).toBeFocused();
    await expect(next).toBeDisabled();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Street address")).toHaveValue("12 Elm Street");
    await expect(page.getByLabel("Unit (optional)")).toHaveValue("4");
    await expect(page.getByLabel("Province")).toHaveValue("ON");
    await expect(page.getByLabel("Postal code")).toHaveValue("M5V 2T6");
    await next.click();
    await page.getByRole("radio", { name: "Good" }).check();
    await next.click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole("radio", { name: "No" }).check();
    await next.click();

    const submit = page.getByRole("button", { name: "Submit" });
    await expect(page.getByLabel("Phone number (optional)")).toBeVisible();
    await expect(page.getByRole("group", { name: "When would you like to sell?" })).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await page.getByLabel("Full name").fill("Alex Agentless");
    await page.getByLabel("Email address").fill("alex@example.com");
    await expect(submit).toBeDisabled();
    await page.getByRole("radio", { name: "Email" }).check();
    await expect(submit).toBeEnabled();
    const leadId = await sessionId(page);
    const sent = finalSubmit(page);
    await submit.click();
    expect((await sent).id).toBe(leadId);

    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(page.getByText(/an agent will be in touch shortly/)).toBeVisible();
    await page.getByRole("button", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    const lead = await readLeadAsStaff(page, leadId ?? "");
    expect(lead).toMatchObject({
      id: leadId,
      type: "realtor",
      fullName: "Alex Agentless",
      email: "alex@example.com",
      phone: null,
      address: "12 Elm Street",
      unit: "4",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 2T6",
      condition: 7,
      contactMethod: "Email",
      workingWithRealtor: false,
      status: "Contacted",
      tag: null,
      variant: "four-card",
    });
  });

  test("cash flow from the admin's default setting: phone and timeline required, representative within 24 hours", async ({
    page,
  }) => {
    // No ?variant: the server's default setting (four-card) decides.
    await chooseOnLanding(page, "Get an Instant Cash Offer", "");
    await expect(page.getByRole("heading", { level: 1, name: "Where is your property?" })).toBeVisible();
    await page.getByLabel("Street address").fill("5 Harbour Lane");
    await page.getByLabel("City").fill("Vancouver");
    await page.getByLabel("Province").selectOption("BC");
    await page.getByLabel("Postal code").fill("V6B 1A1");
    await page.getByLabel("Postal code").press("Enter");
    await page.getByRole("radio", { name: "Fair" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    const submit = page.getByRole("button", { name: "Submit" });
    await page.getByLabel("Full name").fill("Casey Cash");
    await page.getByLabel("Email address").fill("casey@example.com");
    await page.getByRole("radio", { name: "Text" }).check();
    await expect(submit).toBeDisabled();
    await page.getByLabel("Phone number").fill("604-555-0142");
    await expect(submit).toBeDisabled();
    await page.getByRole("radio", { name: "30–60 days" }).check();
    await expect(submit).toBeEnabled();
    const sent = finalSubmit(page);
    await submit.click();
    const leadId = (await sent).id ?? "";

    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(page.getByText(/a representative will be in touch within 24 hours/)).toBeVisible();

    const lead = await readLeadAsStaff(page, leadId);
    expect(lead).toMatchObject({
      type: "cash",
      fullName: "Casey Cash",
      email: "casey@example.com",
      phone: "(604) 555-0142",
      address: "5 Harbour Lane",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6B 1A1",
      condition: 5,
      contactMethod: "Text",
      movingTimeframe: "within3months",
      status: "Contacted",
      tag: null,
      variant: "four-card",
    });
  });

  for (const [card, type] of [
    ["With a Real Estate Agent", "realtor"],
    ["Get an Instant Cash Offer", "cash"],
  ] as const) {
    test(`${type}: Yes to working with an agent ends the flow and the lead is tagged`, async ({ page }) => {
      await chooseOnLanding(page, card, "?variant=four-card");
      await fillLocation(page);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("radio", { name: "Poor" }).check();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("radio", { name: "Yes" }).check();
      const sent = finalSubmit(page);
      await page.getByRole("button", { name: "Next" }).click();
      const body = await sent;
      expect(body.hasAgent).toBe(true);

      await expect(page.getByRole("heading", { level: 1, name: "Thanks for letting us know" })).toBeVisible();
      await expect(page.getByText(/we won't contact you about this property/)).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveCount(0);

      const lead = await readLeadAsStaff(page, body.id ?? "");
      expect(lead).toMatchObject({
        type,
        city: "Toronto",
        condition: 3,
        workingWithRealtor: true,
        status: "Contacted",
        tag: REPRESENTED_TAG,
        variant: "four-card",
      });
      await page.getByRole("button", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
