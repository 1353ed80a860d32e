// What a cover shows until its image arrives: a grey sheet with a few ruled lines standing for text, never a blank
// white card (a template cover is rendered on the first request for it, 2-10 s on a cold start; issue 21 item 13).
// Painted as the <img>'s own background, so it needs no extra element and disappears under the loaded picture.
export const coverPlaceholder =
  "bg-slate-100 bg-[repeating-linear-gradient(to_bottom,var(--color-slate-300)_0_6px,transparent_6px_22px)] bg-[length:64%_42%] bg-[position:50%_14%] bg-no-repeat";
