// The applications page's dates. A day the user picked (applied on, next step on) is stored as UTC midnight of that
// day (lib/shared/validations/applications/application.ts), so it is shown and edited in UTC: the same day everywhere.

/** "YYYY-MM-DD" of a picked day, for a date input's value; "" for none. */
export const dayInputValue = (iso: string | null): string => (iso ? iso.slice(0, 10) : "");

/** Format options for a picked day. */
export const pickedDay = { dateStyle: "medium", timeZone: "UTC" } as const;

/** Format options for a moment (added, last view): in the viewer's own time zone. */
export const moment = { dateStyle: "medium" } as const;
