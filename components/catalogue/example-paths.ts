// URLs and anchors of the examples pages, shared by server pages and client components (a helper exported from a
// "use client" module cannot be called on the server).

/** The example's own page, locale-less (next-intl's Link adds /ch). */
export const examplePagePath = (id: string): string => `/examples/${encodeURIComponent(id)}`;

/** The example's web resume; locale-independent. */
export const webResumePath = (uuid: string): string => `/r/${encodeURIComponent(uuid)}`;

/** The id of a category's section on /examples (the navigator's #anchor). */
export const categoryAnchorId = (slug: string): string => `category-${slug}`;
