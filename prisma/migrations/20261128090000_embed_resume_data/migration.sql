-- Settings: attach the resume's data (resume.json) to the user's PDFs (issue 25 item 4), on for every account.

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "embedResumeData" BOOLEAN NOT NULL DEFAULT true;
