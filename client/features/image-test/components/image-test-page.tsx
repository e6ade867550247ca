import { Link } from "wouter";
import type { User } from "../../../../contract/auth";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { Spinner } from "../../../components/ui/spinner";
import { rich } from "../../../i18n/rich";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { useUser } from "../../../lib/user";
import { UploadCheck } from "./upload-check";

const canUpload = (user: User | null | undefined) =>
  user?.userType === "agent" && (user.role === "admin" || user.role === "manager");

/**
 * /image-test (spec route table: 'image upload test page'): admins and managers send an image through the
 * guide admin's upload pipeline and see what was stored. Everyone else learns what the page is for; the
 * upload call itself refuses anyone but admins and managers.
 */
function ImageTestScreen() {
  const t = useT();
  const { data: user, isPending } = useUser();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("imageTest.title")}</h1>
        <p className="mt-3 text-slate-600">{t("imageTest.intro")}</p>
        {isPending ? (
          <Spinner label={t("imageTest.checkingSession")} />
        ) : canUpload(user) ? (
          <UploadCheck />
        ) : user ? (
          <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {rich(t("imageTest.notAllowed"), [
              <Link key="dashboard" href="/dashboard" className="font-medium underline" />,
            ])}
          </p>
        ) : (
          <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
            {rich(t("imageTest.signedOut"), [
              <Link key="sign-in" href="/auth" className="font-medium text-brand-700 underline" />,
            ])}
          </p>
        )}
      </main>
      <BrokerageFooter />
    </div>
  );
}

/** The page with its texts in the reader's language (docs/decisions/017). */
export const ImageTestPage = withCatalogue(["imageTest", "staff"], ImageTestScreen);
