import { ArrowLeft, CalendarDays, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";

/** /calendar-feed: the signed-in staff member's private iCalendar feed of open reminders (decision 019). */
export function CalendarFeedPage() {
  const t = useT();
  const format = useFormat();
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const inputRef = useRef<HTMLInputElement>(null);
  const url = create.data?.url;
  const handleCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
    } catch {
      // No clipboard (plain HTTP, or refused): the address is selected for the keyboard's copy.
      inputRef.current?.select();
      setCopy("failed");
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link
            href="/dashboard"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t("calendarFeed.backToDashboard")}
          </Link>
          <StaffLanguageSwitch signedIn />
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CalendarDays className="h-6 w-6" aria-hidden="true" />
          {t("calendarFeed.title")}
        </h1>
        <p className="text-slate-700">{t("calendarFeed.intro")}</p>
        {status.isPending ? (
          <p className="text-slate-500">{t("calendarFeed.loading")}</p>
        ) : status.isError ? (
          <p role="alert" className="text-red-700">
            {t("calendarFeed.failed")}
          </p>
        ) : (
          <section
            aria-label={t("calendarFeed.yourFeed")}
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            {url ? (
              <>
                <label htmlFor="feed-url" className="text-sm font-medium">
                  {t("calendarFeed.address")}
                </label>
                <div className="flex flex-wrap gap-2">
                  <input
                    id="feed-url"
                    ref={inputRef}
                    readOnly
                    value={url}
                    onFocus={(e) => e.currentTarget.select()}
                    className="h-10 min-w-0 flex-1 basis-64 rounded-md border border-slate-300 px-3 font-mono text-sm"
                  />
                  <Button variant="secondary" onClick={() => void handleCopy()}>
                    <Copy className="h-4 w-4" aria-hidden="true" />
                    {t("calendarFeed.copy")}
                  </Button>
                </div>
              </>
            ) : status.data.active ? (
              <p className="text-sm">
                {t("calendarFeed.on", { date: format.dateTime(status.data.createdAt as string) })}
              </p>
            ) : (
              <p className="text-sm">{t("calendarFeed.none")}</p>
            )}
            {/* Always in the page, so that a screen reader announces each change. */}
            <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
              {copy === "copied" && url
                ? t("calendarFeed.copied")
                : copy === "failed" && url
                  ? t("calendarFeed.copyFailed")
                  : ""}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => create.mutate(undefined, { onSuccess: () => setCopy("idle") })}
                disabled={create.isPending}
              >
                {status.data.active ? t("calendarFeed.newAddress") : t("calendarFeed.create")}
              </Button>
              {status.data.active && (
                <Button variant="secondary" onClick={() => setConfirming(true)} disabled={revoke.isPending}>
                  {t("calendarFeed.turnOffButton")}
                </Button>
              )}
            </div>
          </section>
        )}
        <ConfirmDialog
          open={confirming}
          title={t("calendarFeed.confirm")}
          confirmLabel={t("calendarFeed.turnOff")}
          busy={revoke.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            revoke.mutate(undefined, { onSettled: () => setConfirming(false), onSuccess: () => create.reset() })
          }
        >
          {t("calendarFeed.confirmBody")}
        </ConfirmDialog>
      </main>
    </div>
  );
}
