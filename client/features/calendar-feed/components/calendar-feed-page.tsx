import { ArrowLeft, CalendarDays } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { formatDateTime } from "../../../lib/format";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";

/** /calendar-feed: the signed-in staff member's private iCalendar feed of open reminders (issue 20). */
export function CalendarFeedPage() {
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = create.data?.url;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-3">
          <Link
            href="/dashboard"
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <CalendarDays className="h-6 w-6" aria-hidden="true" />
          Calendar feed
        </h1>
        <p className="text-slate-700">
          Subscribe to this private address in Google Calendar, Outlook or Apple Calendar to see your open reminders
          there. Anyone with the address can read your reminders: keep it to yourself, and turn it off if it leaks.
        </p>
        {status.isPending ? (
          <p className="text-slate-500">Loading...</p>
        ) : status.isError ? (
          <p role="alert" className="text-red-700">
            We couldn't load your calendar feed.
          </p>
        ) : (
          <section aria-label="Your feed" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
            {url ? (
              <>
                <label htmlFor="feed-url" className="text-sm font-medium">
                  Your calendar address (shown only now: copy it)
                </label>
                <input
                  id="feed-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="h-10 rounded-md border border-slate-300 px-3 font-mono text-sm"
                />
              </>
            ) : status.data.active ? (
              <p className="text-sm">
                Your feed is on since {formatDateTime(status.data.createdAt as string)}. Its address was shown when it
                was made; make a new one if you need it again (the old one then stops working).
              </p>
            ) : (
              <p className="text-sm">You have no calendar feed.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => create.mutate()} disabled={create.isPending}>
                {status.data.active ? "Make a new address" : "Create my calendar feed"}
              </Button>
              {status.data.active && (
                <Button variant="secondary" onClick={() => setConfirming(true)} disabled={revoke.isPending}>
                  Turn off the feed
                </Button>
              )}
            </div>
          </section>
        )}
        <ConfirmDialog
          open={confirming}
          title="Turn off your calendar feed?"
          confirmLabel="Turn off"
          busy={revoke.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            revoke.mutate(undefined, { onSettled: () => setConfirming(false), onSuccess: () => create.reset() })
          }
        >
          Calendars subscribed to it stop receiving your reminders.
        </ConfirmDialog>
      </main>
    </div>
  );
}
