import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type User, updatePhoneInputSchema } from "../../../../contract/auth";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { userQueryOptions, useUser } from "../../../lib/user";

/** PUT /api/user/phone: the signed-in staff member's own phone, the one a call rings first. */
function useSavePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => apiJson<User>("PUT", "/api/user/phone", { phone }),
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}

/**
 * The phone a call rings first (issue 47), beside the Call button: shown with Change, or asked for when the
 * agent has none yet, so nobody learns of it from a refused call.
 */
export function OwnPhone() {
  const t = useT();
  const id = useId();
  const user = useUser();
  const save = useSavePhone();
  const phone = user.data?.phone ?? null;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (!user.data) return null;

  const open = () => {
    setValue(phone ?? "");
    setError(undefined);
    setEditing(true);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updatePhoneInputSchema.safeParse({ phone: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await save.mutateAsync(parsed.data.phone);
      setEditing(false);
      toast({ title: t("leadCalls.ownPhone.saved") });
    } catch (failure) {
      toast({
        title: t("leadCalls.ownPhone.saveFailed"),
        description: errorMessage(failure as Error, t),
        variant: "destructive",
      });
    }
  };

  if (!editing && phone) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        {t("leadCalls.ownPhone.current", { phone })}
        <Button type="button" size="sm" variant="ghost" onClick={open}>
          {t("leadCalls.ownPhone.change")}
        </Button>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField
        id={`${id}-phone`}
        label={t("leadCalls.ownPhone.label")}
        hint={phone ? undefined : t("leadCalls.ownPhone.missing")}
        error={error}
      >
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("leadCalls.ownPhone.saving") : t("leadCalls.ownPhone.save")}
        </Button>
        {phone && (
          <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
            {t("leadCalls.ownPhone.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
