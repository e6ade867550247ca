import { BookOpen } from "lucide-react";
import { Link } from "wouter";

/** The spec's one non-placeholder tab: a way to the guide admin. */
export function GuidesTab() {
  return (
    <section aria-label="Guides" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-sm text-slate-600">
        Guide topics and sections, their images and AI-written drafts are managed in the guide admin.
      </p>
      <Link
        href="/guide-admin"
        className="inline-flex h-10 items-center gap-2 justify-self-start rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        <BookOpen className="h-4 w-4" aria-hidden="true" />
        Open Guide Content
      </Link>
    </section>
  );
}
