/** Where the visitor came from, sent with every lead save (`source` and `utm` of `PublicLeadInput`). */
export interface Attribution {
  source: string;
  utm?: Partial<Record<UtmKey, string>>;
}

const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
type UtmKey = (typeof utmKeys)[number];

const STORAGE_KEY = "lead-attribution";
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

function referrerSource(referrer: string, ownHost: string): string {
  try {
    const host = new URL(referrer).host;
    if (host && host !== ownHost) return host.slice(0, SOURCE_MAX);
  } catch {
    // empty or not a URL
  }
  return "direct";
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

function write(attribution: Attribution): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // storage blocked: attribution is then taken from the current page each time
  }
}

/**
 * The visitor's attribution for this browser session. The first page that calls it records the landing
 * URL's utm_* parameters and the referrer host ("direct" when none); later calls return that record, except
 * that UTM parameters seen later fill in a session that arrived without any.
 */
export function captureAttribution(): Attribution {
  // Server rendering: nothing to record; the browser captures the visit when the page hydrates.
  if (typeof window === "undefined") return { source: "direct" };
  const stored = read();
  const utm = parseUtm(window.location.search);
  if (stored) {
    if (!stored.utm && utm) {
      const updated = { ...stored, utm };
      write(updated);
      return updated;
    }
    return stored;
  }
  const attribution: Attribution = { source: referrerSource(document.referrer, window.location.host) };
  if (utm) attribution.utm = utm;
  write(attribution);
  return attribution;
}
