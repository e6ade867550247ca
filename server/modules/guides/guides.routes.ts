import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  debugGuideResponseSchema,
  guideLocaleQuerySchema,
  guideSectionSchema,
  guideTopicSchema,
  guideWithSectionsSchema,
  trackGuideViewSchema,
} from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import { idParamsSchema, safeString } from "../../../contract/safe-text";
import { httpError } from "../../lib/http-error";
import { demoGuide } from "./demo-guide";
import { findGuideBySlug, findTopic, insertGuideView, listSections, listTopics } from "./guides.repository";

const guideNotFound = () => httpError("guide_not_found", {});
const topicIdParams = idParamsSchema;

export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/guides/topics",
    {
      config: { access: "public" },
      schema: { querystring: guideLocaleQuerySchema, response: { 200: z.array(guideTopicSchema) } },
    },
    (request) => listTopics(db, request.query.locale),
  );

  app.get(
    "/api/guides/topics/:id",
    {
      config: { access: "public" },
      schema: { params: topicIdParams, querystring: guideLocaleQuerySchema, response: { 200: guideTopicSchema } },
    },
    async (request) =>
      (await findTopic(db, request.params.id, request.query.locale)) ?? Promise.reject(guideNotFound()),
  );

  app.get(
    "/api/guides/topics/:id/sections",
    {
      config: { access: "public" },
      schema: {
        params: topicIdParams,
        querystring: guideLocaleQuerySchema,
        response: { 200: z.array(guideSectionSchema) },
      },
    },
    async (request) => {
      // The sections of the language the topic is served in (each section names its locale).
      const topic = await findTopic(db, request.params.id, request.query.locale);
      if (!topic) throw guideNotFound();
      return listSections(db, topic.id, topic.locale);
    },
  );

  app.get(
    "/api/guides/slug/:slug",
    {
      config: { access: "public" },
      schema: {
        params: z.object({ slug: safeString().max(200) }),
        querystring: guideLocaleQuerySchema,
        response: { 200: guideWithSectionsSchema },
      },
    },
    async (request) =>
      (await findGuideBySlug(db, request.params.slug, request.query.locale)) ?? Promise.reject(guideNotFound()),
  );

  // Fire-and-forget from the page: junk is ignored, never an error the page could trip over.
  app.post(
    "/api/guides/track",
    {
      config: { access: "public", rateLimit: { max: app.config.leadRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      const parsed = trackGuideViewSchema.safeParse(request.body);
      if (parsed.success) await insertGuideView(db, parsed.data.topic, parsed.data.slug);
      return reply.status(204).send();
    },
  );

  const sampleGuide = async (request: { query: { locale: Locale } }) => {
    const content = await demoGuide(db, request.query.locale);
    if (!content) throw guideNotFound();
    return { content, token: "demo" };
  };
  // The sample guide of /guide-demo. The spec's /api/debug/guide name lives on outside production only:
  // no /api/debug/* route exists in production.
  app.get(
    "/api/guides/demo",
    {
      config: { access: "public" },
      schema: { querystring: guideLocaleQuerySchema, response: { 200: debugGuideResponseSchema } },
    },
    sampleGuide,
  );
  if (!app.config.isProduction) {
    app.get(
      "/api/debug/guide",
      {
        config: { access: "public" },
        schema: { querystring: guideLocaleQuerySchema, response: { 200: debugGuideResponseSchema } },
      },
      sampleGuide,
    );
  }
};
