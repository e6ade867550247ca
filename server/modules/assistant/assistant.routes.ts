import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assistantModesSchema, handBackResponseSchema } from "../../../contract/assistant";
import { leadIdSchema } from "../../../contract/leads";
import { handBack, readAssistantModes, saveAssistantModes } from "./assistant-queue.service";

const leadParams = z.object({ id: leadIdSchema });

/** The seller assistant (decision 062): admins set its mode per channel; staff hand a conversation back. */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/admin/assistant/modes",
    { config: { access: ["admin"] }, schema: { response: { 200: assistantModesSchema } } },
    async () => readAssistantModes(db),
  );

  app.put(
    "/api/admin/assistant/modes",
    { config: { access: ["admin"] }, schema: { body: assistantModesSchema, response: { 200: assistantModesSchema } } },
    async (request) => saveAssistantModes(db, request.body),
  );

  app.post(
    "/api/leads/:id/assistant/hand-back",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 200: handBackResponseSchema } } },
    async (request) => {
      await handBack(db, request.params.id, new Date());
      return { silent: false as const };
    },
  );
};
