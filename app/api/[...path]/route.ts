// Any /api path without its own route: a JSON 404 in the envelope rather than the HTML not-found page.
import { unknownEndpoint } from "@/lib/server/api/unknown-endpoint";

export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
  unknownEndpoint as OPTIONS,
};
