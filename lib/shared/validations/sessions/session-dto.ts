// One row of the user's sessions list (GET /api/users/sessions), as lib/server/services/sessions/list-sessions.ts answers it.
import type { DeviceDescription } from "@/lib/shared/utils/describe-user-agent";

export type SessionListItem = DeviceDescription & {
  id: string;
  clientAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  isCurrent: boolean;
};
