import "server-only";

/**
 * The VerificationCode target of an e-mail change: the user and the new address together, so a code proves that this
 * user asked for this address (and not only that someone reads the mailbox), and never matches a sign-up code
 * (`target` = the bare address, same purpose EMAIL_VERIFY). A validated address holds no spaces, so none collide.
 */
export function emailChangeTarget(userId: string, email: string): string {
  return `email-change ${userId} ${email}`;
}
