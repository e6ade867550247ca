import { Download } from "lucide-react";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { type LeadFilter, leadsExportUrl } from "../api/get-leads";
import { selectClass } from "./select-class";

/** The list the admin picks: a lead type, or the unfinished leads (abandoned partials). */
export type LeadListChoice = "" | "cash" | "realtor" | "unfinished";

export interface LeadFiltersProps {
  search: string;
  type: LeadListChoice;
  /** The filter the list is showing, which the CSV export follows. */
  filter: LeadFilter;
  onSearch: (value: string) => void;
  onType: (value: LeadListChoice) => void;
}

export function LeadFilters({ search, type, filter, onSearch, onType }: LeadFiltersProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <label htmlFor="admin-lead-search" className="text-sm font-medium text-slate-800">
          {t("admin.leads.search")}
        </label>
        <Input
          id="admin-lead-search"
          type="search"
          placeholder={t("admin.leads.searchPlaceholder")}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="admin-lead-type" className="text-sm font-medium text-slate-800">
          {t("admin.leads.typeFilter")}
        </label>
        <select
          id="admin-lead-type"
          className={selectClass}
          value={type}
          onChange={(event) => onType(event.target.value as LeadListChoice)}
        >
          <option value="">{t("admin.leads.filter.all")}</option>
          <option value="cash">{t("admin.leads.filter.cash")}</option>
          <option value="realtor">{t("admin.leads.filter.realtor")}</option>
          <option value="unfinished">{t("admin.leads.filter.unfinished")}</option>
        </select>
      </div>
      <a
        href={leadsExportUrl(filter)}
        download
        className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t("admin.leads.export")}
      </a>
    </div>
  );
}
