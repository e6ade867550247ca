// Every file field looks like the app's other controls instead of the browser's bare "Choose File" button,
// and shrinks with its column on a phone (a file input's own minimum width pushed forms past 390 px).
export const fileInputClass =
  "block w-full min-w-0 max-w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60";
