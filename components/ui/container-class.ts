/**
 * The page column's classes (see Container), for client components on every page's first load that add no
 * conflicting classes: they compose these directly and so do not pull tailwind-merge into every page.
 */
export const containerClass = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
