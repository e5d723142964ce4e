import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server every spec uses (30-minute idle timeout, as in production). */
    baseUrl: string;
    /** A second server whose sessions expire after a few idle seconds. */
    shortSessionUrl: string;
  }
}

export const SHORT_SESSION_SECONDS = 4;

export default async function setup(project: TestProject) {
  const started = await Promise.allSettled([
    startServer('main'),
    startServer('short-session', { SESSION_IDLE_SECONDS: String(SHORT_SESSION_SECONDS) }),
  ]);
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map((server: RunningServer) => server.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  const [main, short] = servers as [RunningServer, RunningServer];
  project.provide('baseUrl', main.url);
  project.provide('shortSessionUrl', short.url);
  return stopAll;
}
