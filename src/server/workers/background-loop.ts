import type { Logger } from "../logger";

/**
 * Runs `pass` every `intervalMs` in the background, never two at once; `runOnce()` runs a pass
 * now (tests call it instead of waiting on the timer) and `stop()` waits for the current one.
 * A failed pass is logged and the loop goes on.
 */
export function startBackgroundLoop(
  name: string,
  pass: () => Promise<number>,
  { intervalMs, logger }: { intervalMs: number; logger: Logger },
) {
  let running: Promise<number> | undefined;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    running ??= pass()
      .catch((err: unknown) => {
        logger.error(`${name} pass failed`, { error: err });
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
