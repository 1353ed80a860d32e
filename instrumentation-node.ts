// A bad configuration stops the start with a message naming the variable and what it expects.
import { env, EnvError } from "@/lib/env";

try {
  env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}
