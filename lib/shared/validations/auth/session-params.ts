import { z } from "zod";

/** `{id}` of DELETE /api/users/sessions/{id}: a session record's cuid. */
export const ZSessionIdParams = z.object({ id: z.string().regex(/^[a-z0-9]{1,64}$/i, "Session id is malformed") });
