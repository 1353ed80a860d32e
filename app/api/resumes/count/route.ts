// GET /api/resumes/count – how many resumes I have outside the trash: { count }
import { createHandler } from "@/lib/server/api/handler";
import { countResumes } from "@/lib/server/services/resumes/count-resumes";

export const GET = createHandler({ auth: "required" }, ({ session }) => countResumes(session.userId));
