import { describe, expect, it } from "vitest";
import { pickRandom } from "./guide-topics";

const list = Array.from({ length: 12 }, (_, i) => ({ id: i }));

describe("pickRandom", () => {
  it("picks n distinct items of the list", () => {
    const picked = pickRandom(list, 3);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    for (const item of picked) expect(list).toContain(item);
  });

  it("avoids the excluded items while enough others remain, and tops up from them otherwise", () => {
    const shown = list.slice(0, 9);
    expect(pickRandom(list, 3, shown).every((item) => !shown.includes(item))).toBe(true);
    const topped = pickRandom(list, 5, shown);
    expect(
      topped
        .slice(0, 3)
        .map((i) => i.id)
        .sort((a, b) => a - b),
    ).toEqual([9, 10, 11]);
    expect(new Set(topped).size).toBe(5);
  });

  it("returns the whole (shuffled) list when n exceeds it, and nothing for n <= 0", () => {
    expect(pickRandom(list, 20)).toHaveLength(12);
    expect(pickRandom(list, 0)).toEqual([]);
    expect(pickRandom([], 3)).toEqual([]);
  });
});
