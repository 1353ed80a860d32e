// docs/product.md §5, §9: one PDF, .doc or .docx file of at most 5 MB. Shared by the /upload page and the parse
// endpoints.
export const MAX_RESUME_FILE_BYTES = 5 * 1024 * 1024;
