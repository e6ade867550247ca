import type { BallparkRequest, EstimateRequestInput } from "../../../../contract/home-value";

const KEY = "home-value-details";

/** The funnel's details for the cash-offer flow that may follow in this tab (sessionStorage: this tab only). */
export function keepFunnelDetails(request: EstimateRequestInput): void {
  const { propertyType, bedrooms, bathrooms, livingArea, yearBuilt } = request;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ propertyType, bedrooms, bathrooms, livingArea, yearBuilt }));
  } catch {
    // storage blocked: the ballpark uses the address alone
  }
}

export function funnelDetails(): BallparkRequest["details"] {
  try {
    const text = window.sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as BallparkRequest["details"]) : undefined;
  } catch {
    return undefined;
  }
}
