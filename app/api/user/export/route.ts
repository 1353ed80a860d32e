// GET /api/user/export – "download my data": the signed-in account as one JSON file (an attachment), issue 21 item 10.
import { NextResponse } from "next/server";
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { exportUserData } from "@/lib/server/services/users/export-user-data";

export const GET = createHandler({ auth: "required", rateLimit: rateLimits.exportUserData }, async ({ session }) => {
  const data = await exportUserData(session.userId);
  const day = data.exportedAt.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="resumecraft-data-${day}.json"`,
    },
  });
});
