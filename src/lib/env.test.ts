import { describe, expect, it } from 'vitest';
import { EnvError, getEnv, parseEnv } from './env.ts';

describe('env', () => {
  it('turns the demo shop on by default in development and off otherwise', () => {
    expect(parseEnv({ MODE: 'development', DEV: true, BASE_URL: '/' })).toEqual({
      mode: 'development',
      dev: true,
      basePath: '/',
      demoShop: true,
      gatewayStandIns: true,
    });
    expect(parseEnv({ MODE: 'production', DEV: false, BASE_URL: '/shop/' })).toMatchObject({
      basePath: '/shop',
      demoShop: false,
      gatewayStandIns: false,
    });
  });

  it('takes the demo server’s gateway stand-ins with the demo shop, or when VITE_GATEWAY_STAND_INS=on', () => {
    expect(parseEnv({ MODE: 'preview', VITE_DEMO_SHOP: 'off', VITE_GATEWAY_STAND_INS: 'on' })).toMatchObject({
      demoShop: false,
      gatewayStandIns: true,
    });
    expect(
      parseEnv({ MODE: 'e2e', VITE_DEMO_SHOP: 'on', VITE_GATEWAY_STAND_INS: 'off' }).gatewayStandIns,
    ).toBe(false);
    expect(() => parseEnv({ VITE_GATEWAY_STAND_INS: 'yes' })).toThrow(
      /VITE_GATEWAY_STAND_INS must be "on" or "off"/,
    );
  });

  it('reads VITE_DEMO_SHOP=on|off', () => {
    expect(parseEnv({ MODE: 'e2e', VITE_DEMO_SHOP: 'on' }).demoShop).toBe(true);
    expect(parseEnv({ MODE: 'development', DEV: true, VITE_DEMO_SHOP: 'off' }).demoShop).toBe(false);
  });

  it('rejects wrong values with a message naming the variable', () => {
    expect(() => parseEnv({ VITE_DEMO_SHOP: 'yes' })).toThrow(
      new EnvError(
        'VITE_DEMO_SHOP must be "on" or "off", got "yes". Set it in .env.<mode> or the environment.',
      ),
    );
    expect(() => parseEnv({ BASE_URL: 'shop/' })).toThrow(/VITE_BASE_PATH must be a path/);
    expect(() => parseEnv({ BASE_URL: '//cdn.example/' })).toThrow(EnvError);
  });

  it("is what vite.config.ts parsed from this run's settings (Vitest: the test mode, a dev server's)", () => {
    expect(getEnv()).toEqual(
      parseEnv({ ...import.meta.env, MODE: 'test', DEV: true, BASE_URL: import.meta.env.BASE_URL }),
    );
    expect(getEnv().basePath.startsWith('/')).toBe(true);
  });
});
