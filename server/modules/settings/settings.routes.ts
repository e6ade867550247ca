import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { brokerageSchema } from "../../../contract/settings";
import { getBrokerage } from "./settings.repository";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/brokerage", { config: { access: "public" }, schema: { response: { 200: brokerageSchema } } }, () =>
    getBrokerage(app.database.db),
  );
};
