import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

export interface SecretOnceProps {
  /** What the secret is, e.g. 'Signing secret for https://…'. */
  title: string;
  secret: string;
  onDone: () => void;
}

/** A secret the server shows once (a webhook signing secret, an API key): copy it, then it is gone. */
export function SecretOnce({ title, secret, onDone }: SecretOnceProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (plain HTTP, or denied): the text stays selectable.
      setCopied(false);
    }
  };
  return (
    <section aria-label={title} className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div>
        <h4 className="font-semibold text-slate-900">{title}</h4>
        <p className="text-sm text-slate-700">{t("admin.secret.help")}</p>
      </div>
      <code className="block rounded bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copied ? t("admin.secret.copied") : t("admin.secret.copy")}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t("admin.secret.done")}
        </Button>
      </div>
    </section>
  );
}
