// The client side of the agreement box (terms-agreement.tsx renders the box itself on the server).

/** The box's error paragraph, which the box names in aria-describedby. */
export const TERMS_ERROR_ID = "terms-agreement-error";
/** The provider buttons' own box and its error (the phone tab's box can be on the same page). */
export const OAUTH_TERMS_ID = "oauth-terms-agreement";
export const OAUTH_TERMS_ERROR_ID = "oauth-terms-agreement-error";

/** Reads the box of a form: FormData holds "true" only when it is ticked. */
export const agreedToTerms = (data: FormData): boolean => data.get("agreedToTerms") === "true";

/** Under the box: why the form was not sent (a translated text), announced when it appears. */
export function TermsError({ text, id = TERMS_ERROR_ID }: { text?: string; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="-mt-2 text-sm text-red-600">
      {text}
    </p>
  );
}
