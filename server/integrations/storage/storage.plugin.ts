import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { httpError } from "../../lib/http-error";
import { DiskStorage } from "./disk-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

const mimeByExt: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * Disk storage under DATA_DIR/uploads (served here with the detected type and nosniff), or an
 * S3-compatible bucket when S3_ENDPOINT, S3_BUCKET and the keys are set. Files already on disk stay served.
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const disk = new DiskStorage(path.join(app.config.dataDir, "uploads"));
  const { s3 } = app.config;
  app.decorate<Storage>(
    "storage",
    s3?.endpoint && s3.accessKeyId && s3.secretAccessKey
      ? new S3Storage({
          endpoint: s3.endpoint,
          bucket: s3.bucket,
          region: s3.region,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
          publicUrl: s3.publicUrl,
        })
      : disk,
  );

  app.get(
    "/uploads/:name",
    {
      config: { access: "public" },
      schema: {
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/, "Invalid file name") }),
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const ext = name.split(".").pop() ?? "";
      const bytes = await readFile(path.join(disk.folder, name)).catch(() => {
        throw httpError("file_not_found", {});
      });
      return reply
        .type(mimeByExt[ext] ?? "application/octet-stream")
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .send(bytes);
    },
  );
});
