import type { ClientProfile } from "../../../../contract/client-portal";

/** Shown where a name is needed and the client has not given one (spec section 2). */
export const PLACEHOLDER_NAME = "Friend";

const cad = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
export const formatCad = (amount: number) => cad.format(amount);

/** "3" -> "3.0%", "2.5" -> "2.5%". */
export const formatRate = (rate: number) => `${rate.toFixed(1)}%`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The client's full name, or null when they have not given one. */
export function fullNameOf(profile: Pick<ClientProfile, "fullName" | "firstName" | "lastName">): string | null {
  const joined = [profile.firstName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return profile.fullName?.trim() || joined || null;
}
