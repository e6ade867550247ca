import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { ErasedBadge } from "../../../components/erased-badge";
import { LeadTypeBadge } from "../../../components/lead-type-badge";
import { LiveStatus } from "../../../components/live-status";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import type { LeadPageContext, LeadPageExtension } from "../../../lib/lead-page-extension";
import { useLiveEvents } from "../../../lib/live-events";
import { useUser } from "../../../lib/user";
import { isLeadForbidden, isLeadMissing, useLead } from "../api/get-lead";
import { useLeadStory } from "../api/get-lead-story";
import { BackLink } from "./back-link";
import { DuplicatesPanel } from "./duplicates-panel";
import { HistoryTab } from "./history-tab";
import { LeadInfoCard } from "./lead-info-card";
import { LeadPipelineCard } from "./lead-pipeline-card";
import { LeadStoryCard } from "./lead-story-card";
import { LeadTabs } from "./lead-tabs";
import { LeadTagBanner } from "./lead-tag-banner";
import { NotesTab } from "./notes-tab";
import { RemindersTab } from "./reminders-tab";
import { TimelineTab } from "./timeline-tab";

export interface LeadDetailPageProps {
  id: string;
  /** The parts other features draw (client/lib/lead-page-extension.ts), composed in client/app/lead-detail-page.tsx. */
  extensions?: LeadPageExtension[];
}

/**
 * /leads/{id}: the lead, its edit mode, its story (where it came from, what the seller told us), and its notes,
 * reminders, history and timeline, kept live (spec section 2).
 */
export function LeadDetailPage({ id, extensions = [] }: LeadDetailPageProps) {
  const t = useT();
  const { live } = useLiveEvents();
  const lead = useLead(id, live);
  const story = useLeadStory(id, useLocale(), live);
  const { data: user } = useUser();
  const [, navigate] = useLocation();
  // A merged-away id is redirected by the server to the lead that absorbed it: show that lead's address.
  const mergedInto = lead.data && lead.data.id !== id ? lead.data.id : null;
  useEffect(() => {
    if (mergedInto) navigate(`/leads/${encodeURIComponent(mergedInto)}`, { replace: true });
  }, [mergedInto, navigate]);

  let body: ReactNode;
  if (lead.isPending) {
    body = <p className="py-16 text-center text-slate-500">{t("leads.loading")}</p>;
  } else if (lead.isError && isLeadForbidden(lead.error)) {
    // A permission answer is final: say why instead of offering 'Try again' (docs/accessibility.md).
    body = (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{t("leads.noAccess.title")}</h1>
        <p className="max-w-md text-slate-600">{t("leads.noAccess.body")}</p>
        <BackLink />
      </div>
    );
  } else if (lead.isError && (isLeadMissing(lead.error) || !lead.data)) {
    const missing = isLeadMissing(lead.error);
    body = (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{missing ? t("leads.notFound") : errorMessage(lead.error, t)}</h1>
        {missing ? <BackLink /> : <Button onClick={() => void lead.refetch()}>{t("leads.tryAgain")}</Button>}
      </div>
    );
  } else {
    const data = lead.data;
    const context: LeadPageContext = { lead: data, user, live };
    body = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold break-words">{data.fullName || t("leads.unnamed")}</h1>
          {data.erasedAt && <ErasedBadge />}
          {extensions.map(({ key, Action }) => Action && <Action key={key} {...context} />)}
          <LiveStatus live={live} />
        </div>
        {data.tag && <LeadTagBanner tag={data.tag} />}
        <DuplicatesPanel lead={data} />
        <LeadPipelineCard lead={data} user={user} live={live} />
        <LeadInfoCard lead={data} user={user} />
        <LeadStoryCard
          lead={data}
          story={story.data}
          pending={
            <p className="text-sm text-slate-500">
              {story.isError ? errorMessage(story.error, t) : t("leads.story.loading")}
            </p>
          }
        />
        {extensions.map(({ key, Card }) => Card && <Card key={key} {...context} />)}
        <LeadTabs
          panels={{
            notes: <NotesTab leadId={id} user={user} live={live} />,
            reminders: <RemindersTab leadId={id} user={user} live={live} />,
            history: <HistoryTab leadId={id} live={live} />,
            timeline: <TimelineTab lead={data} story={story.data} live={live} />,
          }}
          extraTabs={extensions.flatMap(({ tab }) =>
            tab ? [{ value: tab.value, Label: tab.Label, icon: tab.icon, panel: <tab.Panel {...context} /> }] : [],
          )}
        />
      </>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          {/* A missing lead offers its own way back. */}
          {!isLeadMissing(lead.error) && <BackLink />}
          <div className="flex flex-wrap items-center gap-3">
            {lead.data && <LeadTypeBadge type={lead.data.type} />}
            <StaffLanguageSwitch signedIn />
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">{body}</main>
    </div>
  );
}
