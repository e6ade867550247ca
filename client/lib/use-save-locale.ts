import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../contract/auth";
import { LOCALE_COOKIE, type Locale } from "../../contract/locale";
import { toast } from "../components/ui/use-toast";
import { useT } from "../i18n/use-t";
import { apiJson } from "./api-client";
import { errorMessage } from "./error-message";
import { userQueryOptions } from "./user";

const YEAR_SECONDS = 31_536_000;

/** Remembers the choice in the browser too: the sign-in page follows it once the user has signed out. */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, as the public switch sets it
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Saves the signed-in user's language (PUT /api/user/locale). The cached user then carries it, and the app
 * re-renders in it without a reload (StaffLocale in app/router.tsx).
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (locale: Locale) => apiJson<User>("PUT", "/api/user/locale", { locale }),
    onSuccess: (user, locale) => {
      rememberLocale(locale);
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // What the server words for the user (the client portal's checklist and plans) comes again in it.
      const userKey = JSON.stringify(userQueryOptions().queryKey);
      void queryClient.invalidateQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== userKey });
    },
    onError: (error) => {
      toast({ title: t("staff.locale.saveFailed"), description: errorMessage(error, t), variant: "destructive" });
    },
  });
}
