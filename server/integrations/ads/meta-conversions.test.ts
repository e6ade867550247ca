import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  conversionEvent,
  conversionsBody,
  normaliseEmailForMeta,
  normalisePhoneForMeta,
  sha256Hex,
} from "./meta-conversions";

/**
 * The customer information parameters as Meta documents them (Conversions API, "Customer Information
 * Parameters", developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters):
 * each example's input, normalised format and expected SHA-256 output, as the page publishes them.
 */
const META_EXAMPLES = {
  em: {
    input: "John_Smith@gmail.com",
    normalised: "john_smith@gmail.com",
    sha256: "62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f",
  },
  ph: {
    input: "(650)555-1212",
    normalised: "16505551212",
    sha256: "e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176",
  },
} as const;

describe("Meta's hashing of e-mail and phone", () => {
  it("normalises and hashes Meta's published e-mail example to its published output", () => {
    expect(normaliseEmailForMeta(META_EXAMPLES.em.input)).toBe(META_EXAMPLES.em.normalised);
    expect(sha256Hex(META_EXAMPLES.em.normalised)).toBe(META_EXAMPLES.em.sha256);
    // Leading and trailing spaces go too.
    expect(normaliseEmailForMeta(`  ${META_EXAMPLES.em.input}\t`)).toBe(META_EXAMPLES.em.normalised);
  });

  it("normalises and hashes Meta's published US phone example to its published output", () => {
    expect(normalisePhoneForMeta(META_EXAMPLES.ph.input)).toBe(META_EXAMPLES.ph.normalised);
    expect(sha256Hex(META_EXAMPLES.ph.normalised)).toBe(META_EXAMPLES.ph.sha256);
  });

  it("takes the E.164 form the portal stores, and a Canadian number as typed, with country code 1", () => {
    const expected = createHash("sha256").update("14165550188").digest("hex");
    for (const typed of ["+14165550188", "416-555-0188", "(416) 555-0188", "+1 (416) 555 0188", "1 416 555 0188"]) {
      expect(normalisePhoneForMeta(typed)).toBe("14165550188");
    }
    expect(sha256Hex(normalisePhoneForMeta("+14165550188") as string)).toBe(expected);
    // Another country keeps its own code; leading zeros go.
    expect(normalisePhoneForMeta("+44 844 412 4653")).toBe("448444124653");
    expect(normalisePhoneForMeta("0044 844 412 4653")).toBe("448444124653");
  });

  it("sends no em or ph it cannot stand behind", () => {
    expect(normaliseEmailForMeta("   ")).toBeNull();
    expect(normaliseEmailForMeta(null)).toBeNull();
    expect(normalisePhoneForMeta("555-0188")).toBeNull();
    expect(normalisePhoneForMeta(null)).toBeNull();
    const event = conversionEvent({
      eventName: "Contacted",
      eventId: "lead_1:contacted",
      at: new Date("2026-12-04T12:00:00Z"),
      leadgenId: "123456789012345",
      email: null,
      phone: "555",
    });
    expect(event.user_data).toEqual({ lead_id: "123456789012345" });
  });
});

describe("the request body", () => {
  it("writes the Conversion Leads fields in order, the lead id as the integer it is, to the last digit", () => {
    const event = conversionEvent({
      eventName: "Listing signed",
      eventId: "lead_1796400000000_abcd1234:listing_signed",
      at: new Date("2026-12-04T12:00:00.900Z"),
      leadgenId: "98765432109876543",
      email: META_EXAMPLES.em.input,
      phone: META_EXAMPLES.ph.input,
    });
    expect(conversionsBody([event])).toBe(
      '{"data":[{"event_name":"Listing signed","event_time":1796385600,"action_source":"system_generated",' +
        '"event_id":"lead_1796400000000_abcd1234:listing_signed","user_data":{' +
        `"em":["${META_EXAMPLES.em.sha256}"],"ph":["${META_EXAMPLES.ph.sha256}"],"lead_id":98765432109876543},` +
        '"custom_data":{"lead_event_source":"seller portal","event_source":"crm"}}]}',
    );
  });
});
