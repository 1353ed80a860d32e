// A revoked, expired or unknown tracked link: "this link is no longer available", in English here; /ch/s/ answers in
// Chinese (app/ch/s/[token]/not-found.tsx).
import { ShareLinkNotFound } from "./share-link-page";

export default function ShareLinkPageNotFound() {
  return <ShareLinkNotFound locale="en" />;
}
