// Stand-in for `virtual:tenant/banners` in unit tests (the groups match virtual-tenant.ts).
import type { TenantBannerWithUrl } from 'virtual:tenant';

const banners: readonly TenantBannerWithUrl[] = [
  {
    id: 'test-home-1',
    group: 'w_home',
    image: 'assets/b1.svg',
    altKey: 'banners.one',
    imageUrl: '/assets/b1.svg',
    link: { type: 'route', target: '/rng' },
  },
  {
    id: 'test-home-2',
    group: 'w_home',
    image: 'assets/b2.svg',
    altKey: 'banners.two',
    imageUrl: '/assets/b2.svg',
    link: { type: 'url', target: 'https://example.test/offer' },
  },
  {
    id: 'test-live',
    group: 'w_live',
    image: 'assets/b3.svg',
    altKey: 'banners.three',
    imageUrl: '/assets/b3.svg',
    link: { type: 'promotion', target: 'welcome bonus' },
  },
];

export default banners;
