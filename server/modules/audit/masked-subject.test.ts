import { describe, expect, it } from "vitest";
import { maskEmail, maskedPerson, maskPhone } from "./masked-subject";

describe("masked audit subjects", () => {
  it("keeps the first letters and the top-level domain of an e-mail", () => {
    expect(maskEmail("Jane.Doe@Gmail.com")).toBe("j•••@g•••.com");
    expect(maskEmail("zoé@exemple.qc.ca")).toBe("z•••@e•••.ca");
    expect(maskEmail("a@localhost")).toBe("a•••@l•••");
  });

  it("keeps the country code and the last two digits of a phone", () => {
    expect(maskPhone("+14165550123")).toBe("+1•••23");
    expect(maskPhone("+33612345678")).toBe("+33•••78");
  });

  it("prefers the e-mail and is null without either", () => {
    expect(maskedPerson({ email: "jane@example.com", phone: "+14165550123" })).toBe("j•••@e•••.com");
    expect(maskedPerson({ email: null, phone: "+14165550123" })).toBe("+1•••23");
    expect(maskedPerson({ email: null, phone: null })).toBeNull();
  });
});
