import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AiProvider } from "./ai-provider";
import { BuiltinProvider } from "./builtin-provider";
import { OpenAiProvider } from "./openai-provider";

declare module "fastify" {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

/** The configured provider: builtin by default, OpenAI-compatible when AI_PROVIDER/AI_BASE_URL say so. */
export const aiPlugin = fp(async (app: FastifyInstance) => {
  const builtin = new BuiltinProvider();
  const { ai } = app.config;
  app.decorate<AiProvider>(
    "ai",
    ai.provider === "openai" && ai.baseUrl
      ? new OpenAiProvider(
          { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, imageModel: ai.imageModel },
          builtin,
          app.storage,
          app.log,
        )
      : builtin,
  );
});
