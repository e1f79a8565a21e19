// Renders the member centre's pages the way the app does, on the feature harness
// (@portal/feature-testing): a real store (portalApi), the real base query against a recorded
// platform (answers by path; @portal/api/testing), real i18n with the centre's namespaces
// (MEMBER_NAMESPACES: `wallet`, `records`), the theme, a member host the test controls and, for the
// record pages, their options (zone and date pattern). No router: the pages do not navigate.
import type { Answers } from '@portal/api/testing';
import { renderOnPlatform, type RenderedOnPlatform } from '@portal/feature-testing';
import { Suspense, type ReactElement } from 'react';
import { MEMBER_NAMESPACES } from '../src/member-namespaces';
import { RecordsOptionsProvider, type RecordsOptions } from '../src/records/shared/records-options';
import { MemberHostProvider, type MemberHost } from '../src/shared/member-host';

export type { Answer, Answers } from '@portal/api/testing';

export interface RenderMemberOptions {
  answers?: Answers;
  host?: Partial<MemberHost>;
  /** The record pages' zone and date pattern (none: their defaults). */
  recordsOptions?: RecordsOptions;
}

export type RenderedMember = RenderedOnPlatform;

export async function renderMember(
  ui: ReactElement,
  { answers = {}, host = {}, recordsOptions }: RenderMemberOptions = {},
): Promise<RenderedMember> {
  const memberHost: MemberHost = { isAgent: false, ...host };
  return renderOnPlatform(ui, {
    answers,
    loggedIn: true,
    namespaces: MEMBER_NAMESPACES,
    router: false,
    providers: (children) => (
      <MemberHostProvider value={memberHost}>
        <Suspense fallback={null}>
          {recordsOptions ? (
            <RecordsOptionsProvider value={recordsOptions}>{children}</RecordsOptionsProvider>
          ) : (
            children
          )}
        </Suspense>
      </MemberHostProvider>
    ),
  });
}

export * from './render-data';
