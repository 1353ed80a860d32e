// English messages of the resume request schemas (docs/product.md §5, §8). The client translates by error code and
// path; these texts are what a raw API caller sees.
export const resumeMessages = {
  textRequired: "Text cannot be empty",
  nameTooLong: "Name must be at most 120 characters",
  customUrlFormat: "Custom URL must be 3 to 64 characters of a-z, 0-9, - and _",
  customUrlReserved: "This custom URL is reserved",
  unknownTemplate: "Unknown template",
  unknownTheme: "This template has no colour theme of that name",
  unknownStart: "start must be sample or hints",
  unknownMode: "Cannot tell the save mode: send mode, or the fields of one mode (config | basic | data | full)",
  invalidUrl: "Paste a public resume link of this site, such as https://example.com/r/<id>",
  importForeignHost: "This link points to another site: only public resume links of this site can be imported",
} as const;
