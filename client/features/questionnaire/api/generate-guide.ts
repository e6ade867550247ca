import type { GenerateGuideInput } from "../../../../contract/sellers-guide";
import { ApiRequestError, apiJson } from "../../../lib/api-client";
import { getLeadSecret } from "../../../lib/session-id";

interface GenerateGuideResponse {
  token: string;
}

/** POST /api/sellers-guide/generate: the visitor's guide on their topic; resolves with its token. */
export async function generateGuide(input: GenerateGuideInput): Promise<string> {
  const body = input.leadId ? { ...input, leadSecret: getLeadSecret(input.leadId) } : input;
  const { token } = await apiJson<GenerateGuideResponse>("POST", "/api/sellers-guide/generate", body);
  return token;
}

/**
 * Tries twice (DESIGN.md 5.1); resolves with the token, or null when both attempts failed (each is logged).
 * A 409 means the lead is not this browser's (decision 005), so the retry asks for a guide without it.
 */
export async function generateGuideWithRetry(input: GenerateGuideInput): Promise<string | null> {
  let request = input;
  for (const attempt of [1, 2]) {
    try {
      return await generateGuide(request);
    } catch (error) {
      console.warn(`Guide generation attempt ${attempt} failed:`, error);
      if (error instanceof ApiRequestError && error.status === 409)
        request = { topic: input.topic, ...(input.locale ? { locale: input.locale } : {}) };
    }
  }
  return null;
}
