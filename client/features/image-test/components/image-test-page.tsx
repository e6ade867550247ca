import { Link } from "wouter";
import type { User } from "../../../../contract/auth";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { Spinner } from "../../../components/ui/spinner";
import { useUser } from "../../../lib/user";
import { UploadCheck } from "./upload-check";

const canUpload = (user: User | null | undefined) =>
  user?.userType === "agent" && (user.role === "admin" || user.role === "manager");

/**
 * /image-test (spec route table: 'image upload test page'): admins and managers send an image through the
 * guide admin's upload pipeline and see what was stored. Everyone else learns what the page is for; the
 * upload call itself refuses anyone but admins and managers.
 */
export function ImageTestPage() {
  const { data: user, isPending } = useUser();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Image upload test</h1>
        <p className="mt-3 text-slate-600">
          This page checks that image uploads work: an image goes through the same size and type checks and the same
          storage as the images of the guide editor, and the page shows what was stored.
        </p>
        {isPending ? (
          <Spinner label="Checking your session" />
        ) : canUpload(user) ? (
          <UploadCheck />
        ) : user ? (
          <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            Only administrators and managers can upload images. Your account can't use this check.{" "}
            <Link href="/dashboard" className="font-medium underline">
              Back to Dashboard
            </Link>
          </p>
        ) : (
          <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
            Uploading is open to administrators and managers.{" "}
            <Link href="/auth" className="font-medium text-brand-700 underline">
              Sign in
            </Link>{" "}
            to run the check.
          </p>
        )}
      </main>
      <BrokerageFooter />
    </div>
  );
}
