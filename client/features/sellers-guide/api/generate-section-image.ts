import { apiJson } from "../../../lib/api-client";

/**
 * POST /api/sellers-guide/{token}/images: an AI illustration for one section. A failure is logged and
 * yields an empty URL (spec section 8).
 */
export async function generateSectionImage(token: string, sectionTitle: string): Promise<string> {
  try {
    const { imageUrl } = await apiJson<{ imageUrl: string }>(
      "POST",
      `/api/sellers-guide/${encodeURIComponent(token)}/images`,
      { sectionTitle },
    );
    return imageUrl;
  } catch (error) {
    console.warn(`Image for "${sectionTitle}" could not be generated:`, error);
    return "";
  }
}
