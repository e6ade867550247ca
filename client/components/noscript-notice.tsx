import { useT } from "../i18n/use-t";

/**
 * Said, without JavaScript only, where a public form cannot send without it (issue 43): what is needed, and
 * the other way to reach the brokerage. The page reads and links work without it; the forms send through
 * the app.
 */
export function NoScriptNotice() {
  const t = useT();
  return (
    <noscript>
      <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t("noscript.form")}
      </p>
    </noscript>
  );
}
