/**
 * docs/product.md §9: what an AI resume generation is expected to cost; reserved before it runs, settled on the real
 * usage.
 */
export const GENERATION_TOKEN_ESTIMATE = 1_500;
/**
 * What refining an uploaded resume with AI is expected to cost (issue 14): the file's text and the parser's draft in
 * (about 1,500 tokens for two pages), the corrected draft out (about 1,500). Reserved before, settled on the usage.
 */
export const PARSE_TOKEN_ESTIMATE = 3_000;
