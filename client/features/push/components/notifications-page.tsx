import { ArrowLeft, Bell, BellOff } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { type PushEventType, pushEventTypes } from "../../../../contract/push";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { useDeviceNotifications, usePushStatus, useSavePushPreferences } from "../api/push";
import { currentSubscription, pushSupported, registerServiceWorker, useStaffManifest } from "../utils/push-browser";
import { InstallHint } from "./install-hint";

/** /notifications: install the staff app, turn on notifications on this device, choose events and quiet hours. */
export function NotificationsPage() {
  const t = useT();
  useStaffManifest(useLocale());
  const status = usePushStatus();
  const save = useSavePushPreferences();
  const { enable, disable } = useDeviceNotifications();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [events, setEvents] = useState<PushEventType[]>([...pushEventTypes]);
  const [quietStart, setQuietStart] = useState("");
  const [quietEnd, setQuietEnd] = useState("");
  const [timeZone, setTimeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const supported = pushSupported();

  useEffect(() => {
    void registerServiceWorker();
    void currentSubscription().then((s) => setSubscribed(s !== null));
  }, []);
  useEffect(() => {
    if (enable.isSuccess) setSubscribed(true);
  }, [enable.isSuccess]);
  useEffect(() => {
    if (disable.isSuccess) setSubscribed(false);
  }, [disable.isSuccess]);
  useEffect(() => {
    if (!status.data) return;
    setEvents(status.data.events);
    setQuietStart(status.data.quietStart ?? "");
    setQuietEnd(status.data.quietEnd ?? "");
    setTimeZone(status.data.timeZone);
  }, [status.data]);

  const handleToggle = (type: PushEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ events, quietStart: quietStart || null, quietEnd: quietEnd || null, timeZone });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href="/dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-teal-800">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t("push.backToDashboard")}
          </Link>
          <StaffLanguageSwitch signedIn />
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{t("push.title")}</h1>
        <p className="text-slate-700">{t("push.intro")}</p>
        <InstallHint />
        <section aria-labelledby="device-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="device-title" className="text-lg font-semibold">
            {t("push.device.title")}
          </h2>
          <p role="status" className="text-sm">
            {!supported
              ? t("push.device.unsupported")
              : subscribed === null
                ? t("push.loading")
                : subscribed
                  ? t("push.device.on")
                  : t("push.device.off")}
          </p>
          {status.data && (
            <p className="text-sm text-slate-600">{t("push.device.count", { count: String(status.data.devices) })}</p>
          )}
          {supported && subscribed !== null && (
            <div>
              {subscribed ? (
                <Button variant="secondary" onClick={() => disable.mutate()} disabled={disable.isPending}>
                  <BellOff className="h-4 w-4" aria-hidden="true" />
                  {t("push.device.disable")}
                </Button>
              ) : (
                <Button onClick={() => enable.mutate()} disabled={enable.isPending}>
                  <Bell className="h-4 w-4" aria-hidden="true" />
                  {t("push.device.enable")}
                </Button>
              )}
            </div>
          )}
        </section>
        <form onSubmit={handleSubmit} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-lg font-semibold">{t("push.events.title")}</legend>
            {pushEventTypes.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={events.includes(type)}
                  onChange={(e) => handleToggle(type, e.currentTarget.checked)}
                />
                {t(`push.event.${type}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-lg font-semibold">{t("push.quiet.title")}</legend>
            <p className="text-sm text-slate-600">{t("push.quiet.text")}</p>
            <div className="flex flex-wrap gap-4">
              <label className="grid gap-1 text-sm">
                {t("push.quiet.from")}
                <input
                  type="time"
                  value={quietStart}
                  onChange={(e) => setQuietStart(e.currentTarget.value)}
                  className="h-10 rounded-md border border-slate-300 px-2"
                />
              </label>
              <label className="grid gap-1 text-sm">
                {t("push.quiet.to")}
                <input
                  type="time"
                  value={quietEnd}
                  onChange={(e) => setQuietEnd(e.currentTarget.value)}
                  className="h-10 rounded-md border border-slate-300 px-2"
                />
              </label>
              <label className="grid gap-1 text-sm">
                {t("push.quiet.timeZone")}
                <input
                  value={timeZone}
                  onChange={(e) => setTimeZone(e.currentTarget.value)}
                  className="h-10 rounded-md border border-slate-300 px-2"
                />
              </label>
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t("push.save")}
            </Button>
          </div>
        </form>
      </main>
    </div>
  );
}
