// The key a proof is remembered by after its application (and account) are gone: an HMAC keyed with AUTH_SECRET, so
// the kept table names no address, of the proof's normalised form, so spelling the same proof differently does not
// make a new one.
import "server-only";
import { hashSecret } from "@/lib/server/auth/secret-hash";

type OfferProof = { schoolEmail: string } | { githubId: string };

/** Domains whose mailboxes ignore dots in the local part (Gmail). A school's own domain keeps them. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox, one form: lower case (mail systems match local parts without case in practice) and no `+tag`, which
 * delivers to the same mailbox; for Gmail also no dots.
 */
function normaliseAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1).toLowerCase();
  const local = (address.slice(0, at).toLowerCase().split("+")[0] ?? "").trim();
  return DOTLESS_DOMAINS.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}

export function hashOfferProof(proof: OfferProof): string {
  const key = "schoolEmail" in proof ? `email:${normaliseAddress(proof.schoolEmail)}` : `github:${proof.githubId}`;
  return hashSecret(["offer-proof", key]);
}
