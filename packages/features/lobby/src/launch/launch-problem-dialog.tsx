// The dialogs of a failed launch: #734 (a game is still open: close it and play this one?), a game
// under maintenance (until when, and other games to try instead), any other failure.
import { useGetHotGamesQuery } from '@portal/api';
import type { Game, OpenGame } from '@portal/contracts';
import { formatDateTime, useTranslation } from '@portal/i18n';
import { Button, ConfirmDialog, Inline, Modal, Stack } from '@portal/ui';
import type { LaunchTarget } from './launch-target';

export type LaunchProblem =
  | { kind: 'alreadyOpen'; target: LaunchTarget; openGame: OpenGame | null }
  | { kind: 'maintenance'; target: LaunchTarget; endTime: number | null }
  | { kind: 'failed'; target: LaunchTarget; message: string };

export interface LaunchProblemDialogProps {
  problem: LaunchProblem | null;
  busy: boolean;
  onConfirmClose: () => void;
  onDismiss: () => void;
  onSuggest: (game: Game) => void;
}

const SUGGESTIONS = 6;

function Suggestions({ exclude, onSuggest }: { exclude: string; onSuggest: (game: Game) => void }) {
  const { t } = useTranslation('lobby');
  const { data } = useGetHotGamesQuery();
  const games = (data?.list ?? []).filter((game) => game.nodeId !== exclude && !game.maintenance).slice(0, SUGGESTIONS);
  if (games.length === 0) return null;
  return (
    <Stack gap="sm" as="ul" aria-label={t('launch.suggestions')}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <Button variant="secondary" size="sm" onClick={() => onSuggest(game)}>
            {game.gameName}
          </Button>
        </li>
      ))}
    </Stack>
  );
}

export function LaunchProblemDialog({ problem, busy, onConfirmClose, onDismiss, onSuggest }: LaunchProblemDialogProps) {
  const { t } = useTranslation('lobby');
  if (!problem) return null;
  const name = problem.target.gameName;
  if (problem.kind === 'alreadyOpen') {
    return (
      <ConfirmDialog
        open
        tone="warning"
        title={t('launch.alreadyOpenTitle')}
        message={t('launch.alreadyOpenBody', { game: problem.openGame?.gameName ?? t('launch.anotherGame'), name })}
        confirmLabel={t('launch.alreadyOpenConfirm')}
        cancelLabel={t('launch.cancel')}
        closeLabel={t('launch.close')}
        confirming={busy}
        onConfirm={onConfirmClose}
        onCancel={onDismiss}
      />
    );
  }
  if (problem.kind === 'maintenance') {
    return (
      <Modal
        open
        onClose={onDismiss}
        title={t('launch.maintenanceTitle')}
        closeLabel={t('launch.close')}
        footer={
          <Inline justify="end">
            <Button variant="primary" onClick={onDismiss}>
              {t('launch.ok')}
            </Button>
          </Inline>
        }
      >
        <Stack gap="md">
          <p>
            {problem.endTime
              ? t('launch.maintenanceUntil', {
                  name,
                  end: formatDateTime(problem.endTime, 'yyyy-MM-dd', { seconds: false }),
                })
              : t('launch.maintenanceBody', { name })}
          </p>
          <p>{t('launch.tryOthers')}</p>
          <Suggestions exclude={problem.target.nodeId} onSuggest={onSuggest} />
        </Stack>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={t('launch.failedTitle')}
      message={problem.message}
      confirmLabel={t('launch.ok')}
      closeLabel={t('launch.close')}
      onConfirm={onDismiss}
      onCancel={onDismiss}
    />
  );
}
