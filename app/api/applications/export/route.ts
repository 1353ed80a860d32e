// GET /api/applications/export – my applications as a CSV file (UTF-8 with BOM, RFC 4180, formula cells neutralised)
import { createHandler } from "@/lib/server/api/handler";
import { exportApplicationsCsv } from "@/lib/server/services/applications/export-applications-csv";

export const GET = createHandler({ auth: "required" }, ({ session }) => exportApplicationsCsv(session.userId));
