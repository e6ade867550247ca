import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useStaffClients } from "../api/get-staff-clients";
import { clientName } from "../utils/format";
import { ClientList } from "./client-list";
import { DocumentsPane, OffersPane } from "./offers-documents-pane";
import { ThreadPane } from "./thread-pane";

/** Staff: the signed-in staff member's clients (agents see only their own) and each client's thread. */
export function ClientMessagesPage() {
  const t = useT();
  const clients = useStaffClients();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = clients.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? list[0];

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <Link href="/dashboard" className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t("clientMessages.backToDashboard")}
          </Link>
          <StaffLanguageSwitch signedIn />
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{t("clientMessages.title")}</h1>
        {clients.isPending ? (
          <p role="status" className="text-slate-600">
            {t("clientMessages.loading")}
          </p>
        ) : clients.isError && !clients.data ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-slate-700">{t("clientMessages.failed")}</p>
            <Button variant="secondary" onClick={() => void clients.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : !selected ? (
          <p className="text-slate-600">{t("clientMessages.none")}</p>
        ) : (
          <div className="grid items-start gap-4 grid-cols-1 md:grid-cols-[18rem_minmax(0,1fr)]">
            <ClientList clients={list} selectedId={selected.id} onSelect={setSelectedId} />
            <div className="grid gap-4">
              <ThreadPane key={selected.id} client={selected} />
              <OffersPane key={`offers-${selected.id}`} clientId={selected.id} name={clientName(selected)} />
              <DocumentsPane key={`documents-${selected.id}`} clientId={selected.id} name={clientName(selected)} />
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
