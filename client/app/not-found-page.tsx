import { AlertCircle } from "lucide-react";
import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link href="/" className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
