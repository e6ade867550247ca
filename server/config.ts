import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = z.url().optional();

/** An IPv4 or IPv6 address, optionally with a CIDR prefix. */
function isAddressOrCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For: off (the default), a hop count, or the reverse proxies' addresses
 * or CIDRs. "true" (trust anyone) is refused: any client could then pick its own address.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (["false", "off", "no", "0"].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 32) return hops;
    }
    const list = v
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: "custom",
      message: "must be off, a hop count (1-32) or a comma-separated list of proxy addresses or CIDRs",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO: booleanString.optional(),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** The address every e-mail leaves from; the display name is the agent's and the brokerage's (decision 050). */
  MAIL_FROM: z.string().min(3).default("Seller Portal <portal@seller-portal.local>"),
  /** The domain of per-lead reply addresses (`reply+<token>@REPLY_DOMAIN`, decision 050); unset, Reply-To is the agent's address. */
  REPLY_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain name such as reply.example.com")
    .optional(),
  /** The key of reply-address tokens; unset, one is derived from PERSON_HASH_KEY. */
  REPLY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** DKIM signing (decision 050): all three or none. The private key is PEM; `\n` may stand for line breaks. */
  DKIM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain name such as example.com")
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-_.]+$/, "must be a DNS label such as portal2026")
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  AI_PROVIDER: z.enum(["builtin", "openai"]).optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_IMAGE_MODEL: z.string().min(1).default("gpt-image-1"),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  /** Public lead saves allowed per client IP per minute (generous for real visitors). */
  RATE_LIMIT_LEADS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Guide and image generations allowed per client IP per minute (each costs AI time). */
  RATE_LIMIT_GUIDES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** The built client to serve (default dist/client); lets parallel test runs use their own builds. */
  CLIENT_DIR: z.string().min(1).default("dist/client"),
  TRUST_PROXY: trustProxySchema.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Server processes started by `npm start` on PostgreSQL: a number, or `auto` for one per core. */
  WORKERS: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(256)]).default(1),
  /**
   * Whether this process runs the cluster-wide scheduled jobs (retention, idle-lead reassignment); WORKERS
   * gives them to one. Per-process housekeeping and the queues run everywhere (decision 028).
   */
  RUN_JOBS: booleanString.default(true),
  /**
   * The key of the hashes that stand for e-mails and phones in the consent ledger and the suppression list
   * (decision 027). Unset, it is made once in DATA_DIR; every process of a fleet needs the same one.
   */
  PERSON_HASH_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** Bearer token that /metrics requires when set. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** On SIGTERM, how long the process keeps serving (not ready) so load balancers stop sending to it. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Host names that webhooks may reach in production although they resolve to a private address (an
   * internal CRM), comma-separated. Everything else private, loopback or link-local is refused.
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]+(\s*,\s*[A-Za-z0-9.-]+)*$/, "must be a comma-separated list of host names")
    .optional(),
  /**
   * How long a webhook being sent is hidden from other workers (renewed while it is in flight); after a
   * crash mid-delivery, the message is sent again once this runs out.
   */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * How long a lead import's claim holds without renewal (renewed every third of it while the import
   * runs): when a process dies mid-import, another one goes on once this runs out.
   */
  IMPORT_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Calls allowed per API key per minute on /api/v1. */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Texting (decision 038): `twilio` (or a Twilio-compatible provider); unset, texts stay in the outbox. */
  SMS_PROVIDER: z.enum(["twilio"]).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number such as +15145550100")
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  TWILIO_API_BASE: z.url().default("https://api.twilio.com"),
  /**
   * Calls (decision 052): the brokerage's number, the caller ID sellers see; defaults to TWILIO_FROM. With
   * SMS_PROVIDER=twilio and a number, click-to-call goes through the same account's Voice API.
   */
  TWILIO_VOICE_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number such as +15145550100")
    .optional(),
  /** Web Push (decision 035): the VAPID key pair, base64url; unset outside production, one is kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, "must be a base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, "must be a base64url P-256 private key")
    .optional(),
  /** Decision 039: the shared secret a mail provider's inbound-e-mail webhook sends (X-Inbound-Secret); unset turns the webhook off. */
  INBOUND_EMAIL_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Meta Lead Ads (decision 053): the webhook's verify token and app secret (X-Hub-Signature-256), the
   * access token the Graph API reads leads with, and the Graph API's base URL (a loopback peer in tests).
   * Unset secret or token: the webhook answers 404.
   */
  META_VERIFY_TOKEN: z.string().min(8, "must be at least 8 characters").optional(),
  META_APP_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  META_ACCESS_TOKEN: z.string().min(1).optional(),
  META_GRAPH_BASE: z.url().default("https://graph.facebook.com/v21.0"),
  /**
   * Meta's Conversions API for CRM (decision 055): the dataset (pixel) id the stage changes of Meta leads go
   * to, and a system user's token for it. Both or neither; unset, nothing is sent and an admin cannot turn
   * it on. Posted to META_GRAPH_BASE.
   */
  META_CAPI_DATASET_ID: z
    .string()
    .regex(/^\d{1,20}$/, "must be the dataset's digits")
    .optional(),
  META_CAPI_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Google Ads lead form webhook (decision 053): the key the form's webhook sends as `google_key`; unset: off. */
  GOOGLE_LEAD_FORM_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** The portal's inbound SMTP listener for sellers' replies (decision 051); unset, it is off. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default("0.0.0.0"),
  /** The largest inbound e-mail accepted (SMTP SIZE and the providers' webhooks), in bytes. */
  INBOUND_MAX_BYTES: z.coerce.number().int().min(10_000).max(100_000_000).default(15_000_000),
  /** Postmark's inbound webhook: the HTTP basic credentials of its URL, `user:password`; unset, it is off. */
  POSTMARK_INBOUND_AUTH: z
    .string()
    .regex(/^[^:]+:.{16,}$/, "must be user:password, the password at least 16 characters")
    .optional(),
  /** SendGrid's Inbound Parse: the HTTP basic credentials of its URL, `user:password`; unset, it is off. */
  SENDGRID_INBOUND_AUTH: z
    .string()
    .regex(/^[^:]+:.{16,}$/, "must be user:password, the password at least 16 characters")
    .optional(),
  /** Load shedding (decision 044): past this mean event-loop delay in ms, public writes answer 503 (0: off). */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Decision 048: for this long after listen, event-loop delay sheds nothing (the per-slot limit still applies). */
  LOAD_SHED_WARM_UP_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /**
   * Public writes (lead saves) handled at once per process; the rest wait up to PUBLIC_WRITE_MAX_WAIT_MS for
   * a slot, then answer 503. Default: half the PostgreSQL pool (5), or 4 on PGlite's one connection.
   */
  PUBLIC_WRITE_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  PUBLIC_WRITE_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Who runs the push sender, for push services to reach: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: address")
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  demo: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** REPLY_DOMAIN: per-lead reply addresses are `reply+<token>@replyDomain` (server/lib/reply-address.ts). */
  replyDomain: string | undefined;
  /** The key of those tokens (REPLY_SECRET, else derived from PERSON_HASH_KEY); set whenever replyDomain is. */
  replyKey: string | undefined;
  /** DKIM signing of every e-mail (nodemailer's `dkim` option), or undefined. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  ai: {
    provider: "builtin" | "openai";
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    imageModel: string;
  };
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      }
    | undefined;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs (TRUST_PROXY). */
  trustProxy: false | number | string[];
  leadRateLimitPerMinute: number;
  guideRateLimitPerMinute: number;
  /** Folder of the built client; tests may point elsewhere. */
  clientDir: string;
  /** How many server processes `npm start` runs (always 1 on PGlite). */
  workers: number;
  runJobs: boolean;
  metricsToken: string | undefined;
  /** PERSON_HASH_KEY, or undefined: the key is then kept in the data directory (privacy/person-hash-key.ts). */
  personHashKey: string | undefined;
  shutdownDrainMs: number;
  webhookAllowedHosts: string[];
  webhookLeaseMs: number;
  importLeaseMs: number;
  apiRateLimitPerMinute: number;
  /** Texting through a Twilio-compatible provider (decision 038); undefined: texts stay in the outbox. */
  sms:
    | {
        provider: "twilio";
        accountSid: string;
        authToken: string;
        from: string | undefined;
        messagingServiceSid: string | undefined;
        apiBase: string;
      }
    | undefined;
  /** Calls through the same Twilio-compatible account (decision 052); undefined: no call is placed. */
  voice: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  /** VAPID keys from the environment, or undefined (then kept in the database outside production). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** The inbound-e-mail webhook's shared secret (decision 039), or undefined: the webhook is off. */
  inboundEmailSecret: string | undefined;
  /** Ad-platform lead forms (decision 053); each part undefined while its secrets are unset. */
  ads: {
    meta: { verifyToken: string; appSecret: string; accessToken: string; graphBase: string } | undefined;
    googleLeadFormKey: string | undefined;
    /** The Conversions API for CRM (decision 055), or undefined while its dataset and token are unset. */
    metaConversions: { graphBase: string; datasetId: string; accessToken: string } | undefined;
  };
  /** Inbound replies (decision 051): the SMTP listener (port undefined: off) and the providers' webhooks. */
  inbound: {
    smtpPort: number | undefined;
    smtpHost: string;
    maxBytes: number;
    postmarkAuth: string | undefined;
    sendgridAuth: string | undefined;
  };
  /** Load shedding (decision 044, plugins/load-shedding.ts). */
  loadShedding: {
    maxEventLoopDelayMs: number;
    publicWriteConcurrency: number;
    publicWriteMaxWaitMs: number;
    warmUpGraceMs: number;
  };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    const received = cleaned[name as keyof typeof cleaned];
    throw new ConfigError(
      `Invalid environment variable ${name}${received === undefined ? "" : ` (got "${received}")`}: ${issue?.message ?? "invalid"}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const provider = e.AI_PROVIDER ?? (e.AI_BASE_URL ? "openai" : "builtin");
  if (provider === "openai" && !e.AI_BASE_URL) {
    throw new ConfigError("Invalid environment variable AI_BASE_URL: required when AI_PROVIDER=openai");
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    throw new ConfigError(
      `Invalid environment variable ${missing}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together`,
    );
  }
  if (Boolean(e.META_CAPI_DATASET_ID) !== Boolean(e.META_CAPI_ACCESS_TOKEN)) {
    const missing = e.META_CAPI_DATASET_ID ? "META_CAPI_ACCESS_TOKEN" : "META_CAPI_DATASET_ID";
    throw new ConfigError(
      `Invalid environment variable ${missing}: META_CAPI_DATASET_ID and META_CAPI_ACCESS_TOKEN go together`,
    );
  }
  const metaSet = [e.META_VERIFY_TOKEN, e.META_APP_SECRET, e.META_ACCESS_TOKEN].filter(Boolean).length;
  if (metaSet > 0 && metaSet < 3) {
    const missing = (["META_VERIFY_TOKEN", "META_APP_SECRET", "META_ACCESS_TOKEN"] as const).find((name) => !e[name]);
    throw new ConfigError(
      `Invalid environment variable ${missing}: META_VERIFY_TOKEN, META_APP_SECRET and META_ACCESS_TOKEN go together`,
    );
  }
  if (e.SMS_PROVIDER === "twilio") {
    for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"] as const) {
      if (!e[name]) throw new ConfigError(`Invalid environment variable ${name}: required when SMS_PROVIDER=twilio`);
    }
    if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID) {
      throw new ConfigError(
        "Invalid environment variable TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio",
      );
    }
  }
  const dkimSet = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimSet !== 0 && dkimSet !== 3) {
    const missing = !e.DKIM_DOMAIN ? "DKIM_DOMAIN" : !e.DKIM_SELECTOR ? "DKIM_SELECTOR" : "DKIM_PRIVATE_KEY";
    throw new ConfigError(
      `Invalid environment variable ${missing}: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together`,
    );
  }
  const dkimKey = e.DKIM_PRIVATE_KEY?.replace(/\\n/g, "\n");
  if (dkimKey && !/-----BEGIN (RSA )?PRIVATE KEY-----/.test(dkimKey)) {
    throw new ConfigError("Invalid environment variable DKIM_PRIVATE_KEY: must be a PEM private key");
  }
  const replyKey =
    e.REPLY_SECRET ??
    (e.PERSON_HASH_KEY ? createHmac("sha256", e.PERSON_HASH_KEY).update("reply-address").digest("hex") : undefined);
  if (e.REPLY_DOMAIN && !replyKey) {
    throw new ConfigError(
      "Invalid environment variable REPLY_SECRET: REPLY_SECRET (or PERSON_HASH_KEY) is required when REPLY_DOMAIN is set",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    isProduction,
    demo: e.DEMO ?? !isProduction,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === "0.0.0.0" ? "localhost" : e.HOST}:${e.PORT}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    replyDomain: e.REPLY_DOMAIN,
    replyKey: e.REPLY_DOMAIN ? replyKey : undefined,
    dkim:
      e.DKIM_DOMAIN && e.DKIM_SELECTOR && dkimKey
        ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: dkimKey }
        : undefined,
    ai: {
      provider,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
    },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    leadRateLimitPerMinute: e.RATE_LIMIT_LEADS_PER_MINUTE,
    guideRateLimitPerMinute: e.RATE_LIMIT_GUIDES_PER_MINUTE,
    clientDir: path.resolve(e.CLIENT_DIR),
    workers: e.WORKERS === "auto" ? availableParallelism() : e.WORKERS,
    runJobs: e.RUN_JOBS,
    metricsToken: e.METRICS_TOKEN,
    personHashKey: e.PERSON_HASH_KEY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0),
    webhookAllowedHosts: (e.WEBHOOK_ALLOWED_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    webhookLeaseMs: e.WEBHOOK_LEASE_MS,
    importLeaseMs: e.IMPORT_LEASE_MS,
    apiRateLimitPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
    sms:
      e.SMS_PROVIDER === "twilio"
        ? {
            provider: "twilio",
            accountSid: e.TWILIO_ACCOUNT_SID as string,
            authToken: e.TWILIO_AUTH_TOKEN as string,
            from: e.TWILIO_FROM,
            messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
            apiBase: e.TWILIO_API_BASE.replace(/\/$/, ""),
          }
        : undefined,
    voice:
      e.SMS_PROVIDER === "twilio" && (e.TWILIO_VOICE_FROM ?? e.TWILIO_FROM)
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID as string,
            authToken: e.TWILIO_AUTH_TOKEN as string,
            from: (e.TWILIO_VOICE_FROM ?? e.TWILIO_FROM) as string,
            apiBase: e.TWILIO_API_BASE.replace(/\/$/, ""),
          }
        : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? "mailto:push@seller-portal.invalid",
    inboundEmailSecret: e.INBOUND_EMAIL_SECRET,
    ads: {
      meta:
        e.META_VERIFY_TOKEN && e.META_APP_SECRET && e.META_ACCESS_TOKEN
          ? {
              verifyToken: e.META_VERIFY_TOKEN,
              appSecret: e.META_APP_SECRET,
              accessToken: e.META_ACCESS_TOKEN,
              graphBase: e.META_GRAPH_BASE.replace(/\/$/, ""),
            }
          : undefined,
      googleLeadFormKey: e.GOOGLE_LEAD_FORM_KEY,
      metaConversions:
        e.META_CAPI_DATASET_ID && e.META_CAPI_ACCESS_TOKEN
          ? {
              graphBase: e.META_GRAPH_BASE.replace(/\/$/, ""),
              datasetId: e.META_CAPI_DATASET_ID,
              accessToken: e.META_CAPI_ACCESS_TOKEN,
            }
          : undefined,
    },
    inbound: {
      smtpPort: e.INBOUND_SMTP_PORT,
      smtpHost: e.INBOUND_SMTP_HOST,
      maxBytes: e.INBOUND_MAX_BYTES,
      postmarkAuth: e.POSTMARK_INBOUND_AUTH,
      sendgridAuth: e.SENDGRID_INBOUND_AUTH,
    },
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      publicWriteConcurrency: e.PUBLIC_WRITE_CONCURRENCY ?? (e.DATABASE_URL ? 5 : 4),
      publicWriteMaxWaitMs: e.PUBLIC_WRITE_MAX_WAIT_MS,
      warmUpGraceMs: e.LOAD_SHED_WARM_UP_MS,
    },
  };
}
