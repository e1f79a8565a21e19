// The customer-service opener: the popup opens before anything is fetched (popup blockers), then
// goes to the VIP service link (type 4) for a VIP and the live chat link (type 3) otherwise, each
// decrypted with its last 8 characters; a failed fetch, a link that does not decrypt or one that is
// not a web link closes the popup and says so.
import { encryptServiceLink, type ServiceConfigValue } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { openCustomerService, serviceLinkOf } from './customer-service';

const LIVE = 'https://chat.example.test/live?b=1';
const VIP = 'https://chat.example.test/vip';

async function config(entries: { type: number; link: string }[]): Promise<ServiceConfigValue> {
  return {
    version: {
      pathList: await Promise.all(
        entries.map(async ({ type, link }) => ({ type, path: await encryptServiceLink(link, 'Ab3dEf7h') })),
      ),
    },
  };
}

function fakePopup() {
  const popup = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.fn(() => popup as unknown as Window);
  return { popup, open };
}

describe('serviceLinkOf', () => {
  it('gives a VIP the VIP service and everyone else the live chat', async () => {
    const both = await config([
      { type: 3, link: LIVE },
      { type: 4, link: VIP },
    ]);
    expect(await serviceLinkOf(both, true)).toBe(VIP);
    expect(await serviceLinkOf(both, false)).toBe(LIVE);
  });

  it('gives a VIP the live chat when the brand has no VIP service', async () => {
    expect(await serviceLinkOf(await config([{ type: 3, link: LIVE }]), true)).toBe(LIVE);
  });

  it('opens a path (the platform’s own chat page) on the portal’s origin', async () => {
    const own = await config([{ type: 3, link: '/chat' }]);
    expect(await serviceLinkOf(own, false, 'https://aurora.example/promotions')).toBe('https://aurora.example/chat');
  });

  it('refuses a link that is not a web link', async () => {
    await expect(serviceLinkOf(await config([{ type: 3, link: 'javascript:alert(1)' }]), false)).rejects.toThrow();
  });
});

describe('openCustomerService', () => {
  it('opens a 440 × 750 popup before fetching, then sends it to the member’s link', async () => {
    const { popup, open } = fakePopup();
    let release!: (value: ServiceConfigValue) => void;
    const pending = openCustomerService({
      vip: true,
      open,
      loadConfig: () => new Promise((resolve) => (release = resolve)),
    });
    // Synchronously, on the click: the fetch has not answered yet.
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', 'popup,width=440,height=750');
    release(
      await config([
        { type: 3, link: LIVE },
        { type: 4, link: VIP },
      ]),
    );
    expect(await pending).toBe(true);
    expect(popup.location.href).toBe(VIP);
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup when the configuration cannot be fetched', async () => {
    const { popup, open } = fakePopup();
    const opened = await openCustomerService({ vip: false, open, loadConfig: () => Promise.reject(new Error('502')) });
    expect(opened).toBe(false);
    expect(popup.close).toHaveBeenCalledOnce();
    expect(popup.location.href).toBe('about:blank');
  });

  it('closes the popup when the link does not decrypt', async () => {
    const { popup, open } = fakePopup();
    const broken = { version: { pathList: [{ type: 3, path: 'not-encrypted-at-allAb3dEf7h' }] } };
    expect(await openCustomerService({ vip: false, open, loadConfig: async () => broken })).toBe(false);
    expect(popup.close).toHaveBeenCalledOnce();
  });
});
