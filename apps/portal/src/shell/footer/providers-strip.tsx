// The strip of game providers in the footer.
// ── PLUG-IN POINT (lobby) ─────────────────────────────────────────────────────────────────────
// The providers are the vendors of the game vendor call (GCSGAME_newGameVendor). Until
// @portal/feature-lobby provides them, `useGameProviders()` has none and the strip is not shown
// (we do not invent a list).
import { useTranslation } from '@portal/i18n';
import { Inline } from '@portal/ui';
import styled from 'styled-components';

export interface GameProvider {
  code: string;
  name: string;
}

export function useGameProviders(): readonly GameProvider[] {
  return [];
}

const Provider = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function ProvidersStrip({ providers }: { providers: readonly GameProvider[] }) {
  const { t } = useTranslation('shell');
  if (providers.length === 0) return null;
  return (
    <Inline as="ul" gap="sm" align="stretch" aria-label={t('footer.providers')}>
      {providers.map((provider) => (
        <Provider key={provider.code}>{provider.name}</Provider>
      ))}
    </Inline>
  );
}
