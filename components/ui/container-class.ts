const columnClass = "mx-auto w-full px-4 sm:px-6 lg:px-8";

/** The page column's classes (see Container), also for markup that composes them into its own class string. */
export const containerClass = `${columnClass} max-w-6xl`;

export const narrowContainerClass = `${columnClass} max-w-3xl`;
