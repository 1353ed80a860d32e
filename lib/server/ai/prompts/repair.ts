import "server-only";
// The follow-up message of the one repair attempt: what was wrong with the answer, and the shape asked for again.
const MAX_PROBLEM_CHARS = 1500;

export function repairInstruction(problem: string): string {
  return [
    "Your previous answer could not be used:",
    problem.slice(0, MAX_PROBLEM_CHARS),
    "Answer again with only the complete JSON object of the shape given in the instructions, with every field present.",
  ].join("\n");
}
