import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { useStaffClients } from "../api/get-staff-clients";
import { ClientList } from "./client-list";
import { ThreadPane } from "./thread-pane";

/** Staff: the signed-in staff member's clients (agents see only their own) and each client's thread. */
export function ClientMessagesPage() {
  const clients = useStaffClients();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = clients.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? list[0];

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-4">
          <Link href="/dashboard" className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Client messages</h1>
        {clients.isPending ? (
          <p role="status" className="text-slate-600">
            Loading clients...
          </p>
        ) : clients.isError && !clients.data ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-slate-700">We couldn't load your clients.</p>
            <Button variant="secondary" onClick={() => void clients.refetch()}>
              Try again
            </Button>
          </div>
        ) : !selected ? (
          <p className="text-slate-600">No clients yet</p>
        ) : (
          <div className="grid items-start gap-4 md:grid-cols-[18rem_1fr]">
            <ClientList clients={list} selectedId={selected.id} onSelect={setSelectedId} />
            <ThreadPane key={selected.id} client={selected} />
          </div>
        )}
      </main>
    </div>
  );
}
