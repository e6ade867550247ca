import { useT } from "../../../i18n/use-t";

/** "Waiting 3 h" / "En attente depuis 3 h": minutes under an hour, hours under two days, then days. */
export function useAnswerWaitingLabel(since: string, now: number): string {
  const t = useT();
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const duration =
    minutes < 60
      ? t("inbox.minutes", { count: minutes })
      : minutes < 48 * 60
        ? t("inbox.hours", { count: Math.floor(minutes / 60) })
        : t("inbox.days", { count: Math.floor(minutes / (24 * 60)) });
  return t("inbox.waiting", { duration });
}
