"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/layout/user-avatar";
import { checkInviter } from "@/lib/client/api-client/auth-client";
import type { InviterCheck } from "@/lib/shared/validations/users/user-dto";

/** "{name} invited you", from GET /api/user/checkInviter; nothing for an unknown inviter. */
export function InviterCard({ inviterId, onValid }: { inviterId: string; onValid: (isValid: boolean) => void }) {
  const t = useTranslations("Auth.signup");
  const [inviter, setInviter] = useState<InviterCheck | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    checkInviter(inviterId, controller.signal)
      .then((result) => {
        setInviter(result);
        onValid(result.isValid);
      })
      .catch(() => onValid(false));
    return () => controller.abort();
  }, [inviterId, onValid]);
  if (!inviter?.isValid || !inviter.nickName) return null;
  return (
    <div className="mb-5 flex items-center gap-3 rounded-xl bg-brand-50 p-3" data-testid="inviter-card">
      <UserAvatar user={{ nickName: inviter.nickName, avatar: inviter.avatar }} />
      <p className="text-sm text-brand-900">{t("invitedBy", { name: inviter.nickName })}</p>
    </div>
  );
}
