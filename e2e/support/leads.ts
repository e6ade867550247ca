import { expect, type Page, request as playwrightRequest } from "@playwright/test";
import type { LeadSaveResponse, PublicLeadInput, StaffLead } from "../../contract/leads";

/** A run-unique word, so tests sharing the worker's server never see each other's rows. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Submits a public lead as a visitor would, from a fresh context with no staff session. */
export async function createPublicLead(baseURL: string, lead: PublicLeadInput): Promise<string> {
  const visitor = await playwrightRequest.newContext({ baseURL });
  // As the portal's own client does (decision 044): a 503 with Retry-After (load shed on a busy or just
  // started server) is sent again after the wait, at most three times.
  let response = await visitor.post("/api/leads", { data: lead, headers: { origin: baseURL } });
  for (let tries = 1; response.status() === 503 && tries < 3; tries++) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()["retry-after"] ?? 1) * 1000));
    response = await visitor.post("/api/leads", { data: lead, headers: { origin: baseURL } });
  }
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as LeadSaveResponse;
  await visitor.dispose();
  return id;
}

/** Signs in as the demo admin (same browser context) and reads the lead as staff see it. */
export async function readLeadAsStaff(page: Page, id: string): Promise<StaffLead> {
  const login = await page.request.post("/api/login", { data: { email: "admin@demo.test", password: "demo1234" } });
  expect(login.status()).toBe(200);
  const response = await page.request.get(`/api/leads/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StaffLead;
}
