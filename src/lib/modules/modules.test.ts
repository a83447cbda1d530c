import { describe, expect, it } from 'vitest';
import { routeTable, moduleOf, type RouteName } from '@/lib/navigation/route-table';
import { MODULE_SOURCES, routeIsOn, shopModules, switchedOn } from './modules';

const allOn = {
  seller_system: 1,
  coupon_system: 1,
  wallet_system: 1,
  pay_later_system: 1,
  pickup_point: 1,
  color: 1,
};
const allAddOns = ['reward', 'refund', 'otp_system', 'offline_payment', 'video_shopping', 'wholesale'];

describe('the shop modules', () => {
  it('reads a switch as on only when it says 1, as a number or as the string Laravel prints', () => {
    expect([1, '1', ' 1', true].map(switchedOn)).toEqual([true, true, true, true]);
    expect([0, '0', '', null, undefined, '2', 'on', false, {}].map(switchedOn)).toEqual(
      Array.from({ length: 9 }, () => false),
    );
  });

  it('turns each module on from its own setting or add-on, and off without it', () => {
    const on = shopModules({ settings: allOn, addOns: allAddOns });
    expect(Object.values(on).every(Boolean)).toBe(true);
    for (const [name, source] of Object.entries(MODULE_SOURCES)) {
      const settings = 'setting' in source ? { ...allOn, [source.setting]: 0 } : allOn;
      const addOns = 'addOn' in source ? allAddOns.filter((a) => a !== source.addOn) : allAddOns;
      const modules = shopModules({ settings, addOns: new Set(addOns) });
      expect(modules[name as keyof typeof modules], name).toBe(false);
      expect(Object.values(modules).filter((v) => !v)).toHaveLength(1);
    }
  });

  it('leaves a route of a switched-off module out, and every route without a module in', () => {
    const off = shopModules({ settings: {}, addOns: [] });
    const names = Object.keys(routeTable) as RouteName[];
    const gated = names.filter((name) => !routeIsOn(moduleOf(name), off));
    expect(gated.sort()).toEqual(
      [
        'followedShops',
        'giftVoucher',
        'rewards',
        'sellerRegister',
        'sellers',
        'shop',
        'userToSeller',
        'videoShop',
        'videoShopping',
        'wallet',
      ].sort(),
    );
    expect(
      names.filter((name) => !routeIsOn(moduleOf(name), shopModules({ settings: allOn, addOns: allAddOns }))),
    ).toEqual([]);
  });
});
