// Shared by the server part (the inline hide script) and the client part (the dismiss button) of the referral
// banner. A plain module: a server component reading constants from a "use client" file would get references.
export const REFERRAL_BANNER_ID = "referral-banner";
export const REFERRAL_BANNER_KEY = "referral-banner-dismissed";
