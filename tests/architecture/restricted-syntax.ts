/**
 * Lints a small piece of source as if it were written in `file`, with the project's own
 * eslint.config.js, and returns the messages of its `no-restricted-syntax` rules: how the
 * architecture tests check a rule where it applies and where it does not.
 */
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

export async function restrictedSyntaxProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}
