/**
 * Where the visitor came from, sent with every lead save (`source` and `utm` of `PublicLeadInput`): the
 * source is the campaign's `utm_source` when the landing address has one, else the referring site's host,
 * else "direct"; the referring host also travels beside the UTM parameters as `utm.referrer`. That is the
 * first touch; `lastTouch` is the latest arrival by a campaign or another site (issue 43), never "direct".
 */
export interface Attribution {
  source: string;
  utm?: Partial<Record<UtmKey | "referrer", string>>;
  lastTouch?: Partial<Record<UtmKey | "referrer", string>>;
}

const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
type UtmKey = (typeof utmKeys)[number];
const DIRECT = "direct";

const STORAGE_KEY = "lead-attribution";
const LAST_KEY = "lead-attribution-last";
// The server caps each UTM value at 100 characters and the source at 200; longer values would be refused.
const UTM_MAX = 100;
const SOURCE_MAX = 200;

function parseUtm(search: string): Attribution["utm"] {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, UTM_MAX);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The referring site's host; undefined without a referrer or when it is this site. */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host;
    if (host && host !== ownHost) return host.slice(0, UTM_MAX);
  } catch {
    // empty or not a URL
  }
  return undefined;
}

/** The source a lead records: the campaign's own name for itself first, then the referring site. */
function attributionOf(utm: Attribution["utm"], referrer: string | undefined): Attribution {
  const source = (utm?.source ?? referrer ?? DIRECT).slice(0, SOURCE_MAX);
  const all = { ...utm, ...(referrer ? { referrer } : {}) };
  return Object.keys(all).length > 0 ? { source, utm: all } : { source };
}

function read(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Attribution;
    return typeof parsed.source === "string" ? parsed : null;
  } catch {
    return null;
  }
}

function write(attribution: Attribution, key = STORAGE_KEY): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(attribution));
  } catch {
    // storage blocked: attribution is then taken from the current page each time
  }
}

/**
 * The last touch: this page's campaign or referring site when it has one (kept for the session), else the
 * one kept. A plain arrival (a typed address, a link inside the portal) never replaces it with "direct".
 */
function lastTouchOf(utm: Attribution["utm"], referrer: string | undefined): Attribution["lastTouch"] {
  const seen = attributionOf(utm, referrer);
  if (seen.source !== DIRECT && seen.utm) {
    const touch = { source: seen.source, ...seen.utm };
    write({ source: seen.source, utm: touch }, LAST_KEY);
    return touch;
  }
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(LAST_KEY) ?? "null") as Attribution | null;
    return kept?.utm;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's attribution for this browser session. The first page that calls it records the landing
 * URL's utm_* parameters and the referrer host; later calls return that record, except that UTM parameters
 * seen later fill in a session that arrived without any.
 */
export function captureAttribution(): Attribution {
  // Server rendering: nothing to record; the browser captures the visit when the page hydrates.
  if (typeof window === "undefined") return { source: DIRECT };
  const stored = read();
  const utm = parseUtm(window.location.search);
  const referrer = referrerHost(document.referrer, window.location.host);
  const last = lastTouchOf(utm, referrer);
  const withLast = (first: Attribution): Attribution => (last ? { ...first, lastTouch: last } : first);
  if (stored) {
    // A campaign seen after a plain arrival names the source: "direct" never hides it.
    if (utm && !utmKeys.some((key) => stored.utm?.[key])) {
      const updated = attributionOf(utm, stored.utm?.referrer);
      write(updated);
      return withLast(updated);
    }
    return withLast(stored);
  }
  const attribution = attributionOf(utm, referrer);
  write(attribution);
  return withLast(attribution);
}
