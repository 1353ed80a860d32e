/** SPEC §9: what an AI resume generation is expected to cost; reserved before it runs, settled on the real usage. */
export const GENERATION_TOKEN_ESTIMATE = 1_500;
