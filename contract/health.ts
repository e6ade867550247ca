import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  aiProvider: z.enum(["builtin", "openai"]),
  /** The Node.js version the server runs on, e.g. "v26.10.0". */
  runtime: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
