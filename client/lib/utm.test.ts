import { afterEach, describe, expect, it, vi } from "vitest";
import { captureAttribution } from "./utm";

function visit(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("captureAttribution", () => {
  it("records the landing URL's UTM parameters and the referrer host, and keeps them for the session", () => {
    visit(
      "/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=sell+house&utm_content=ad1&x=1",
      "https://www.google.com/search?q=sell",
    );
    expect(captureAttribution()).toEqual({
      source: "www.google.com",
      utm: { source: "google", medium: "cpc", campaign: "spring", term: "sell house", content: "ad1" },
    });

    visit("/lead-flow/realtor", "");
    expect(captureAttribution()).toEqual({
      source: "www.google.com",
      utm: { source: "google", medium: "cpc", campaign: "spring", term: "sell house", content: "ad1" },
    });
  });

  it("is 'direct' without a referrer or with our own host, and has no utm without parameters", () => {
    visit("/", `${window.location.origin}/guides/pricing-strategy`);
    expect(captureAttribution()).toEqual({ source: "direct" });
  });

  it("caps each UTM value at the server's 100 characters", () => {
    visit(`/?utm_campaign=${"a".repeat(150)}`);
    expect(captureAttribution().utm?.campaign).toHaveLength(100);
  });
});
