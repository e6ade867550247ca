import { randomBytes } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { ImageType } from "./detect-image-type";
import type { Storage } from "./storage";

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from (a CDN or the bucket's public URL); defaults to endpoint/bucket. */
  publicUrl?: string;
}

/** Any S3-compatible store (AWS, MinIO, R2, Spaces): objects PUT path-style with SigV4, served publicly. */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly publicBase: string;

  constructor(options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
    });
    this.base = `${options.endpoint.replace(/\/$/, "")}/${options.bucket}`;
    this.publicBase = (options.publicUrl ?? this.base).replace(/\/$/, "");
  }

  async put(bytes: Buffer, type: ImageType): Promise<string> {
    const key = `uploads/${randomBytes(16).toString("hex")}.${type.ext}`;
    const response = await this.client.fetch(`${this.base}/${key}`, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: {
        "content-type": type.mime,
        "cache-control": "public, max-age=31536000, immutable",
        "x-amz-meta-nosniff": "1",
      },
    });
    if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`);
    return `${this.publicBase}/${key}`;
  }

  async read(url: string): Promise<Buffer | undefined> {
    const key = url.startsWith(`${this.publicBase}/uploads/`) ? url.slice(this.publicBase.length + 1) : "";
    if (!/^uploads\/[0-9a-f]{32}\.[a-z]{3,4}$/.test(key)) return undefined;
    const response = await this.client.fetch(`${this.base}/${key}`);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
  }
}
