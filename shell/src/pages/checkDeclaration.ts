// The contracts' schema check of a declaration the shell fetched itself. In a chunk of its own:
// a declaration remotes.json carries was checked by the release tool when it entered the
// environment, so a production first load never needs this code (valibot and the schema).
import { parsePageDeclaration, type PageDeclaration } from '@lender/contracts';

export function checkDeclaration(
  value: unknown,
): { declaration: PageDeclaration } | { refused: string[] } {
  const parsed = parsePageDeclaration(value);
  return parsed.ok ? { declaration: parsed.declaration } : { refused: parsed.reasons };
}
