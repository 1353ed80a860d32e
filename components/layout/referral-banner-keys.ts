// Shared by the server part (the inline hide script) and the client part (the dismiss button) of the referral
// banner. A plain module: a server component reading constants from a "use client" file would get references.
export const REFERRAL_BANNER_ID = "referral-banner";
export const REFERRAL_BANNER_KEY = "referral-banner-dismissed";

// Runs while the HTML is parsed, right after the banner, so a dismissed banner is never painted. Its hash is allowed by
// the Content-Security-Policy of nonce-protected pages (lib/server/security/csp.ts): a static page cannot carry a nonce.
export const REFERRAL_BANNER_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(REFERRAL_BANNER_KEY)})==="1")` +
  `document.getElementById(${JSON.stringify(REFERRAL_BANNER_ID)}).setAttribute("data-dismissed","")}catch(e){}`;
