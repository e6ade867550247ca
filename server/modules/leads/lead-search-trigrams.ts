/**
 * Which trigrams a search asks the trigram index for (decision 013, "Trigrams most leads hold are left out of the index lookup").
 *
 * For `search_text LIKE '%term%'` pg_trgm reads the posting list of every trigram of the term, and GIN
 * pays for each list by its length: a phone number's '555' or a street's 'ton' sits in a quarter to all of
 * the leads, so at 1M leads such a term spent 10–20 ms in the index to find a dozen rows. When the term's
 * other trigrams are selective on their own, the search asks the index for those only and checks the
 * whole term on the rows they find (the same rows: every match holds every trigram of the term).
 */

/** A sample of stored search texts: for each trigram, which of the sampled texts hold it. */
export interface TrigramSample {
  size: number;
  holders: ReadonlyMap<string, readonly number[]>;
}

/** The sample of these texts, each given as its trigrams (pg_trgm's `show_trgm`). */
export function trigramSample(texts: readonly (readonly string[])[]): TrigramSample {
  const holders = new Map<string, number[]>();
  texts.forEach((trigrams, text) => {
    for (const t of trigrams) {
      const list = holders.get(t);
      if (list) list.push(text);
      else holders.set(t, [text]);
    }
  });
  return { size: texts.length, holders };
}

/** How many sampled texts hold every one of the trigrams. */
function holding(sample: TrigramSample, trigrams: readonly string[]): number {
  if (trigrams.length === 0) return sample.size;
  const lists = trigrams.map((t) => sample.holders.get(t) ?? []).sort((a, b) => a.length - b.length);
  const [shortest = [], ...rest] = lists;
  const others = rest.map((list) => new Set(list));
  return shortest.filter((text) => others.every((set) => set.has(text))).length;
}

/** A trigram in more than this share of the sample is one the index should not be asked for. */
const FREQUENT_SHARE = 0.05;
/** A trigram in more than this share narrows nothing worth reading its list for: never added. */
const MOST_SHARE = 0.5;
/** Below this many sampled texts the shares say too little (and every list is short anyway). */
const MIN_SAMPLE = 50;

export interface NeedleTrigram {
  trigram: string;
  /**
   * The part of the needle that, as the LIKE pattern `%part%`, pg_trgm turns into this trigram alone and
   * every match of the needle holds: 'abc', or a word's last two characters with the character after
   * them ('34@' for '34 '). Null for a word's start (' ab'), which pg_trgm only asks for with '  a'.
   */
  part: string | null;
}

/**
 * pg_trgm's trigrams of the LIKE pattern `%needle%` (`generate_wildcard_trgm`): each run of letters and
 * digits is a word; a word bounded by another character (not by the pattern's `%`) is padded with two
 * spaces before and one after; every three characters of the padded word are a trigram. Null when the
 * needle holds anything but printable ASCII, whose word characters depend on the database's locale.
 */
export function likeTrigrams(needle: string): NeedleTrigram[] | null {
  if (!/^[\x20-\x7e]*$/.test(needle)) return null;
  const trigrams = new Map<string, string | null>();
  for (const word of needle.matchAll(/[a-z0-9]+/g)) {
    const start = word.index;
    const end = start + word[0].length;
    const lead = start > 0 ? 2 : 0;
    const padded = `${lead ? "  " : ""}${word[0]}${end < needle.length ? " " : ""}`;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const trigram = padded.slice(i, i + 3);
      // The trigram's place in the needle: padding after the word is the character that ends it.
      const part = i < lead ? null : needle.slice(start + i - lead, start + i - lead + 3);
      if (!trigrams.has(trigram)) trigrams.set(trigram, part);
    }
  }
  return [...trigrams].map(([trigram, part]) => ({ trigram, part }));
}

export interface SearchPlan {
  /** The parts of the needle (NeedleTrigram.part) to ask the index for; null: the whole pattern. */
  parts: string[] | null;
  /**
   * No sampled text holds the term (it matches under ~0.1% of leads): the newest leads are not worth
   * reading in order for it, the index step alone answers.
   */
  rare: boolean;
}

/**
 * How to search for a needle, from the sample. The index is asked for only some trigrams when the term
 * has one more than FREQUENT_SHARE of the texts hold, and its trigrams that are neither that frequent
 * nor the start of a word (pg_trgm cannot be asked for ' ab' without '  a', which nearly every text
 * holds) match no more of the sample than all of the term's trigrams do, give or take one text.
 */
export function planSearch(needle: string, sample: TrigramSample | null): SearchPlan {
  const found = likeTrigrams(needle);
  if (!found || !sample || sample.size < MIN_SAMPLE) return { parts: null, rare: false };
  const all = found.map((t) => t.trigram);
  const matching = holding(sample, all);
  const isFrequent = (t: string) => (sample.holders.get(t)?.length ?? 0) > sample.size * FREQUENT_SHARE;
  const rare = matching === 0;
  if (!all.some(isFrequent)) return { parts: null, rare };
  // Every trigram that is not frequent (short lists), then frequent ones from the rarest up while the
  // kept ones still match more of the sample than the whole term.
  const count = (t: NeedleTrigram) => sample.holders.get(t.trigram)?.length ?? 0;
  const askable = found.filter((t) => t.part !== null).sort((a, b) => count(a) - count(b));
  const kept = askable.filter((t) => !isFrequent(t.trigram));
  const narrowEnough = () =>
    kept.length > 0 &&
    holding(
      sample,
      kept.map((t) => t.trigram),
    ) <=
      matching + 1;
  for (const t of askable.filter((t) => isFrequent(t.trigram))) {
    if (narrowEnough() || count(t) > sample.size * MOST_SHARE) break;
    kept.push(t);
  }
  return { parts: narrowEnough() ? kept.flatMap((t) => (t.part ? [t.part] : [])) : null, rare };
}
