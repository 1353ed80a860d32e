// The public page's options that take effect (lib/server/services/public-resumes/effective-public-options.ts decides them).
export type PublicOptions = {
  hideEmail: boolean;
  hidePhone: boolean;
  showBranding: boolean;
  showShareBtn: boolean;
  downloadable: boolean;
  showToggleDarkMode: boolean;
};
