import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  generateGuideInputSchema,
  generateGuideResponseSchema,
  guideImageInputSchema,
  guideImageResponseSchema,
  guideResponsesInputSchema,
  guideTokenSchema,
  localeQuerySchema,
  questionsResponseSchema,
  REQUIRED_QUESTION_IDS,
  sellersGuideResponseSchema,
} from "../../../contract/sellers-guide";
import { leads, sellersGuides } from "../../db/schema/index";
import { HttpError } from "../../plugins/error-handler";
import { appendKeptSubmissionsSql } from "../leads/kept-submissions";
import { followUpQuestionsFor } from "./questions";
import { generateSellersGuide } from "./sellers-guide.service";

const tokenParams = z.object({ token: guideTokenSchema });
const guideNotFound = () => new HttpError(404, "Guide not found", "not_found");

export const sellersGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const generationLimit = { max: app.config.guideRateLimitPerMinute, timeWindow: "1 minute" };

  async function findGuide(token: string) {
    const [guide] = await db.select().from(sellersGuides).where(eq(sellersGuides.token, token));
    if (!guide) throw guideNotFound();
    return guide;
  }

  app.post(
    "/api/sellers-guide/generate",
    {
      config: { access: "public", rateLimit: generationLimit },
      schema: { body: generateGuideInputSchema, response: { 200: generateGuideResponseSchema } },
    },
    async (request) => {
      const result = await generateSellersGuide(db, app.ai, {
        topic: request.body.topic,
        leadId: request.body.leadId,
        leadSecret: request.body.leadSecret,
        publicUrl: app.config.publicUrl,
        locale: request.body.locale,
      });
      if (result.queuedEmail) app.mail.kick();
      return { token: result.token, content: result.content };
    },
  );

  app.get(
    "/api/sellers-guide/:token",
    { config: { access: "public" }, schema: { params: tokenParams, response: { 200: sellersGuideResponseSchema } } },
    async (request) => ({ content: (await findGuide(request.params.token)).content }),
  );

  app.get(
    "/api/sellers-guide/:token/questions",
    {
      config: { access: "public" },
      schema: { params: tokenParams, querystring: localeQuerySchema, response: { 200: questionsResponseSchema } },
    },
    async (request) => {
      await findGuide(request.params.token);
      return { questions: followUpQuestionsFor(request.query.locale) };
    },
  );

  app.post(
    "/api/sellers-guide/:token/responses",
    {
      config: { access: "public", rateLimit: { max: app.config.leadRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { params: tokenParams, body: guideResponsesInputSchema },
    },
    async (request) => {
      const guide = await findGuide(request.params.token);
      const answers = new Map(request.body.responses.map((r) => [r.questionId, r.answer]));
      const missing = REQUIRED_QUESTION_IDS.filter((id) => !answers.get(id));
      if (missing.length > 0) {
        throw new HttpError(
          400,
          "Please answer the required questions.",
          "validation_error",
          missing.map((id) => ({ path: `body.responses.${id}`, message: "Required" })),
        );
      }
      const known = new Set(followUpQuestionsFor(undefined).map((q) => q.id));
      const responses = request.body.responses.filter((r) => known.has(r.questionId));
      await db.transaction(async (tx) => {
        await tx.update(sellersGuides).set({ responses }).where(eq(sellersGuides.token, guide.token));
        if (guide.leadId) {
          const submission = { at: new Date().toISOString(), kind: "guide_responses", body: responses };
          await tx
            .update(leads)
            .set({
              fullName: sql`coalesce(${leads.fullName}, ${answers.get("name") ?? null})`,
              phone: sql`coalesce(${leads.phone}, ${answers.get("q3") || null})`,
              formData: appendKeptSubmissionsSql(leads.formData, [submission]),
              updatedAt: new Date(),
            })
            .where(eq(leads.id, guide.leadId));
        }
      });
      return { ok: true };
    },
  );

  app.post(
    "/api/sellers-guide/:token/images",
    {
      config: { access: "public", rateLimit: generationLimit },
      schema: { params: tokenParams, body: guideImageInputSchema, response: { 200: guideImageResponseSchema } },
    },
    async (request) => {
      const guide = await findGuide(request.params.token);
      const { sectionTitle } = request.body;
      const section = guide.content.sections.find((s) => s.title === sectionTitle);
      if (!section) throw new HttpError(404, "Section not found", "not_found");
      const image = await app.ai.generateImage(
        `An illustration for the section "${sectionTitle}" of a home seller's guide on ${guide.topic}`,
        `guide-${guide.token.slice(0, 8).toLowerCase()}-${sectionTitle}`,
      );
      return { imageUrl: image.url };
    },
  );
};
