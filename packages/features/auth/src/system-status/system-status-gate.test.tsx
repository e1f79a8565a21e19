// The gate decides from the boot call: 0 the app, 1 maintenance, 2 region restriction.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, systemStatus } from '../../test/fixtures';
import { fail, mockPlatform, ok } from '../../test/platform';
import { renderWithProviders } from '../../test/render';
import { SystemStatusGate } from './system-status-gate';

const statusAnswer = (overrides: Parameters<typeof systemStatus>[1]) => ({
  'GET /wps/system/status': () => ok(systemStatus(DEFAULT_FLAGS, overrides)),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SystemStatusGate', () => {
  it('renders the app for status 0', async () => {
    mockPlatform();
    await renderWithProviders(
      <SystemStatusGate>
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    expect(await screen.findByText('The lobby')).toBeInTheDocument();
  });

  it('keeps showing the app, and does not call again and again, when the platform cannot be reached', async () => {
    const calls = vi.fn();
    mockPlatform({
      handlers: {
        'GET /wps/system/status': () => {
          calls();
          throw new TypeError('offline');
        },
      },
    });
    await renderWithProviders(
      <SystemStatusGate>
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    expect(screen.getByText('The lobby')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('The lobby')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('shows the maintenance page for status 1, with the end time and Contact Us', async () => {
    mockPlatform({ handlers: statusAnswer({ maintenance: true, regionRestriction: true }) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderWithProviders(
      <SystemStatusGate maintenanceEndTime={new Date(2026, 0, 2, 3, 4, 5)}>
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Expected back: 2026-01-02 03:04:05')).toBeInTheDocument();
    expect(screen.queryByText('The lobby')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example.test/live',
      'customer-service',
      'width=440,height=750,noopener',
    );
  });

  it('takes the end time from the status answer when the app passes none', async () => {
    mockPlatform({
      handlers: statusAnswer({ maintenance: true, maintenanceEndTime: new Date(2026, 5, 7, 8, 9, 10).getTime() }),
    });
    await renderWithProviders(
      <SystemStatusGate>
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    expect(await screen.findByText('Expected back: 2026-06-07 08:09:10')).toBeInTheDocument();
  });

  it('shows the region page for status 2 with the visitor IP and country', async () => {
    mockPlatform({ handlers: statusAnswer({ regionRestriction: true }) });
    await renderWithProviders(
      <SystemStatusGate customerServiceUrl="https://help.example.test">
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('Your country: VN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('runs the app on the build-time defaults when the status call fails', async () => {
    mockPlatform({ handlers: { 'GET /wps/system/status': () => fail(500, 'internal_error') } });
    await renderWithProviders(
      <SystemStatusGate>
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    expect(await screen.findByText('The lobby')).toBeInTheDocument();
  });
});
