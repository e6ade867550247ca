import type { PersonalisedGuide } from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";

/** What the visitor told the questionnaire; every part is optional. */
export interface GuideAnswers {
  firstName?: string;
  /** Months until the move, 0 (ASAP) to 12 (12+). */
  timeline?: number;
  reason?: string;
  destination?: string;
  soldBefore?: boolean;
}

/** The seeded library text of the chosen topic, which every provider builds on. */
export interface LibraryTopic {
  title: string;
  slug: string;
  sections: { title: string; content: string }[];
  /** The language its title and sections are written in, when known (a topic served in another one falls back). */
  locale?: Locale;
  description?: string | null;
}

export interface GeneratedImage {
  /** A URL the browser can load (our own illustration route or a stored upload). */
  url: string;
}

/** Sections written for a guide topic: 4 or 5, HTML. */
export interface TopicSections {
  sections: { title: string; content: string }[];
}

export interface AiProvider {
  readonly name: "builtin" | "openai";
  /** The guide in the visitor's language (en-CA when absent). */
  generateGuide(topic: LibraryTopic, answers: GuideAnswers, locale?: Locale): Promise<PersonalisedGuide>;
  /** Library content for a topic in one language (guide admin's 'Generate with AI'). */
  generateTopicSections(
    topic: { title: string; slug: string; description: string | null },
    locale?: Locale,
  ): Promise<TopicSections>;
  /** An illustration for a section; `key` makes it deterministic where the provider can be. */
  generateImage(prompt: string, key: string): Promise<GeneratedImage>;
}
