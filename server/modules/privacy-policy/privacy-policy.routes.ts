import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../../../contract/locale";
import {
  privacyPolicySchema,
  publicPrivacyPolicySchema,
  updatePrivacyPolicyInputSchema,
} from "../../../contract/privacy-settings";
import { policyIn, readPrivacyPolicy, savePrivacyPolicy } from "./privacy-policy.service";

/** The public policy (the /privacy page reads it) and its editing by admins (decision 021). */
export const privacyPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/privacy-policy",
    {
      config: { access: "public" },
      schema: {
        querystring: z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) }),
        response: { 200: publicPrivacyPolicySchema },
      },
    },
    async (request) => policyIn(await readPrivacyPolicy(db), request.query.locale),
  );

  app.get(
    "/api/admin/privacy-policy",
    { config: { access: ["admin"] }, schema: { response: { 200: privacyPolicySchema } } },
    () => readPrivacyPolicy(db),
  );

  app.put(
    "/api/admin/privacy-policy",
    {
      config: { access: ["admin"] },
      schema: { body: updatePrivacyPolicyInputSchema, response: { 200: privacyPolicySchema } },
    },
    (request) => savePrivacyPolicy(db, request.body, new Date()),
  );
};
