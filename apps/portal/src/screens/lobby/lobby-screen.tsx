// A games lobby (slots, live casino, sports…).
// ── PLUG-IN POINT (lobby) ─────────────────────────────────────────────────────────────────────
// @portal/feature-lobby's lobby (vendor tabs — /rng?page={vendor} —, game list, favourites,
// launch) replaces the empty state; the route passes the kind.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import type { LobbyKind } from './lobby-kinds';
import { GamepadIcon } from '../parts/screen-icons';

export function LobbyScreen({ kind }: { kind: LobbyKind }) {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen
      title={t(`screens.lobby.titles.${kind}`)}
      emptyTitle={t('screens.lobby.emptyTitle')}
      emptyBody={t('screens.lobby.emptyBody')}
      icon={<GamepadIcon />}
      actions={<BackHomeLink />}
    />
  );
}
