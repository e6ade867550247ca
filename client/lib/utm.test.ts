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
    const google = {
      source: "google",
      utm: {
        source: "google",
        medium: "cpc",
        campaign: "spring",
        term: "sell house",
        content: "ad1",
        referrer: "www.google.com",
      },
    };
    expect(captureAttribution()).toEqual({ ...google, lastTouch: google.utm });

    visit("/lead-flow/realtor", "");
    expect(captureAttribution()).toEqual({ ...google, lastTouch: google.utm });
  });

  it("takes the source from utm_source without a referrer (a link in an app): never 'direct'", () => {
    visit("/?utm_source=facebook&utm_campaign=spring");
    const facebook = { source: "facebook", campaign: "spring" };
    expect(captureAttribution()).toEqual({ source: "facebook", utm: facebook, lastTouch: facebook });
    visit("/questionnaire");
    expect(captureAttribution()).toEqual({ source: "facebook", utm: facebook, lastTouch: facebook });
  });

  it("is the referring host without UTM parameters, and a campaign seen later names the source", () => {
    visit("/", "https://news.example.com/article");
    expect(captureAttribution()).toEqual({
      source: "news.example.com",
      utm: { referrer: "news.example.com" },
      lastTouch: { source: "news.example.com", referrer: "news.example.com" },
    });
    visit("/?utm_source=newsletter&utm_medium=email");
    expect(captureAttribution()).toEqual({
      source: "newsletter",
      utm: { source: "newsletter", medium: "email", referrer: "news.example.com" },
      lastTouch: { source: "newsletter", medium: "email" },
    });
  });

  it("is 'direct' without a referrer or with our own host, and has no utm without parameters", () => {
    visit("/", `${window.location.origin}/guides/pricing-strategy`);
    expect(captureAttribution()).toEqual({ source: "direct" });
  });

  it("keeps the first touch and the last campaign: a plain arrival never makes either 'direct'", () => {
    visit("/?utm_source=facebook&utm_campaign=fall");
    captureAttribution();
    visit("/home-value", `${window.location.origin}/`);
    expect(captureAttribution()).toEqual({
      source: "facebook",
      utm: { source: "facebook", campaign: "fall" },
      lastTouch: { source: "facebook", campaign: "fall" },
    });
    visit("/fr/home-value?utm_source=newsletter&utm_campaign=winter");
    expect(captureAttribution()).toEqual({
      source: "facebook",
      utm: { source: "facebook", campaign: "fall" },
      lastTouch: { source: "newsletter", campaign: "winter" },
    });
    visit("/lead-flow/cash-offer");
    expect(captureAttribution().lastTouch).toEqual({ source: "newsletter", campaign: "winter" });
  });

  it("caps each UTM value at the server's 100 characters", () => {
    visit(`/?utm_campaign=${"a".repeat(150)}`);
    expect(captureAttribution().utm?.campaign).toHaveLength(100);
  });
});
