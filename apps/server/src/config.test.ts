import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('production refuses a missing, short or well-known session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /too weak/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'cmis-development-only-aaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      }),
    ).toThrow(/too weak/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x7Vq2mN9pL4rT8wK1zB6yC3hF5jD0sGa',
    });
    expect(ok.seedDemo).toBe(false);
  });

  it('outside production demo data is on and the embedded database lives in ./data', () => {
    const c = loadConfig({});
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toBe('10.0.0.1');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
