/** The cost-per-listing report screen (decision 053): leads, spend and signed listings by source. */
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "adsReport.title": "Cost per listing",
  "adsReport.help":
    "Leads that arrived in the chosen months, by source, beside the spend entered for those months. Test leads from the ad platforms are left out.",
  "adsReport.from": "From month",
  "adsReport.to": "To month",
  "adsReport.monthsMissing": "Choose the first and the last month.",
  "adsReport.monthsOrder": "The period ends before it starts.",
  "adsReport.export": "Export CSV",
  "adsReport.loading": "Loading the report...",
  "adsReport.error": "The report could not be loaded.",
  "adsReport.retry": "Try again",
  "adsReport.empty": "No leads or spend in this period.",
  "adsReport.caption": "Cost per listing by source",
  "adsReport.col.source": "Source",
  "adsReport.col.leads": "Leads",
  "adsReport.col.costPerLead": "Cost per lead",
  "adsReport.col.listings": "Signed listings",
  "adsReport.col.costPerListing": "Cost per signed listing",
  "adsReport.col.spend": "Spend",
  "adsReport.total": "All sources",
  "adsReport.none": "—",
  "adsReport.source.facebook": "Facebook",
  "adsReport.source.google": "Google",
  "adsReport.source.direct": "Direct",
  "adsReport.chart.metric": "Chart",
  "adsReport.chart.spend": "Spend by source",
  "adsReport.chart.costPerLead": "Cost per lead by source",
  "adsReport.chart.costPerListing": "Cost per signed listing by source",
  "adsReport.chart.loading": "Loading the chart...",
  "adsReport.chart.noValue": "no signed listing",
  "adsReport.chart.noLead": "no lead",
  "adsReport.chart.nothing": "Nothing to draw for this period.",
  "adsReport.chart.tableFallback": "The table below has the same figures.",
};
