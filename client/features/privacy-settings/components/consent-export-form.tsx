import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { consentExportUrl } from "../utils/consent-export-url";

/** One person's (by e-mail) or a period's consent events as a CSV download. */
export function ConsentExportForm() {
  const t = useT();
  const [filter, setFilter] = useState({ email: "", from: "", to: "" });
  const [needFilter, setNeedFilter] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const url = consentExportUrl(filter);
    setNeedFilter(!url);
    // A same-origin GET with the session cookie: the browser saves the CSV the server names.
    if (url) window.location.assign(url);
  }

  return (
    <section aria-labelledby="export-title" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="export-title" className="text-lg font-semibold text-slate-900">
        {t("privacySettings.export.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("privacySettings.export.intro")}</p>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <FormField
          id="export-email"
          label={t("privacySettings.export.email")}
          error={needFilter ? t("privacySettings.export.needFilter") : undefined}
        >
          <Input
            id="export-email"
            type="email"
            value={filter.email}
            invalid={needFilter}
            onChange={(event) => setFilter((current) => ({ ...current, email: event.target.value }))}
          />
        </FormField>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField id="export-from" label={t("privacySettings.export.from")}>
            <Input
              id="export-from"
              type="date"
              value={filter.from}
              onChange={(event) => setFilter((current) => ({ ...current, from: event.target.value }))}
            />
          </FormField>
          <FormField id="export-to" label={t("privacySettings.export.to")}>
            <Input
              id="export-to"
              type="date"
              value={filter.to}
              onChange={(event) => setFilter((current) => ({ ...current, to: event.target.value }))}
            />
          </FormField>
        </div>
        <div>
          <Button type="submit">{t("privacySettings.export.download")}</Button>
        </div>
      </form>
    </section>
  );
}
