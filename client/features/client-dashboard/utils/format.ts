import type { ClientProfile } from "../../../../contract/client-portal";
import type { Locale } from "../../../../contract/locale";

/** Shown where a name is needed and the client has not given one (spec section 2). */
export const PLACEHOLDER_NAME = "Friend";

const cad = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
export const formatCad = (amount: number) => cad.format(amount);

const frenchRate = new Intl.NumberFormat("fr-CA", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** English as the spec writes it: 3 -> "3.0%", 2.5 -> "2.5%"; French by Intl: "3,0 %", "2,5 %". */
export const formatRate = (rate: number, locale: Locale = "en-CA") =>
  locale === "en-CA" ? `${rate.toFixed(1)}%` : frenchRate.format(rate / 100);

const frenchPercent = new Intl.NumberFormat("fr-CA", { style: "percent", maximumFractionDigits: 3 });

/** A typed rate as given (up to 3 decimals): "2.5%" in English, "2,5 %" in French. */
export const formatPercent = (rate: number, locale: Locale = "en-CA") =>
  locale === "en-CA" ? `${Number(rate.toFixed(3))}%` : frenchPercent.format(Number(rate.toFixed(3)) / 100);

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The name to edit: the stored first and last name, else the full name split at its first space (a
 * client made by staff or an import may have only a full name), so "Edit name" opens filled.
 */
export function nameParts(profile: Pick<ClientProfile, "fullName" | "firstName" | "lastName">): {
  firstName: string;
  lastName: string;
} {
  const firstName = profile.firstName?.trim() ?? "";
  const lastName = profile.lastName?.trim() ?? "";
  if (firstName || lastName) return { firstName, lastName };
  const [first = "", ...rest] = (profile.fullName ?? "").trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** The client's full name, or null when they have not given one. */
export function fullNameOf(profile: Pick<ClientProfile, "fullName" | "firstName" | "lastName">): string | null {
  const joined = [profile.firstName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return profile.fullName?.trim() || joined || null;
}
