import type { Brokerage } from "../../../contract/settings";

/** What every e-mail shows of the brokerage (its settings), with the logo as an absolute address. */
export interface EmailBrand {
  name: string;
  address: string;
  phone: string;
  email: string;
  logoUrl: string;
  /** The brand colour, `#rrggbb`: the header rule, the button, the links. */
  color: string;
  licence: string;
}

export const DEFAULT_BRAND_COLOR = "#1d4ed8";

export function emailBrand(brokerage: Brokerage, publicUrl: string): EmailBrand {
  const logo = brokerage.logoUrl ?? "";
  return {
    name: brokerage.name,
    address: brokerage.address,
    phone: brokerage.phone,
    email: brokerage.email,
    logoUrl: logo.startsWith("/") ? `${publicUrl}${logo}` : logo,
    color: brokerage.brandColor || DEFAULT_BRAND_COLOR,
    licence: brokerage.licence ?? "",
  };
}

/**
 * Text on the brand colour: white, or near-black when the colour is light (WCAG relative luminance),
 * so a pale brand never gives a button nobody can read.
 */
export function textOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? "#111827" : "#ffffff";
}
