import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { likeTrigrams, planSearch, trigramSample } from "./lead-search-trigrams";

const trigramsOf = (needle: string) => likeTrigrams(needle)?.map((t) => t.trigram) ?? [];

describe("likeTrigrams", () => {
  it("pads a word only where a character, not the pattern's %, bounds it", () => {
    expect(likeTrigrams("90 wellington")?.map((t) => t.trigram)).toEqual([
      "90 ",
      "  w",
      " we",
      "wel",
      "ell",
      "lli",
      "lin",
      "ing",
      "ngt",
      "gto",
      "ton",
    ]);
    expect(likeTrigrams("ab")).toEqual([]);
  });

  it("names the part of the needle that asks for each trigram alone, except a word's start", () => {
    expect(likeTrigrams(".lee1@")).toEqual([
      { trigram: "  l", part: null },
      { trigram: " le", part: null },
      { trigram: "lee", part: "lee" },
      { trigram: "ee1", part: "ee1" },
      { trigram: "e1 ", part: "e1@" },
    ]);
  });

  it("leaves a needle with other than printable ASCII to pg_trgm", () => {
    expect(likeTrigrams("zoë")).toBeNull();
  });

  describe("against pg_trgm", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it("gives show_trgm's trigrams for a needle bounded by characters on both sides", async () => {
      for (const text of ["olivia smith", "90 wellington street", "m5v 3l9 m5v3l9 4165550100", "a.b-c_d@x.ca"]) {
        const result = (await t.db.execute(sql`SELECT show_trgm(${text}) AS t`)) as unknown as {
          rows: { t: string[] }[];
        };
        expect(trigramsOf(` ${text} `).sort(), text).toEqual([...(result.rows[0]?.t ?? [])].sort());
      }
    });
  });
});

describe("planSearch", () => {
  // 200 leads as their search texts read: every phone has 416 555 and every e-mail example.com; every
  // tenth lives on Wellington Street (the rest on Maple Avenue) and every 25th is a Smith.
  const texts = Array.from({ length: 200 }, (_, i) => {
    const street = i % 10 === 0 ? "wellington street" : "maple avenue";
    const name = i % 25 === 0 ? "smith" : "lead";
    return `${name} ${i} ${name}${i}@example.com ${100 + i} ${street} 416555${String(i).padStart(4, "0")}`;
  });
  const sample = trigramSample(texts.map((text) => trigramsOf(` ${text} `)));

  it("asks the index for a phone number's selective trigrams, not those every lead has", () => {
    // 416, 165, 655, 555 and 550 are in every text, 501 in half, 012 in 11 of 200 (over 5%): left out.
    expect(planSearch("4165550123", sample)).toEqual({ parts: ["123"], rare: false });
    // No sampled lead has this phone: rare, so the newest leads are not read in order for it. The
    // trigrams come rarest first.
    expect(planSearch("6135550999", sample)).toEqual({
      parts: ["613", "355", "509", "999", "099", "135"],
      rare: true,
    });
  });

  it("adds frequent trigrams, rarest first, while the others alone match more leads than the term", () => {
    // Smith's trigrams are in 8 texts, Smiths on Wellington Street in 4: 'wel' (20 texts) narrows them.
    expect(planSearch("smith wellington", sample)).toEqual({
      parts: ["smi", "mit", "ith", "th ", "wel"],
      rare: false,
    });
    // '110' and '10 ' hold 2 texts against 1: within one text, so Wellington's trigrams are left out.
    expect(planSearch("110 wellington", sample)).toEqual({ parts: ["110", "10 "], rare: false });
    // 'smith 5' is narrowed only by a word starting with 5 (' 5', asked for only with '  5'): whole pattern.
    expect(planSearch("smith 5", sample)).toEqual({ parts: null, rare: false });
  });

  it("keeps the whole pattern when no trigram of the term is frequent, or without a usable sample", () => {
    expect(planSearch("smith50@", sample)).toEqual({ parts: null, rare: false });
    expect(planSearch("zz9", sample)).toEqual({ parts: null, rare: true });
    expect(planSearch("4165550123", null)).toEqual({ parts: null, rare: false });
    const tooFew = trigramSample(texts.slice(0, 10).map((text) => trigramsOf(` ${text} `)));
    expect(planSearch("4165550123", tooFew)).toEqual({ parts: null, rare: false });
  });
});
