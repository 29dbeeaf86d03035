/**
 * Lints a small piece of source as if it were written in `file`, with the project's own
 * eslint.config.js, and returns the messages of one kind of rule: how the architecture tests
 * check a rule where it applies and where it does not.
 */
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function messages(file: string, source: string, rules: readonly string[]): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file })
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message)
}

/** The `no-restricted-syntax` messages for `source` in `file`. */
export function restrictedSyntaxProblems(file: string, source: string): Promise<string[]> {
  return messages(file, source, ['no-restricted-syntax'])
}

/** The `no-restricted-properties` messages for `source` in `file`. */
export function restrictedPropertyProblems(file: string, source: string): Promise<string[]> {
  return messages(file, source, ['no-restricted-properties'])
}

/** The restricted-import messages for one import `line` written in `file`. */
export function importProblems(file: string, line: string): Promise<string[]> {
  return messages(file, `${line}\nexport const used = [x]\n`, [
    '@typescript-eslint/no-restricted-imports',
    'no-restricted-imports',
  ])
}
