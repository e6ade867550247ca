import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { drawIllustration } from "../../integrations/ai/illustration";

/** Section illustrations drawn from their key; deterministic, so they cache forever. */
export const illustrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/illustrations/:key",
    {
      config: { access: "public" },
      schema: { params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/, "Invalid illustration key") }) },
    },
    async (request, reply) =>
      reply
        .type("image/svg+xml")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(drawIllustration(request.params.key)),
  );
};
