// docs/product.md §9: regular users may keep at most this many resumes (the trash does not count); premium users have
// no cap. Shared: the server enforces it (lib/server/permissions/can-create-resume.ts) and the browser names it in messages.
export const REGULAR_RESUME_CAP = 5;
