// Renders the agent centre the way the app does, on the feature harness (@portal/feature-testing): a
// real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the centre's namespaces (AGENT_NAMESPACES), the theme, a
// memory router and an agent host the test controls (the transfer opener as a spy).
import type { Answers } from '@portal/api/testing';
import { renderOnPlatform, type RenderedOnPlatform } from '@portal/feature-testing';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { AGENT_NAMESPACES } from '../src/agent-namespace';
import { AgentHostProvider, DEFAULT_AGENT_HOST } from '../src/shared/agent-host';

export type { Answer, Answers } from '@portal/api/testing';

export type RenderedAgent = RenderedOnPlatform & { openTransfer: Mock<() => void> };

export async function renderAgent(
  ui: ReactElement,
  { answers = {} }: { answers?: Answers } = {},
): Promise<RenderedAgent> {
  const openTransfer = vi.fn<() => void>();
  const rendered = await renderOnPlatform(ui, {
    answers,
    loggedIn: true,
    namespaces: AGENT_NAMESPACES,
    providers: (children) => (
      <AgentHostProvider
        value={{
          ...DEFAULT_AGENT_HOST,
          openTransfer,
          affiliateLink: (code) => `https://aurora.test/register?referralCode=${code}`,
        }}
      >
        {children}
      </AgentHostProvider>
    ),
  });
  return { ...rendered, openTransfer };
}

export * from './agent-data';
