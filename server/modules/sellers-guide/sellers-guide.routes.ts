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
  sellersGuideResponseSchema,
} from "../../../contract/sellers-guide";
import { guideLanguage } from "./guide-language.repository";
import { followUpQuestionsFor } from "./questions";
import { generateSellersGuide, guideSectionImage, requireGuide, submitGuideResponses } from "./sellers-guide.service";

const tokenParams = z.object({ token: guideTokenSchema });

export const sellersGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const generationLimit = { max: app.config.guideRateLimitPerMinute, timeWindow: "1 minute" };

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
    async (request) => {
      const guide = await requireGuide(db, request.params.token);
      return { content: { ...guide.content, locale: await guideLanguage(db, guide) } };
    },
  );

  app.get(
    "/api/sellers-guide/:token/questions",
    {
      config: { access: "public" },
      schema: { params: tokenParams, querystring: localeQuerySchema, response: { 200: questionsResponseSchema } },
    },
    async (request) => {
      await requireGuide(db, request.params.token);
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
      await submitGuideResponses(db, request.params.token, request.body.responses);
      return { ok: true };
    },
  );

  app.post(
    "/api/sellers-guide/:token/images",
    {
      config: { access: "public", rateLimit: generationLimit },
      schema: { params: tokenParams, body: guideImageInputSchema, response: { 200: guideImageResponseSchema } },
    },
    (request) => guideSectionImage(db, app.ai, request.params.token, request.body.sectionTitle),
  );
};
