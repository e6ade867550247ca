import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AssistantWorker } from "./assistant.worker";
import { type AssistantBrain, modelBrain } from "./assistant-reply.service";

declare module "fastify" {
  interface FastifyInstance {
    assistant: {
      worker: AssistantWorker;
      /** Answer queued turns now (after a commit that wrote some). */
      kick(): void;
    };
  }
}

/** The seller assistant (decision 062): the worker that answers queued seller messages. */
export const assistantPlugin = fp(
  async (app: FastifyInstance, opts: { brain?: AssistantBrain } = {}) => {
    const { ai } = app.config;
    const model =
      ai.provider === "openai" && ai.baseUrl ? { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model } : null;
    const worker = new AssistantWorker(app.database.db, app.log, {
      publicUrl: app.config.publicUrl,
      now: () => app.texting.now(),
      brain: opts.brain ?? (model ? modelBrain(app.database.db, model) : undefined),
      delivered: () => {
        app.texting.kick();
        app.mail.kick();
      },
    });
    app.decorate("assistant", { worker, kick: () => worker.kick() });
    app.scheduler.worker("assistant", worker);
  },
  { name: "assistant" },
);
