// The staff app's service worker (decision 035), built by vite-plugin-pwa in injectManifest mode: Workbox
// precaches the built shell and static assets (never an API answer), staff pages fall back to the cached
// shell when offline, and pushes become notifications whose Claim action claims the lead.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { pageRoutes } from "../../../contract/page-routes";
import type { PushPayload } from "../../../contract/push";

// The service worker's own globals, typed here: the project compiles against the DOM library, not WebWorker's.
interface NotificationLike {
  tag: string;
  data: unknown;
  close(): void;
}
interface SwEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwPushEvent extends SwEvent {
  data: { json(): unknown; text(): string } | null;
}
interface SwNotificationEvent extends SwEvent {
  action: string;
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface SwScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
    getNotifications(filter?: { tag?: string }): Promise<NotificationLike[]>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: string, listener: (event: never) => void): void;
}
declare const self: SwScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open staff tabs under its wing at once (nothing in them changes: navigations
// still go to the network), so a notification tap can bring the lead into a tab already open. An update
// still waits until no tab runs the old version: an open session is never switched under an agent.
clientsClaim();

// Staff screens (the client shell): the network answers as usual, the cached shell only when offline.
// Public pages are rendered by the server and are left alone; an /api answer is never cached.
const staffPrefixes = Object.values(pageRoutes)
  .filter((route) => route.kind === "staff")
  .map((route) => route.path.split("/:")[0] ?? route.path);
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache("index.html");
        if (shell) return shell;
        throw error;
      }
    },
    {
      allowlist: staffPrefixes.map((prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/|$)`)),
      denylist: [/^\/api\//],
    },
  ),
);

function isPayload(value: unknown): value is PushPayload {
  const v = value as Partial<PushPayload> | null;
  return !!v && typeof v.type === "string" && typeof v.leadId === "string" && typeof v.title === "string";
}

/** A notification's lead address, same-origin only: a payload never sends the app elsewhere. */
function leadUrl(payload: PushPayload, extra = ""): string {
  const url = new URL(payload.url, self.location.origin);
  if (url.origin !== self.location.origin) return `/leads/${encodeURIComponent(payload.leadId)}${extra}`;
  return `${url.pathname}${extra}`;
}

self.addEventListener("push", (event: SwPushEvent) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    return;
  }
  if (!isPayload(payload)) return;
  if (payload.type === "lead.withdrawn") {
    // Someone else claimed the lead (or its time ran out): its offer disappears from this device.
    event.waitUntil(
      self.registration.getNotifications({ tag: payload.tag }).then((shown) => {
        for (const n of shown) n.close();
      }),
    );
    return;
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: payload,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      // An offer waits for a tap: the first agent to claim it gets it.
      requireInteraction: payload.type === "lead.offered",
      renotify: true,
      actions: payload.actions ?? [],
    }),
  );
});

/** Claims the lead as the signed-in agent (the session cookie goes with a same-origin fetch). */
async function claim(payload: PushPayload): Promise<"claimed" | "taken"> {
  const res = await fetch(`/api/leads/${encodeURIComponent(payload.leadId)}/claim`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  return res.ok ? "claimed" : "taken";
}

/**
 * Opens `url` in a window of the app that is already open (the installed app's, when there is one), else
 * in a new one. Focusing needs the tap's user activation; without it the window is still navigated.
 */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const existing of windows) {
    const moved = await existing.navigate(url).then(
      () => true,
      () => false,
    );
    if (!moved) continue;
    await existing.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url).catch(() => undefined);
}

self.addEventListener("notificationclick", (event: SwNotificationEvent) => {
  const payload = event.notification.data;
  event.notification.close();
  if (!isPayload(payload)) return;
  event.waitUntil(
    (async () => {
      if (event.action === "claim") {
        const outcome = await claim(payload);
        await openApp(leadUrl(payload, `?claim=${outcome}`));
        return;
      }
      await openApp(leadUrl(payload));
    })(),
  );
});
