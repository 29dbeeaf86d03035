/**
 * The deploy hook: asks for the static site to be rebuilt from the content and deployed. In
 * production it starts the content rebuild workflow; locally, the stack's own rebuild server.
 * The receiver runs one build at a time and reads the content when the build starts.
 */
export interface DeployHook {
  /** Resolves once the hook accepted the call; throws an Error saying why it did not. */
  trigger(): Promise<void>
}
