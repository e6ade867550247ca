import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageType } from "./detect-image-type";
import type { Storage } from "./storage";

export const UPLOADS_URL_PREFIX = "/uploads/";

/** Files under DATA_DIR/uploads, named by the server, served by storage.routes.ts. */
export class DiskStorage implements Storage {
  readonly kind = "disk" as const;

  constructor(readonly folder: string) {}

  async put(bytes: Buffer, type: ImageType): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `${randomBytes(16).toString("hex")}.${type.ext}`;
    await writeFile(path.join(this.folder, name), bytes, { flag: "wx" });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  async read(url: string): Promise<Buffer | undefined> {
    const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : "";
    // Only a name this storage made: no folders, no way out of the uploads folder.
    if (!/^[0-9a-f]{32}\.[a-z]{3,4}$/.test(name)) return undefined;
    return readFile(path.join(this.folder, name)).catch(() => undefined);
  }
}
