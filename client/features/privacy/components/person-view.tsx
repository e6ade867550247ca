import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { type PersonQuery, personQueryFrom, usePerson } from "../api/get-person";
import { ErasedLeads } from "./erased-leads";
import { PersonResult } from "./person-result";

/** Search by e-mail or phone, then everything held about that person. */
export function PersonView() {
  const t = useT();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const [query, setQuery] = useState<PersonQuery | null>(null);
  // After an erase the e-mail no longer finds the leads: they are listed here, to open and check.
  const [erasedIds, setErasedIds] = useState<string[]>([]);
  const person = usePerson(query);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setErasedIds([]);
    setQuery(personQueryFrom(text));
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <FormField
            id="privacy-search"
            label={t("privacy.search.label")}
            hint={t("privacy.search.hint")}
            error={missing ? t("privacy.search.required") : undefined}
          >
            <Input
              id="privacy-search"
              type="search"
              autoComplete="off"
              value={text}
              invalid={missing}
              onChange={(e) => setText(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit">{t("privacy.search.submit")}</Button>
      </form>
      {query && person.isPending && <Spinner />}
      {person.isError && (
        <p role="alert" className="text-sm text-red-600">
          {t("privacy.search.error", { message: errorMessage(person.error, t) })}
        </p>
      )}
      {erasedIds.length > 0 && <ErasedLeads ids={erasedIds} />}
      {query && person.data && (
        <PersonResult query={query} record={person.data} onErased={(result) => setErasedIds(result.leadIds)} />
      )}
    </div>
  );
}
