import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type ClientProfile,
  type UpdateClientProfileInput,
  updateClientProfileInputSchema,
} from "../../../../contract/client-portal";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useUpdateProfile } from "../api/update-profile";
import { nameParts } from "../utils/format";
import { profileErrorText } from "../utils/profile-errors";

export interface ProfileFormProps {
  profile: ClientProfile;
  /** Called after a successful save and on Cancel. */
  onDone: () => void;
}

export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const t = useT();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateClientProfileInput>({
    resolver: zodResolver(updateClientProfileInputSchema),
    mode: "onChange",
    defaultValues: nameParts(profile),
  });

  const handleSave = handleSubmit((values) => update.mutate(values, { onSuccess: onDone }));

  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="profile-first-name"
          label={t("clientDashboard.profile.firstName")}
          error={profileErrorText(t, errors.firstName?.message)}
        >
          <Input
            id="profile-first-name"
            autoComplete="given-name"
            data-autofocus
            invalid={Boolean(errors.firstName)}
            aria-describedby={errors.firstName ? "profile-first-name-error" : undefined}
            {...register("firstName")}
          />
        </FormField>
        <FormField
          id="profile-last-name"
          label={t("clientDashboard.profile.lastName")}
          error={profileErrorText(t, errors.lastName?.message)}
        >
          <Input
            id="profile-last-name"
            autoComplete="family-name"
            invalid={Boolean(errors.lastName)}
            aria-describedby={errors.lastName ? "profile-last-name-error" : undefined}
            {...register("lastName")}
          />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("clientDashboard.saving") : t("clientDashboard.save")}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t("staff.dialog.cancel")}
        </Button>
      </div>
    </form>
  );
}
