import { ArrowLeft } from "lucide-react";
import { Link, Redirect, useSearch } from "wouter";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Spinner } from "../../../components/ui/spinner";
import { rich } from "../../../i18n/rich";
import { useT } from "../../../i18n/use-t";
import { useUser } from "../../../lib/user";
import { useSetupStatus } from "../api/get-setup-status";
import { FirstAdminForm } from "./first-admin-form";
import { LoginForm } from "./login-form";
import { MarketingPanel } from "./marketing-panel";

const DEMO_CLIENT_EMAIL = "client@demo.test";

/** /auth: agent sign-in by default, client sign-in with ?client=true, first-admin setup on an empty portal. */
export function AuthPage() {
  const t = useT();
  const search = useSearch();
  const isClient = new URLSearchParams(search).get("client") === "true";
  const user = useUser();
  const setup = useSetupStatus();

  if (user.data) return <Redirect to="/dashboard" replace />;
  if (user.isPending || setup.isPending) return <Spinner label={t("auth.loading")} />;

  const demo = setup.data?.demo ?? false;
  const needsFirstAdmin = setup.data?.needsFirstAdmin ?? false;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col px-6 py-8 sm:px-10">
        <div className="flex items-center justify-between gap-3">
          <Link href="/" className="inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t("auth.backToHome")}
          </Link>
          <StaffLanguageSwitch signedIn={false} />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          {needsFirstAdmin ? (
            <>
              <h1 className="text-3xl font-bold tracking-tight">{t("auth.setup.title")}</h1>
              <p className="mt-2 mb-6 text-slate-600">{t("auth.setup.intro")}</p>
              <FirstAdminForm />
            </>
          ) : isClient ? (
            <>
              <h1 className="text-3xl font-bold tracking-tight">{t("auth.client.title")}</h1>
              <p className="mt-2 text-slate-600">{t("auth.client.intro")}</p>
              {demo && (
                <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
                  {rich(t("auth.client.demo"), [<strong key="demo" />])}
                </p>
              )}
              <div className="mt-6">
                <LoginForm key="client" kind="client" defaultEmail={demo ? DEMO_CLIENT_EMAIL : ""} />
              </div>
              <p className="mt-6 text-sm text-slate-600">{t("auth.client.existingOnly")}</p>
              <p className="mt-4 text-sm">
                {t("auth.client.areYouAgent")}{" "}
                <Link href="/auth" className="font-medium text-brand-700 underline">
                  {t("auth.client.agentLogin")}
                </Link>
              </p>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight">{t("auth.agent.title")}</h1>
              <p className="mt-2 text-slate-600">{t("auth.agent.intro")}</p>
              {demo && (
                <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
                  {rich(t("auth.agent.demo"), [<strong key="demo" />])}
                </p>
              )}
              <div className="mt-6">
                <LoginForm key="agent" kind="agent" />
              </div>
              <p className="mt-6 text-sm text-slate-600">{t("auth.agent.newAgents")}</p>
              <p className="mt-4 text-sm">
                {t("auth.agent.selling")}{" "}
                <Link href="/auth?client=true" className="font-medium text-brand-700 underline">
                  {t("auth.agent.clientLogin")}
                </Link>
              </p>
            </>
          )}
        </div>
      </main>
      {isClient ? (
        <MarketingPanel
          heading={t("auth.clientPanel.heading")}
          intro={t("auth.clientPanel.intro")}
          points={[
            t("auth.clientPanel.point1"),
            t("auth.clientPanel.point2"),
            t("auth.clientPanel.point3"),
            t("auth.clientPanel.point4"),
          ]}
        />
      ) : (
        <MarketingPanel
          heading={t("auth.agentPanel.heading")}
          intro={t("auth.agentPanel.intro")}
          points={[
            t("auth.agentPanel.point1"),
            t("auth.agentPanel.point2"),
            t("auth.agentPanel.point3"),
            t("auth.agentPanel.point4"),
          ]}
        />
      )}
    </div>
  );
}
