// A revoked, expired or unknown review link: "this review link is no longer available", in English here; /ch/c/
// answers in Chinese (app/ch/c/[token]/not-found.tsx).
import { ReviewLinkNotFound } from "./review-link-page";

export default function ReviewLinkPageNotFound() {
  return <ReviewLinkNotFound locale="en" />;
}
