import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  generateContentInputSchema,
  generateImageInputSchema,
  guideLocaleQuerySchema,
  guideSectionInputSchema,
  guideSectionSchema,
  guideTopicInputSchema,
  guideTopicSchema,
  localeSchema,
  MAX_UPLOAD_BYTES,
  sectionImageUrlInputSchema,
  uploadImageResponseSchema,
} from "../../../contract/guides";
import { idParamsSchema } from "../../../contract/safe-text";
import { detectImageType } from "../../integrations/storage/detect-image-type";
import { httpError } from "../../lib/http-error";
import {
  addSection,
  createTopic,
  editSection,
  editTopic,
  generateSectionImage,
  generateTopicContent,
  removeSection,
  removeTopicLocale,
  setSectionImageUrl,
} from "./guide-admin.service";

const idParams = idParamsSchema;
const access = ["admin", "manager"] as const;

/** The guide admin (DESIGN.md 5.5: admins and managers): topics, sections, AI content, images. */
export const guideAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    "/api/guides/topics",
    {
      config: { access },
      schema: { querystring: guideLocaleQuerySchema, body: guideTopicInputSchema, response: { 201: guideTopicSchema } },
    },
    async (request, reply) => reply.status(201).send(await createTopic(db, request.body, request.query.locale)),
  );

  app.put(
    "/api/guides/topics/:id",
    {
      config: { access },
      schema: {
        params: idParams,
        querystring: guideLocaleQuerySchema,
        body: guideTopicInputSchema,
        response: { 200: guideTopicSchema },
      },
    },
    (request) => editTopic(db, request.params.id, request.body, request.query.locale),
  );

  app.delete(
    "/api/guides/topics/:id/locales/:locale",
    {
      config: { access },
      schema: {
        params: idParamsSchema.extend({ locale: localeSchema }),
        response: { 200: guideTopicSchema },
      },
    },
    (request) => removeTopicLocale(db, request.params.id, request.params.locale),
  );

  app.post(
    "/api/guides/topics/:id/sections",
    {
      config: { access },
      schema: {
        params: idParams,
        querystring: guideLocaleQuerySchema,
        body: guideSectionInputSchema,
        response: { 201: guideSectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSection(db, request.params.id, request.body, request.query.locale)),
  );

  app.put(
    "/api/guides/sections/:id",
    {
      config: { access },
      schema: { params: idParams, body: guideSectionInputSchema, response: { 200: guideSectionSchema } },
    },
    (request) => editSection(db, request.params.id, request.body),
  );

  app.delete(
    "/api/guides/sections/:id",
    { config: { access }, schema: { params: idParams } },
    async (request, reply) => {
      await removeSection(db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    "/api/guides/sections/:id/image-url",
    {
      config: { access },
      schema: { params: idParams, body: sectionImageUrlInputSchema, response: { 200: guideSectionSchema } },
    },
    (request) => setSectionImageUrl(db, request.params.id, request.body.imageUrl),
  );

  app.post(
    "/api/guides/upload-image",
    { config: { access }, schema: { response: { 200: uploadImageResponseSchema } } },
    async (request) => {
      if (!request.isMultipart()) throw httpError("image_not_multipart", {});
      const file = await request.file();
      if (file?.fieldname !== "image") {
        throw httpError("image_file_required", {}, [{ path: "image", message: "Required" }]);
      }
      const bytes = await file.toBuffer(); // throws a 413 past the size limit
      const type = detectImageType(bytes);
      // SVG can carry scripts: refused, like anything that is not a raster image by its bytes.
      if (!type || type.mime === "image/svg+xml") {
        throw httpError("image_file_required", {});
      }
      const imageUrl = await app.storage.put(bytes, type);
      return {
        success: true as const,
        imageUrl,
        detectedType: type.mime,
        size: bytes.length,
        storage: app.storage.kind,
      };
    },
  );

  app.post(
    "/api/guides/topics/:id/generate-content",
    {
      config: { access, rateLimit: { max: app.config.guideRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: {
        params: idParams,
        querystring: guideLocaleQuerySchema,
        body: generateContentInputSchema,
        response: { 200: z.array(guideSectionSchema) },
      },
    },
    (request) => generateTopicContent(db, app.ai, request.params.id, request.query.locale, request.body.confirm),
  );

  app.post(
    "/api/guides/sections/:id/generate-image",
    {
      config: { access, rateLimit: { max: app.config.guideRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { params: idParams, body: generateImageInputSchema, response: { 200: guideSectionSchema } },
    },
    (request) => generateSectionImage(db, app.ai, request.params.id, request.body.imagePrompt),
  );
};
