// renderFeature against a recorded platform: the app's store (createTestStore) whose base query
// answers from `answers` by path (@portal/api/testing), logged in or not. Lobby, lottery and member
// tests render this way; auth keeps its own request-level fake (test/platform.ts).
import {
  configureRecordedApi,
  createTestStore,
  recordedPlatform,
  type Answers,
  type RecordedPlatform,
  type TestStore,
} from '@portal/api/testing';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { renderFeature, type RenderedFeature, type RenderFeatureOptions } from './render-feature';

export interface PlatformRenderOptions extends Omit<RenderFeatureOptions<TestStore>, 'store'> {
  /** The platform's answers by path. */
  answers?: Answers;
  /** Whether calls carry a session token. */
  loggedIn?: boolean;
}

export type RenderedOnPlatform = RenderedFeature<TestStore> & { platform: RecordedPlatform };

export async function renderOnPlatform(
  ui: ReactElement,
  { answers = {}, loggedIn = false, ...options }: PlatformRenderOptions,
): Promise<RenderedOnPlatform> {
  const platform = recordedPlatform(answers);
  configureRecordedApi(platform, { loggedIn });
  const rendered = await renderFeature(ui, { store: createTestStore(), ...options });
  return { ...rendered, platform };
}

export type LoginGuard = Mock<(action?: () => void) => boolean>;

/** A host's requireLogin as the app's is: runs the action and answers true when logged in, else false. */
export function loginGuard(loggedIn: boolean): LoginGuard {
  return vi.fn((action?: () => void) => {
    if (!loggedIn) return false;
    action?.();
    return true;
  });
}
