import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Where the process is in its life: `starting` until its start sequence is done (the seed's steps after the app is
 * built among them), `running` while it serves, `draining` from the first SIGTERM or SIGINT on. GET /ready reads it
 * (health.service.ts); server.ts moves it; tests drive it through deps.lifecycle without real signals.
 */
export type TLifecyclePhase = 'starting' | 'running' | 'draining';

export type TLifecycle = {
  phase: () => TLifecyclePhase;
  /** The start sequence is done (ignored once draining). */
  markRunning: () => void;
  /** Shutting down: readiness answers 503 from now on, while every other request is still answered. */
  markDraining: () => void;
  /** Whether the schema was seen current; once it was it stays so, as migrations only move forward. */
  schemaCurrent: () => boolean;
  markSchemaCurrent: () => void;
};

export function createLifecycle(start: TLifecyclePhase = 'running'): TLifecycle {
  let phase = start;
  let schemaCurrent = false;
  return {
    phase: () => phase,
    markRunning: () => {
      if (phase === 'starting') phase = 'running';
    },
    markDraining: () => {
      phase = 'draining';
    },
    schemaCurrent: () => schemaCurrent,
    markSchemaCurrent: () => {
      schemaCurrent = true;
    },
  };
}

export type TShutdownParts = {
  lifecycle: TLifecycle;
  /** How long requests keep being answered after the signal, while the load balancer sees /ready fail. */
  drainMs: number;
  /** In this order once the drain ends: stop accepting and finish in-flight requests, stop the job worker, close the pool. */
  app: { close: () => PromiseLike<unknown> };
  worker: { stop: () => Promise<void> };
  database: { close: () => Promise<void> };
  log: (line: string) => void;
  exit: (code: number) => void;
  /** The drain's wait (tests end it themselves). */
  wait?: (ms: number) => Promise<unknown>;
};

/**
 * The signal handler: the first signal drains and then stops in order and exits 0 (1 if a step failed);
 * a second signal exits at once.
 */
export function createShutdown(parts: TShutdownParts): (signal: string) => Promise<void> {
  const wait = parts.wait ?? ((ms: number) => sleep(ms));
  let stopping = false;
  return async (signal) => {
    if (stopping) {
      parts.log(`${signal} again: exiting now.`);
      parts.exit(1);
      return;
    }
    stopping = true;
    parts.lifecycle.markDraining();
    if (parts.drainMs > 0) parts.log(`${signal}: draining for ${parts.drainMs} ms (SHUTDOWN_DRAIN_MS) while /api/v1/ready answers 503; a second signal stops at once.`);
    try {
      await wait(parts.drainMs);
      await parts.app.close();
      await parts.worker.stop();
      await parts.database.close();
    } catch (err) {
      parts.log(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      parts.exit(1);
      return;
    }
    parts.exit(0);
  };
}
