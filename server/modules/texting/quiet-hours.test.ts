import { describe, expect, it } from "vitest";
import { addressTimeZone, provinceTimeZone } from "../../lib/time-zones";
import { readKeyword } from "./keywords";
import { nextWindowOpening } from "./quiet-hours";

const at = (iso: string) => new Date(iso);

describe("the seller's window (decision 038)", () => {
  it("is open 9:00-21:30 on weekdays and 10:00-18:00 on weekends, local time", () => {
    const toronto = "America/Toronto";
    // Tuesday 10 March 2026 (EDT, UTC-4).
    expect(nextWindowOpening(at("2026-03-10T13:00:00Z"), toronto)).toBeNull(); // 9:00
    expect(nextWindowOpening(at("2026-03-11T01:29:00Z"), toronto)).toBeNull(); // 21:29
    expect(nextWindowOpening(at("2026-03-11T01:30:00Z"), toronto)?.toISOString()).toBe("2026-03-11T13:00:00.000Z");
    expect(nextWindowOpening(at("2026-03-10T12:59:00Z"), toronto)?.toISOString()).toBe("2026-03-10T13:00:00.000Z");
    // Friday 13 March 2026 at 22:00: Saturday opens at 10:00.
    expect(nextWindowOpening(at("2026-03-14T02:00:00Z"), toronto)?.toISOString()).toBe("2026-03-14T14:00:00.000Z");
    // Saturday at 18:00 closes; Sunday 10:00.
    expect(nextWindowOpening(at("2026-03-14T22:00:00Z"), toronto)?.toISOString()).toBe("2026-03-15T14:00:00.000Z");
    // Sunday at 20:00: Monday 9:00.
    expect(nextWindowOpening(at("2026-03-16T00:00:00Z"), toronto)?.toISOString()).toBe("2026-03-16T13:00:00.000Z");
  });

  it("crosses the spring change of time and reads other zones", () => {
    // Saturday 7 March 2026 at 23:00 EST; clocks go forward on Sunday: 10:00 EDT is 14:00Z.
    expect(nextWindowOpening(at("2026-03-08T04:00:00Z"), "America/Toronto")?.toISOString()).toBe(
      "2026-03-08T14:00:00.000Z",
    );
    // 8:30 in Vancouver (PDT) on a weekday: 9:00 PDT.
    expect(nextWindowOpening(at("2026-06-02T15:30:00Z"), "America/Vancouver")?.toISOString()).toBe(
      "2026-06-02T16:00:00.000Z",
    );
    // St. John's is 30 minutes off the hour.
    expect(nextWindowOpening(at("2026-06-02T11:00:00Z"), "America/St_Johns")?.toISOString()).toBe(
      "2026-06-02T11:30:00.000Z",
    );
  });

  it("takes the zone from the province, else from the brokerage's address, else Toronto", () => {
    expect(provinceTimeZone("BC")).toBe("America/Vancouver");
    expect(provinceTimeZone("qc")).toBe("America/Toronto");
    expect(provinceTimeZone("")).toBeUndefined();
    expect(addressTimeZone("500 Main St, Calgary, AB T2P 1J9")).toBe("America/Edmonton");
    expect(addressTimeZone("")).toBe("America/Toronto");
  });
});

describe("carrier keywords", () => {
  it("are recognised alone, in any case, with trailing punctuation", () => {
    for (const word of [
      "STOP",
      "stop",
      "StopAll",
      "unsubscribe",
      "cancel",
      "END",
      "quit",
      "arret",
      "Arrêt.",
      " ARRÊT ",
    ])
      expect(readKeyword(word)?.keyword).toBe("stop");
    expect(readKeyword("start")?.keyword).toBe("start");
    expect(readKeyword("UNSTOP")?.keyword).toBe("start");
    expect(readKeyword("help")).toMatchObject({ keyword: "help", french: false });
    expect(readKeyword("aide")).toMatchObject({ keyword: "help", french: true });
    expect(readKeyword("arrêt")).toMatchObject({ keyword: "stop", french: true });
    expect(readKeyword("Please stop texting me")).toBeNull();
    expect(readKeyword("stop it")).toBeNull();
  });
});
