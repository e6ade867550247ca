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

/** A topic's French version (decision 018): same slug and section count as the English; images are shared. */
export interface SeedTranslation {
  slug: string;
  title: string;
  description: string;
  sections: { title: string; content: string }[];
}
