import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { HealthCheck } from '../services/health.ts'

/**
 * /api/health: for an uptime check. 200 `{"status":"ok"}` when the API answers and can read
 * its store, else 503 in the error shape. Open to anyone, not rate-limited, and it says
 * nothing else (no version, no cause); like every API answer it is never cached (app.ts).
 */
export function healthRoutes(health: HealthCheck) {
  return new Hono<AppEnv>().get('/', async (c) => {
    await health.check()
    return c.json({ status: 'ok' as const })
  })
}
