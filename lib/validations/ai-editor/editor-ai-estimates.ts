// What a polish or a translation is expected to cost, reserved before the model runs and settled on the real usage
// (SPEC §9 gives only the generation's ≈1,500). Text runs about 4 characters a token in English and 1 in Chinese;
// the estimates sit in between, so a user with the 5,000 starting tokens can polish or translate a full resume.
// Usage above the reservation is still charged at settlement (as far as the balance goes), below it refunded.
const PROMPT_TOKENS = 600;

export function polishTokenEstimate(chars: number): number {
  return PROMPT_TOKENS + Math.ceil(chars / 2);
}

export function translateTokenEstimate(chars: number): number {
  return PROMPT_TOKENS + Math.ceil(chars);
}
