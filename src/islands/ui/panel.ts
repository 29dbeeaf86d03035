/** The admin screens' card surface: a form, a list or a queue sits on one. */
export const panelClass =
  'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900'
