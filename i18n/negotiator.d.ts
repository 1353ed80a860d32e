// negotiator (a dependency of next-intl) ships no types; this is the part lib/server/i18n/negotiate-locale.ts uses.
declare module "negotiator" {
  type Headers = Record<string, string | string[] | undefined>;
  export default class Negotiator {
    constructor(request: { headers: Headers });
    /** Language tags of the Accept-Language header, most preferred first ("*" when the header is missing). */
    languages(available?: string[]): string[];
  }
}
