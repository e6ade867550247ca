import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  debugGuideResponseSchema,
  guideSectionSchema,
  guideTopicSchema,
  guideWithSectionsSchema,
  trackGuideViewSchema,
} from "../../../contract/guides";
import { idParamsSchema, safeString } from "../../../contract/safe-text";
import { HttpError } from "../../plugins/error-handler";
import { demoGuide } from "./demo-guide";
import { findGuideBySlug, findTopic, insertGuideView, listSections, listTopics } from "./guides.repository";

const guideNotFound = () => new HttpError(404, "Guide not found", "not_found");
const topicIdParams = idParamsSchema;

export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/guides/topics",
    { config: { access: "public" }, schema: { response: { 200: z.array(guideTopicSchema) } } },
    () => listTopics(db),
  );

  app.get(
    "/api/guides/topics/:id",
    { config: { access: "public" }, schema: { params: topicIdParams, response: { 200: guideTopicSchema } } },
    async (request) => (await findTopic(db, request.params.id)) ?? Promise.reject(guideNotFound()),
  );

  app.get(
    "/api/guides/topics/:id/sections",
    { config: { access: "public" }, schema: { params: topicIdParams, response: { 200: z.array(guideSectionSchema) } } },
    async (request) => {
      if (!(await findTopic(db, request.params.id))) throw guideNotFound();
      return listSections(db, request.params.id);
    },
  );

  app.get(
    "/api/guides/slug/:slug",
    {
      config: { access: "public" },
      schema: { params: z.object({ slug: safeString().max(200) }), response: { 200: guideWithSectionsSchema } },
    },
    async (request) => (await findGuideBySlug(db, request.params.slug)) ?? Promise.reject(guideNotFound()),
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

  const sampleGuide = async () => {
    const content = await demoGuide(db);
    if (!content) throw guideNotFound();
    return { content, token: "demo" };
  };
  // The sample guide of /guide-demo. The spec's /api/debug/guide name lives on outside production only:
  // no /api/debug/* route exists in production.
  app.get(
    "/api/guides/demo",
    { config: { access: "public" }, schema: { response: { 200: debugGuideResponseSchema } } },
    sampleGuide,
  );
  if (!app.config.isProduction) {
    app.get(
      "/api/debug/guide",
      { config: { access: "public" }, schema: { response: { 200: debugGuideResponseSchema } } },
      sampleGuide,
    );
  }
};
