declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  interface EceParams {
    version: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    dh?: string;
    authSecret?: string;
  }
  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
}
