/** How a DialogShell looks; the same for every dialog of one kind. */
export type DialogLook = {
  /** "dialog" is centred over the page; "sheet" fills the height at the right edge (the mobile menu). */
  variant?: "dialog" | "sheet";
  /** A centred dialog's width: sm 28rem (the crop dialog), md 36rem (the default), lg 56rem (previews). */
  size?: "sm" | "md" | "lg";
};
