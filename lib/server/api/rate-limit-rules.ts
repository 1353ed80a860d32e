// Every rate limit of the API, in one place (docs/api.md lists them per call). A route passes one to createHandler's
// `rateLimit`, which counts per user when signed in, else per client address; a service calls consumeRateLimit with
// its own subject. Rules sharing a `key` share one counter. The `key` strings are the stored counter names: renaming
// one only resets its counters, so they keep their historical spelling.
import "server-only";
import type { RateLimitRule } from "@/lib/server/api/rate-limit";

const TEN_MINUTES = 10 * 60;

export const rateLimits = {
  // Accounts. Sign-up, sign-in and code sending also need a solved ALTCHA or captcha; these caps stop scripts that
  // solve them, and leave a shared office or school address room for many people.
  /** A challenge per form shown: a person never opens 60 forms a minute. */
  getAltchaChallenge: { key: "altcha-ip", points: 60, duration: 60 },
  /** Each sign-up mails a code: a tight cap keeps the mailer from being used to spam addresses. */
  signUp: { key: "signup-ip", points: 20, duration: TEN_MINUTES },
  /** Wrong passwords pause per e-mail and address (count-sign-in-attempt.ts); this bounds argon2 work per address. */
  signIn: { key: "signin-ip", points: 60, duration: TEN_MINUTES },
  /**
   * One budget for every call that checks a mailed or texted code or a link token (verifyEmail, unlockSignIn,
   * resetPassword, loginByPhoneNumber, bindPhoneNumber): guessing across calls draws on the same 30.
   */
  checkCode: { key: "verify-code-ip", points: 30, duration: TEN_MINUTES },
  /** Verification and reset mails share one budget per address: each is a mail we send to someone else. */
  sendEmailCode: { key: "send-code-ip", points: 20, duration: TEN_MINUTES },
  /** Each SMS costs money: as tight as the mail budget. */
  sendSmsCode: { key: "send-sms-ip", points: 20, duration: TEN_MINUTES },
  /** Image captchas are cheap to draw and each is spent by one check: room for retries of hard-to-read ones. */
  getCaptcha: { key: "captcha-ip", points: 60, duration: TEN_MINUTES },
  /** Per target e-mail, whoever asks: the 60 s between two codes to one address (CODE_COOLDOWN), before the lookup. */
  sendVerifyEmailPerTarget: { key: "verify-email-target", points: 1, duration: 60 },
  /** Per target e-mail, whoever asks: at most one reset link a minute lands in one inbox. */
  sendResetLinkPerTarget: { key: "reset-target", points: 1, duration: 60 },
  /** Public and read-only, but it tells whether a user id exists: enough for a page that checks once. */
  checkInviter: { key: "check-inviter-ip", points: 60, duration: 60 },
  /** Account deletion is done once; the captcha it needs is redrawn a few times at most. */
  getDeletionCaptcha: { key: "destroy-captcha", points: 20, duration: TEN_MINUTES },
  /** Each try checks a captcha: 10 wrong answers in 10 minutes is already more than a person makes. */
  deleteAccount: { key: "unregister", points: 10, duration: TEN_MINUTES },
  /** "Download my data" reads every row of the account at once: a person needs it once, a few retries at most. */
  exportUserData: { key: "user-export", points: 10, duration: 3600 },
  /** Each try runs argon2 on the current password: as many as sign-in allows one address, per user. */
  changePassword: { key: "change-password", points: 10, duration: TEN_MINUTES },
  /** Each request mails a code to an address the user names: as tight as the other code mails, per user. */
  requestEmailChange: { key: "email-change-send", points: 5, duration: TEN_MINUTES },
  /** Per user and new address: one code a minute, answered alike whether the address is free or taken. */
  requestEmailChangePerTarget: { key: "email-change-target", points: 1, duration: 60 },

  // Resumes and files.
  /** Every create (blank, copy, imports) shares one budget: generous for people, tight for scripts. */
  createResume: { key: "resume-create", points: 30, duration: 60 },
  /** Autosave sends a save after each pause in typing, and on blur: 4 a second leaves fast editing unthrottled. */
  saveResume: { key: "resume-save", points: 240, duration: 60 },
  /** Every upload is decoded and re-encoded by sharp: an avatar takes two (original and crop), a few tries at most. */
  uploadImage: { key: "upload", points: 30, duration: TEN_MINUTES },
  /** A PDF render holds a Chromium page for up to 15 s: 30 a minute keeps one user from filling the render queue. */
  downloadPdf: { key: "download", points: 30, duration: 60 },
  /**
   * "What an ATS reads" prints the PDF a download would and reads it three ways (issue 25 item 1): the download's
   * counter, shared with it, so checking cannot add renders to what downloading allows.
   */
  readBackPdf: { key: "download", points: 30, duration: 60 },
  /** Anyone may ask, per client address, for a render that costs the owner's server: a third of the owner's own. */
  downloadPublicPdf: { key: "download-public", points: 10, duration: 60 },

  /**
   * Creating and revoking tracked links (issue 26 item 4): a person makes one per application and revokes a few; 60 a
   * minute stops a script filling the 50-link cap of every resume in a loop. Link pages count no request of their own;
   * their PDF shares downloadPublicPdf.
   */
  writeShareLink: { key: "share-link-write", points: 60, duration: 60 },
  /**
   * The owner's review links and comments (issue 26 item 6): create, revoke, resolve, reopen, delete are one click
   * each; 60 a minute is a person working down a list of comments, and stops a script.
   */
  writeReviewLink: { key: "review-link-write", points: 60, duration: 60 },
  /**
   * A reviewer's comment, no account, per client address: a thorough pass posts one every few seconds at most, so 60
   * in 10 minutes never stops a person; a script is stopped here and by the 200 comments a link takes.
   */
  postReviewComment: { key: "review-comment-ip", points: 60, duration: TEN_MINUTES },
  /**
   * Adding, editing, moving and deleting applications (issue 26 item 5): a board drag or a state select is one call, so
   * 120 a minute never slows a person tidying the board, and a script needs over four minutes to fill the 500 cap.
   */
  writeApplication: { key: "application-write", points: 120, duration: 60 },

  // AI creator (/ai). Tokens already bound what a user spends; these bound the model calls tokens do not pay for.
  /** Each check is one (uncharged) model call: 30 in 10 minutes is many more job titles than a person tries. */
  checkProfession: { key: "ai-check-profession", points: 30, duration: TEN_MINUTES },
  /** A stream runs its task once; the rest are reconnects (a browser's EventSource retries every few seconds). */
  generateResumeStream: { key: "ai-generate-stream", points: 60, duration: 60 },

  // AI in the editor (polish, translation). Each run is charged in tokens; these bound bursts of model calls.
  /** A polish per text field, entry or section clicked: 30 a minute is far beyond a person reading suggestions. */
  polishTexts: { key: "ai-polish", points: 30, duration: 60 },
  /** Each translation makes a resume copy: 10 in 10 minutes is more languages than a person needs at once. */
  translateResume: { key: "ai-translate", points: 10, duration: TEN_MINUTES },

  // Resume upload (/upload).
  /** Each file holds a worker thread for up to 15 s: 20 in 10 minutes is a person retrying, not a pipeline. */
  parseResumeFile: { key: "resume-parse-file", points: 20, duration: TEN_MINUTES },
  /** A task follows each parsed file; its stream may reconnect a few times (EventSource retries). */
  parseResumeTask: { key: "resume-parse-task", points: 20, duration: TEN_MINUTES },
  parseResumeStream: { key: "resume-parse-stream", points: 60, duration: 60 },

  // Reviews.
  /** Reviews wait for moderation: 5 an hour is plenty for a person and bounds the moderators' queue. */
  createReview: { key: "reviews:create", points: 5, duration: 3600 },
  /** Admins approve or reject in bursts while going down the list. */
  moderateReview: { key: "reviews:moderate", points: 120, duration: 60 },

  // Orders and payments.
  /** Each order may hold the voucher balance and calls Stripe: a person buys once, retrying a few times at most. */
  createOrder: { key: "order-create", points: 20, duration: TEN_MINUTES },
  /** The payment step polls every 4 s (15 a minute) and may ask Stripe each time: room for two open tabs. */
  pollOrder: { key: "order-poll", points: 40, duration: 60 },

  // Admin and the student / open-source offer.
  /** Admins page and filter lists while working through them; the cap only stops a runaway script. */
  adminRead: { key: "admin-read", points: 300, duration: 60 },
  /** Granting, ending and reviewing are one act per click: 120 a minute leaves room for a queue worked in a burst. */
  adminWrite: { key: "admin-write", points: 120, duration: 60 },
  /** One application per person, ever: a few tries cover typos refused by the server. */
  applyOffer: { key: "offer-apply", points: 10, duration: 3600 },
} as const satisfies Record<string, RateLimitRule>;
