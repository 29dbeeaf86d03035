/**
 * Runs a set-up plan (setup-plan.ts) against a project, or describes it without calling
 * anything. Each step checks first and changes only what it finds missing, so a run that
 * stops half-way is finished by running the command again.
 */
import type { Cloud } from './cloud.ts'
import type { Step, StepContext } from './setup-plan.ts'

/** The plan as --dry-run prints it: numbered steps, each with what it would run. */
export function describePlan(steps: Step[]): string {
  return steps
    .map((step, index) =>
      [
        `${index + 1}. ${step.title}`,
        ...step.commands.map((command) => `     $ ${command}`),
        ...(step.notes ?? []).map((note) => `     by hand: ${note}`),
      ].join('\n'),
    )
    .join('\n')
}

/** Runs every step in order; returns how many changed something. */
export async function runPlan(steps: Step[], cloud: Cloud, context: StepContext): Promise<number> {
  let changed = 0
  for (const [index, step] of steps.entries()) {
    const label = `${index + 1}. ${step.title}`
    let missing: string[]
    try {
      missing = await step.check(cloud)
      if (missing.length === 0) {
        context.log(`✓ ${label}: already in place`)
      } else {
        context.log(`→ ${label}`)
        for (const sentence of missing) context.log(`     ${sentence}`)
        await step.apply(cloud, context)
        changed++
        context.log(`✓ ${label}: done`)
      }
      for (const note of step.notes ?? []) context.log(`     by hand: ${note}`)
    } catch (error) {
      throw new Error(
        `Step ${label} stopped: ${error instanceof Error ? error.message : String(error)} Run the command again once that is fixed: it carries on from there.`,
        { cause: error },
      )
    }
  }
  return changed
}
