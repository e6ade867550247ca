// A table that becomes stacked rows below 640 px (DESIGN.md: works at 390x844): each cell on its own line
// after its column's name, taken from the cell's data-label, so names and e-mails wrap instead of being cut.
export const stackedTable = {
  table: "w-full text-left text-sm max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:block max-sm:py-2",
  cell: "max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:gap-2 max-sm:py-1 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
} as const;
