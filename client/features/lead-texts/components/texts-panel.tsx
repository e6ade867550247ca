import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { displayName } from "../../../../contract/auth";
import { TEXT_BODY_MAX } from "../../../../contract/texting";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { TextArea } from "../../../components/ui/text-area";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { brokerageQueryOptions } from "../../../lib/brokerage";
import { errorMessage } from "../../../lib/error-message";
import type { LeadPageContext } from "../../../lib/lead-page-extension";
import { useLeadTexts, useSendText } from "../api/texts";
import { fillTemplate, textTemplateIds } from "../utils/templates";
import { TextItem } from "./text-item";

/**
 * The lead's Texts tab (decision 038): the conversation oldest first, kept live by the lead's events, and a
 * compose box with templates filled in the seller's language.
 */
export function TextsPanel({ lead, user, live }: LeadPageContext) {
  const t = useT();
  const texts = useLeadTexts(lead.id, live);
  const send = useSendText(lead.id);
  const brokerage = useQuery(brokerageQueryOptions());
  const [body, setBody] = useState("");
  const list = texts.data ?? [];

  const applyTemplate = (id: (typeof textTemplateIds)[number]) =>
    setBody(
      fillTemplate(id, lead.locale, {
        name: lead.fullName,
        agent: user ? displayName(user) : "",
        brokerage: brokerage.data?.name ?? "",
      }),
    );

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    try {
      await send.mutateAsync(text);
      setBody("");
      toast({ title: t("leadTexts.queued") });
    } catch (error) {
      toast({ title: t("leadTexts.error"), description: errorMessage(error as Error, t), variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-4">
      {texts.isPending ? (
        <p className="text-sm text-slate-500">{t("leadTexts.loading")}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{t("leadTexts.none")}</p>
      ) : (
        <ol className="grid gap-3" aria-label={t("leadTexts.thread")}>
          {list.map((text) => (
            <TextItem key={text.id} text={text} />
          ))}
        </ol>
      )}
      {lead.phone ? (
        <form onSubmit={submit} noValidate className="grid gap-3 border-t border-slate-200 pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-slate-700">{t("leadTexts.templates")}</span>
            {textTemplateIds.map((id) => (
              <Button
                key={id}
                type="button"
                variant="secondary"
                size="sm"
                disabled={!brokerage.data}
                onClick={() => applyTemplate(id)}
              >
                {t(`leadTexts.template.${id}`)}
              </Button>
            ))}
          </div>
          <FormField
            id="new-text"
            label={t("leadTexts.compose")}
            hint={t("leadTexts.composeHint", {
              phone: lead.phone,
              language: t(`leadTexts.language.${lead.locale}`),
            })}
          >
            <TextArea
              id="new-text"
              value={body}
              maxLength={TEXT_BODY_MAX}
              onChange={(event) => setBody(event.target.value)}
            />
          </FormField>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-slate-500">{t("leadTexts.count", { count: body.length })}</span>
            <Button type="submit" disabled={send.isPending || body.trim() === ""}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {send.isPending ? t("leadTexts.sending") : t("leadTexts.send")}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-500">{t("leadTexts.noPhone")}</p>
      )}
    </div>
  );
}
