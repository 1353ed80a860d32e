// The same Open Graph card as /r/{link}: a link shared from the Chinese address previews alike.
export { default, size, contentType, alt } from "@/app/r/[slug]/opengraph-image";
