// GET /api/examples/{id} for a ?example= that is not on the page (another language's example, or an unknown id).
// Imported only then (example-preview-state.ts), so the API client is not part of the examples page's first load.
import { BAD_REQUEST, NOT_FOUND } from "@/lib/shared/api/codes";
import { ApiError } from "@/lib/client/api-client/api-error";
import { getExample } from "@/lib/client/api-client/catalogue-client";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

/** The example, or null when there is none by that id; any other failure (network, server) throws. */
export async function fetchExample(id: string, signal: AbortSignal): Promise<ExampleDto | null> {
  try {
    return await getExample(id, signal);
  } catch (error) {
    // 400 is an id that cannot exist (too long): for the user that is the same unknown example.
    if (error instanceof ApiError && (error.status === NOT_FOUND || error.status === BAD_REQUEST)) return null;
    throw error;
  }
}
