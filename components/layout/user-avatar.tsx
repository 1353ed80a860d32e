// A user's picture over their initial. Plain markup, no JavaScript: the initial shows until the picture paints over
// it, and stays when there is no picture or it fails to load (an image with alt="" paints nothing then).
/** What the header and avatars need of a user; the session work passes it from the server. */
export type HeaderUser = { nickName: string; avatar: string | null };

export function UserAvatar({ user, className = "size-9" }: { user: HeaderUser; className?: string }) {
  return (
    <span className={`relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 ${className}`}>
      <span aria-hidden className="flex size-full items-center justify-center text-sm font-semibold text-brand-800">
        {user.nickName.trim().charAt(0).toUpperCase() || "?"}
      </span>
      {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded or seeded avatar at icon size */}
      {user.avatar && <img src={user.avatar} alt="" className="absolute inset-0 size-full object-cover" />}
    </span>
  );
}
