// Social sign-in buttons (spec §1, §2; issue 25): one "Continue with …" button per provider the
// platform offers this tenant (configured AND its module flag — GOOGLELOGIN3, FACEBOOKLOGIN3 — on;
// none: nothing shows). A click asks the platform to start the sign-in and sends the browser to the
// provider's page; the provider sends it back to /social/callback (social-callback-page.tsx), which
// signs in and goes to '/' like every login (spec §4).
import { apiErrorMessage, useListSocialProvidersQuery, useStartSocialSignInMutation } from '@portal/api';
import { SOCIAL_CALLBACK_PATH, type SocialProvider } from '@portal/contracts';
import { Button, FormAlert } from '@portal/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { useAuthTranslation } from '../shared/use-auth-translation';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Divider = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Where the browser goes for the provider's page (a seam for tests; the real one leaves the portal). */
export type NavigateAway = (url: string) => void;
const leaveFor: NavigateAway = (url) => window.location.assign(url);

export function SocialSignInButtons({ navigateAway = leaveFor }: { navigateAway?: NavigateAway }) {
  const { t } = useAuthTranslation();
  const { data } = useListSocialProvidersQuery();
  const [start] = useStartSocialSignInMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const label = (p: SocialProvider) =>
    p.label === 'other' ? t('social.other', { name: p.name }) : t(`social.${p.label}`);

  const onClick = async (provider: SocialProvider) => {
    setError(null);
    setBusy(provider.id);
    const returnPath = `${window.location.pathname}${window.location.search}`;
    const result = await start({
      provider: provider.id,
      redirectUri: `${window.location.origin}${SOCIAL_CALLBACK_PATH}`,
      returnPath: returnPath.startsWith(SOCIAL_CALLBACK_PATH) ? '/' : returnPath,
    });
    if ('data' in result && result.data) {
      navigateAway(result.data.authorizationUrl);
      return;
    }
    setBusy(null);
    setError(apiErrorMessage(t, (result as { error?: unknown }).error, AUTH_ERROR_TEXTS));
  };

  return (
    <Group role="group" aria-label={t('social.group')}>
      <Divider aria-hidden="true">{t('social.or')}</Divider>
      {error && <FormAlert>{error}</FormAlert>}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          fullWidth
          loading={busy === provider.id}
          disabled={busy !== null && busy !== provider.id}
          onClick={() => void onClick(provider)}
        >
          {label(provider)}
        </Button>
      ))}
    </Group>
  );
}
