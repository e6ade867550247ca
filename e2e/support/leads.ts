import { expect, request as playwrightRequest } from "@playwright/test";
import type { LeadSaveResponse, PublicLeadInput } from "../../contract/leads";

/** A run-unique word, so tests sharing the worker's server never see each other's rows. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Submits a public lead as a visitor would, from a fresh context with no staff session. */
export async function createPublicLead(baseURL: string, lead: PublicLeadInput): Promise<string> {
  const visitor = await playwrightRequest.newContext({ baseURL });
  const response = await visitor.post("/api/leads", { data: lead, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as LeadSaveResponse;
  await visitor.dispose();
  return id;
}
