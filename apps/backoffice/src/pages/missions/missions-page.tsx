// The brand's missions (content role): the brand file's entries in every language of the brand
// (title and description) with their kind, period, target, lanes and reward, created, edited and
// withdrawn through the shared content screen. A mission staff wrote is no longer rewritten by the
// brand's file at the next start (the list says who wrote each).
import {
  GAME_LANES,
  MISSION_KINDS,
  MISSION_PERIODS,
  type GameLane,
  type MissionKind,
  type MissionPeriod,
  type OperatorMissionRequest,
} from '@portal/contracts';
import { useMemo } from 'react';
import { missionContentHooks, type MissionItem } from '../../api/campaign-content';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import type { ContentKind } from '../content/content-kind';
import { ContentListPage } from '../content/content-list-page';

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
const NUMBER_PATTERN = /^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,2})?$/;
const LANES_PATTERN = new RegExp(`^\\s*(${GAME_LANES.join('|')})\\s*(,\\s*(${GAME_LANES.join('|')})\\s*)*$`);
const REWARD_KINDS = ['points', 'bonus'] as const;

export default function MissionsPage() {
  const { t } = useBackofficeTranslation();
  const kind = useMemo<ContentKind<MissionItem, OperatorMissionRequest>>(
    () => ({
      texts: 'missions',
      localised: ['title', 'description'],
      fields: [
        {
          name: 'id',
          label: t('content.id'),
          hint: t('content.idHint'),
          newOnly: true,
          pattern: { value: ID_PATTERN, message: t('content.idRule') },
        },
        {
          name: 'kind',
          label: t('missions.kind'),
          options: MISSION_KINDS.map((value) => ({ value, label: t(`missions.kinds.${value}`) })),
        },
        {
          name: 'period',
          label: t('missions.period'),
          options: MISSION_PERIODS.map((value) => ({ value, label: t(`missions.periods.${value}`) })),
        },
        {
          name: 'target',
          label: t('missions.target'),
          pattern: { value: NUMBER_PATTERN, message: t('missions.targetRule') },
        },
        {
          name: 'gameKinds',
          label: t('missions.gameKinds'),
          hint: t('missions.gameKindsHint'),
          optional: true,
          pattern: { value: LANES_PATTERN, message: t('missions.gameKindsRule') },
          shownWhen: (extra) => extra.kind !== 'deposit',
        },
        {
          name: 'rewardKind',
          label: t('missions.rewardKind'),
          options: REWARD_KINDS.map((value) => ({ value, label: t(`missions.rewardKinds.${value}`) })),
        },
        {
          name: 'reward',
          label: t('missions.reward'),
          pattern: { value: NUMBER_PATTERN, message: t('content.amountRule') },
        },
      ],
      extraOf: (item) => ({
        id: item?.id ?? '',
        kind: item?.kind ?? 'valid_bet',
        period: item?.period ?? 'daily',
        target: item ? String(item.target) : '',
        gameKinds: item?.gameKinds?.join(', ') ?? '',
        rewardKind: item && 'bonus' in item.reward ? 'bonus' : 'points',
        reward: item ? ('bonus' in item.reward ? item.reward.bonus : String(item.reward.points)) : '',
      }),
      bodyOf: ({ title, description, extra }) => {
        const missionKind = (extra.kind ?? 'valid_bet') as MissionKind;
        const lanes = (extra.gameKinds ?? '')
          .split(',')
          .map((lane) => lane.trim())
          .filter(Boolean) as GameLane[];
        const reward = (extra.reward ?? '').trim();
        return {
          id: (extra.id ?? '').trim(),
          kind: missionKind,
          period: (extra.period ?? 'daily') as MissionPeriod,
          target: Number(extra.target),
          ...(missionKind !== 'deposit' && lanes.length > 0 ? { gameKinds: lanes } : {}),
          reward: extra.rewardKind === 'bonus' ? { bonus: reward } : { points: Number(reward) },
          title,
          description,
        };
      },
      columns: [
        { key: 'kind', header: t('missions.kind'), cell: (item) => t(`missions.kinds.${item.kind}`) },
        { key: 'period', header: t('missions.period'), cell: (item) => t(`missions.periods.${item.period}`) },
        { key: 'target', header: t('missions.target'), cell: (item) => item.target },
        { key: 'source', header: t('missions.source'), cell: (item) => t(`missions.sources.${item.source}`) },
      ],
    }),
    [t],
  );

  return <ContentListPage kind={kind} hooks={missionContentHooks} />;
}
