// A provider sign-in leaves the site and comes back: /ch's agreement box, ticked before it (components/auth/
// oauth-buttons.tsx), is remembered in this cookie for the account the return may create (issue 21 item 10).
// Ten minutes is enough for a provider's page. Read by app/api/auth/[...nextauth]/route.ts.
export const OAUTH_TERMS_COOKIE = "x-oauth-terms";
export const OAUTH_TERMS_MAX_AGE_SECONDS = 600;
