import type { Locale } from "../../../../contract/locale";
import type { PushSubscriptionInput } from "../../../../contract/push";

/** Whether this browser can take Web Push at all (an iPhone only once the app is on the Home Screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** An iPhone or iPad, where push needs the app added to the Home Screen first (iOS 16.4 and later). */
export function isAppleMobile(): boolean {
  if (typeof navigator === "undefined") return false;
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1)
  );
}

/** Running as the installed app (from the Home Screen or an app window). */
export function isInstalledApp(): boolean {
  if (typeof window === "undefined") return false;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

/**
 * Points the page at the staff app's manifest in the user's language (public pages never carry it: sellers
 * are not offered the staff app), and adds the home-screen icon iPhones read.
 */
export function useStaffManifest(locale: Locale): void {
  if (typeof document === "undefined") return;
  const href = `/manifest.${locale}.webmanifest`;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "manifest";
    document.head.append(link);
  }
  if (link.getAttribute("href") !== href) link.href = href;
  if (!document.querySelector('link[rel="apple-touch-icon"]')) {
    const icon = document.createElement("link");
    icon.rel = "apple-touch-icon";
    icon.href = "/icons/apple-touch-icon-180.png";
    document.head.append(icon);
  }
}

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the service worker once per page (scope `/`). A new version waits until no open tab uses the
 * old one (the browser's default), so an open session is never switched under an agent's feet.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return Promise.resolve(undefined);
  registration ??= navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  return registration;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registerServiceWorker();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes this device with the server's VAPID key; throws when refused. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("notifications-denied");
  const reg = await registerServiceWorker();
  if (!reg) throw new Error("no-service-worker");
  await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const subscription =
    existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON() as PushSubscriptionInput;
}
