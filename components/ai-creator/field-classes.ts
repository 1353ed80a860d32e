// The creator's form controls: the same look as the sign-in forms' fields, with a visible focus ring.
export const inputClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm outline-none " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 " +
  "disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500";

export const textareaClass = `${inputClass.replace("h-11", "min-h-24")} py-2`;

export const labelClass = "text-sm font-medium text-slate-800";

export const errorClass = "text-sm text-red-600";
