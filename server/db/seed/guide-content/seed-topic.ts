export interface SeedSection {
  title: string;
  /** HTML, sanitised again when seeded. */
  content: string;
  imagePrompt: string;
}

export interface SeedTopic {
  title: string;
  slug: string;
  description: string;
  sections: SeedSection[];
}
