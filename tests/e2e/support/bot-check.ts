// How long a form may wait for its bot check (the ALTCHA proof of work the browser solves, lib/server/captcha/altcha.ts)
// before its submit button is enabled. About a second on a quiet machine; on the loaded 2-core CI machine (load 15+)
// a solve passed 15 s. A cap, not a wait: the button's state ends it.
export const BOT_CHECK_TIMEOUT = 60_000;
