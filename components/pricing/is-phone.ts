// Whether the checkout runs on a phone (issue 21 item 8): a touch screen (pointer: coarse) that is narrow, or short
// when held sideways. Decided by what the screen is, not by the User-Agent, which desktop browsers in device mode and
// in-app browsers report inconsistently; a tablet (coarse, but wide and tall) keeps the desktop QR flow.
export const PHONE_QUERY = "(pointer: coarse) and (max-width: 767px), (pointer: coarse) and (max-height: 500px)";

export function isPhone(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(PHONE_QUERY).matches
    : false;
}
