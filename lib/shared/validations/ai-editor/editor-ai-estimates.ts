// What a polish or a translation is expected to cost, reserved before the model runs and settled on the real usage
// (docs/product.md §9 gives only the generation's ≈1,500). Text runs about 4 characters a token in English and 1 in
// Chinese; the estimates sit in between, so a user with the 5,000 starting tokens can polish or translate a full
// resume. Usage above the reservation is still charged at settlement (as far as the balance goes), below it refunded.
const PROMPT_TOKENS = 600;

export function polishTokenEstimate(chars: number): number {
  return PROMPT_TOKENS + Math.ceil(chars / 2);
}

export function translateTokenEstimate(chars: number): number {
  return PROMPT_TOKENS + Math.ceil(chars);
}

// The output bounds (maxOutputTokens) of the two calls: each answer repeats every text once, rewritten or translated,
// so about as many tokens as characters sent at worst (Chinese), half again for a longer rewording or a language
// that takes more tokens, plus the JSON around each text (its path or id) and the object around them all.
const ANSWER_FRAME_TOKENS = 200;

export function polishOutputTokens(chars: number, texts: number): number {
  return ANSWER_FRAME_TOKENS + 40 * texts + Math.ceil(chars * 1.5);
}

export function translateOutputTokens(chars: number, texts: number): number {
  return ANSWER_FRAME_TOKENS + 20 * texts + Math.ceil(chars * 1.5);
}
