import { ArrowLeft } from "lucide-react";
import { Link, Redirect, useSearch } from "wouter";
import { Spinner } from "../../../components/ui/spinner";
import { useUser } from "../../../lib/user";
import { useSetupStatus } from "../api/get-setup-status";
import { FirstAdminForm } from "./first-admin-form";
import { LoginForm } from "./login-form";
import { MarketingPanel } from "./marketing-panel";

const DEMO_CLIENT_EMAIL = "client@demo.test";

/** /auth: agent sign-in by default, client sign-in with ?client=true, first-admin setup on an empty portal. */
export function AuthPage() {
  const search = useSearch();
  const isClient = new URLSearchParams(search).get("client") === "true";
  const user = useUser();
  const setup = useSetupStatus();

  if (user.data) return <Redirect to="/dashboard" replace />;
  if (user.isPending || setup.isPending) return <Spinner label="Loading sign-in" />;

  const demo = setup.data?.demo ?? false;
  const needsFirstAdmin = setup.data?.needsFirstAdmin ?? false;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col px-6 py-8 sm:px-10">
        <Link href="/" className="inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to home
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          {needsFirstAdmin ? (
            <>
              <h1 className="text-3xl font-bold tracking-tight">Create the first admin account</h1>
              <p className="mt-2 mb-6 text-slate-600">
                This portal has no users yet. The first account becomes its administrator; add agents and managers from
                the admin dashboard afterwards.
              </p>
              <FirstAdminForm />
            </>
          ) : isClient ? (
            <>
              <h1 className="text-3xl font-bold tracking-tight">Client Portal</h1>
              <p className="mt-2 text-slate-600">Sign in to your personal home selling dashboard.</p>
              {demo && (
                <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
                  Demo password: <strong>demo1234</strong>
                </p>
              )}
              <div className="mt-6">
                <LoginForm key="client" kind="client" defaultEmail={demo ? DEMO_CLIENT_EMAIL : ""} />
              </div>
              <p className="mt-6 text-sm text-slate-600">
                The Client Portal is for existing clients only. Your agent sets up your account when you list with us.
              </p>
              <p className="mt-4 text-sm">
                Are you an agent?{" "}
                <Link href="/auth" className="font-medium text-brand-700 underline">
                  Agent login
                </Link>
              </p>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight">Agent Login</h1>
              <p className="mt-2 text-slate-600">Sign in to manage your leads.</p>
              {demo && (
                <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
                  Demo logins: admin@demo.test, manager@demo.test or agent@demo.test with password{" "}
                  <strong>demo1234</strong>
                </p>
              )}
              <div className="mt-6">
                <LoginForm key="agent" kind="agent" />
              </div>
              <p className="mt-6 text-sm text-slate-600">
                New agents are added by administrators. Ask your brokerage admin for an account.
              </p>
              <p className="mt-4 text-sm">
                Selling your home with us?{" "}
                <Link href="/auth?client=true" className="font-medium text-brand-700 underline">
                  Client login
                </Link>
              </p>
            </>
          )}
        </div>
      </main>
      {isClient ? (
        <MarketingPanel
          heading="Your home sale, in one place"
          intro="Everything you need while we sell your home together."
          points={[
            "A step-by-step checklist to get your home ready",
            "Message your agent directly",
            "Your custom seller's guide",
            "Track every step of your selling journey",
          ]}
        />
      ) : (
        <MarketingPanel
          heading="Work your leads, all in one place"
          intro="The tools our agents use every day to turn sellers into clients."
          points={[
            "Manage every lead from first contact to listing",
            "Keep notes on each conversation",
            "Set reminders so no follow-up slips",
            "Tell cash-offer leads from Realtor service leads at a glance",
          ]}
        />
      )}
    </div>
  );
}
