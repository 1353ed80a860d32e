// PATCH /api/users/{id} – change my nickname or avatar; another user's id answers 404.
import { createHandler } from "@/lib/server/api/handler";
import { updateUserProfile } from "@/lib/server/services/users/update-user-profile";
import { ZUpdateUserBody, ZUserIdParams } from "@/lib/shared/validations/auth/update-user";

export const PATCH = createHandler(
  { auth: "required", params: ZUserIdParams, body: ZUpdateUserBody },
  ({ session, params, body }) => updateUserProfile(session.userId, params.id, body),
);
