// Prints the words of the seeded guide content per language and topic (decision 017's closing note).
// Run: npx tsx scripts/guide-words.ts
import { frenchGuideLibrary } from "../server/db/seed/guide-content/fr/library";
import { guideLibrary } from "../server/db/seed/guide-content/library";
import { htmlToText } from "../server/lib/guide-html";

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const count = (topic: { title: string; description: string; sections: { title: string; content: string }[] }) =>
  words(topic.title) +
  words(topic.description) +
  topic.sections.reduce((sum, s) => sum + words(s.title) + words(htmlToText(s.content)), 0);

let english = 0;
let french = 0;
for (const topic of guideLibrary) {
  const fr = frenchGuideLibrary.find((t) => t.slug === topic.slug);
  const en = count(topic);
  const frWords = fr ? count(fr) : 0;
  english += en;
  french += frWords;
  console.log(`${topic.slug.padEnd(30)} en-CA ${String(en).padStart(5)}  fr-CA ${String(frWords).padStart(5)}`);
}
console.log(`${"total".padEnd(30)} en-CA ${String(english).padStart(5)}  fr-CA ${String(french).padStart(5)}`);
