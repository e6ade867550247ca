import type { ImageType } from "./detect-image-type";

/** Where uploaded and generated images live: disk by default, S3-compatible storage when configured. */
export interface Storage {
  /** Where the bytes go (the upload check page shows it). */
  readonly kind: "disk" | "s3";
  /** Stores the bytes under a server-made name and returns the URL the browser loads them from. */
  put(bytes: Buffer, type: ImageType): Promise<string>;
  /** The bytes of an image this storage made (by the URL `put` returned); undefined for any other URL. */
  read(url: string): Promise<Buffer | undefined>;
}
