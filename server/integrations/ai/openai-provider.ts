import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type PersonalisedGuide, personalisedGuideSchema } from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import { htmlToText } from "../../lib/guide-html";
import { detectImageType } from "../storage/detect-image-type";
import type { Storage } from "../storage/storage";
import type { AiProvider, GuideAnswers, LibraryTopic } from "./ai-provider";
import type { BuiltinProvider } from "./builtin-provider";

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  imageModel: string;
  timeoutMs?: number;
}

const topicSectionsSchema = z.object({
  sections: z
    .array(z.object({ title: z.string().min(3).max(120), content: z.string().min(10) }))
    .min(4)
    .max(5),
});

const systemPrompt = `You write personalised home-selling guides for sellers in Canada, for a real-estate brokerage.
Answer with one JSON object only: {"title": string, "introduction": string, "sections": [{"title": string, "content": string}], "conclusion": string}.
Write 4 to 6 sections. Plain text only (no HTML, no Markdown); separate paragraphs with a blank line.
Be specific and accurate for Canada; never invent statistics; suggest confirming details with the listing agent, a lawyer or notary.`;

/** Added to the system prompt for French visitors and French guide content (decision 017). */
export const CANADIAN_FRENCH_INSTRUCTION = `Write everything in Canadian French (fr-CA) as used in Québec, natural and idiomatic, not a word-for-word translation: use Québec real-estate terms such as courtier immobilier, vendeur, acheteur, promesse d'achat (offre d'achat outside Québec), inspection préachat, Déclarations du vendeur (DV), certificat de localisation, notaire, OACIQ, droits de mutation (« taxe de bienvenue »). Use Canadian dollars written 350 000 $ and French punctuation with « guillemets ».`;

const inLanguage = (prompt: string, locale: Locale | undefined) =>
  locale === "fr-CA" ? `${prompt}\n${CANADIAN_FRENCH_INSTRUCTION}` : prompt;

/**
 * Any OpenAI-compatible server (chat completions + image generation). Each call has a timeout and one
 * retry; when the server still fails or answers something invalid, the builtin provider takes over.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = "openai" as const;
  private readonly timeoutMs: number;

  constructor(
    private readonly options: OpenAiOptions,
    private readonly fallback: BuiltinProvider,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const response = await fetch(`${this.options.baseUrl.replace(/\/$/, "")}${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (!response.ok) throw new Error(`AI server answered ${response.status}`);
        return await response.json();
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  async generateGuide(topic: LibraryTopic, answers: GuideAnswers, locale?: Locale): Promise<PersonalisedGuide> {
    try {
      const library = topic.sections.map((s) => `## ${s.title}\n${htmlToText(s.content).slice(0, 1500)}`).join("\n\n");
      const user = `Topic: ${topic.title}\nThe seller's answers: ${JSON.stringify(answers)}\n\nOur library on this topic, to build on:\n${library}`;
      const reply = (await this.post("/chat/completions", {
        model: this.options.model,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: inLanguage(systemPrompt, locale) },
          { role: "user", content: user },
        ],
      })) as { choices?: { message?: { content?: string } }[] };
      const text = reply.choices?.[0]?.message?.content;
      if (!text) throw new Error("AI server answered without content");
      const guide = personalisedGuideSchema.parse(JSON.parse(text));
      const strip = (s: string) => s.replace(/<[^>]*>/g, "");
      return {
        title: strip(guide.title),
        introduction: strip(guide.introduction),
        conclusion: strip(guide.conclusion),
        sections: guide.sections.map((s) => ({ title: strip(s.title), content: strip(s.content) })),
      };
    } catch (error) {
      this.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "openai guide failed; using builtin",
      );
      return this.fallback.generateGuide(topic, answers, locale);
    }
  }

  async generateTopicSections(topic: { title: string; slug: string; description: string | null }, locale?: Locale) {
    try {
      const reply = (await this.post("/chat/completions", {
        model: this.options.model,
        response_format: { type: "json_object" },
        messages: [
          {
            role: "system",
            content: inLanguage(
              'You write home-selling guide content for sellers in Canada. Answer with one JSON object only: {"sections": [{"title": string, "content": string}]} with 4 or 5 sections of 150 to 400 words each. content is HTML using only p, ul, ol, li, strong, em, h3. Be accurate; never invent statistics.',
              locale,
            ),
          },
          { role: "user", content: `Guide topic: ${topic.title}\nDescription: ${topic.description ?? ""}` },
        ],
      })) as { choices?: { message?: { content?: string } }[] };
      const parsed = topicSectionsSchema.parse(JSON.parse(reply.choices?.[0]?.message?.content ?? ""));
      return parsed;
    } catch (error) {
      this.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "openai topic content failed; using builtin",
      );
      return this.fallback.generateTopicSections(topic, locale);
    }
  }

  async generateImage(prompt: string, key: string) {
    try {
      const reply = (await this.post("/images/generations", {
        model: this.options.imageModel,
        prompt: `${prompt}. Friendly flat illustration, no text.`,
        n: 1,
        size: "1024x1024",
        response_format: "b64_json",
      })) as { data?: { b64_json?: string }[] };
      const b64 = reply.data?.[0]?.b64_json;
      if (!b64) throw new Error("AI server answered without an image");
      const bytes = Buffer.from(b64, "base64");
      const type = detectImageType(bytes);
      if (!type || type.mime === "image/svg+xml") throw new Error("AI server answered with an unknown image type");
      return { url: await this.storage.put(bytes, type) };
    } catch (error) {
      this.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "openai image failed; using builtin",
      );
      return this.fallback.generateImage(prompt, key);
    }
  }
}
