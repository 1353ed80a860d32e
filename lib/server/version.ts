// The app version as released (package.json), for /api/health and logs. Server-only: the import inlines the file.
import "server-only";
import packageJson from "@/package.json";

export const appVersion: string = packageJson.version;
