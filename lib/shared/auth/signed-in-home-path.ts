/**
 * Where a sign-in with no `prev` lands (issue 21 item 3): My resumes, the page a returning user came for, not the
 * marketing home. A locale-less path; the sign-in forms, the OAuth callbackUrl, next-auth's redirect callback and the
 * proxy's guest-page redirect put the locale in front.
 */
export const SIGNED_IN_HOME_PATH = "/resumes";
