// The member beside a conversation: the basic details the platform gives support staff (no balance,
// no contact data), as label–value pairs in a named region.
import type { SupportMember } from '@portal/contracts';
import { styled } from 'styled-components';
import { formatTime } from '../../shared/format';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Label over value: the panel is narrow, and a username must not break inside. */
const Pairs = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function MemberDetails({ member }: { member: SupportMember }) {
  const { t } = useBackofficeTranslation();
  const title = t('support.member.title');
  const rows: [string, string | number][] = [
    [t('support.member.username'), member.username],
    [t('support.member.nickname'), member.nickname ?? '—'],
    [t('support.member.clubLabel'), member.clubLabel ?? '—'],
    [t('support.member.rankLevel'), member.rankLevel],
    [t('support.member.accountType'), member.accountType],
    [t('support.member.registeredAt'), formatTime(member.registeredAt)],
    [t('support.member.lastLoginAt'), member.lastLoginAt ? formatTime(member.lastLoginAt) : t('support.member.never')],
    [t('support.member.language'), member.language],
    [t('support.member.conversations'), member.conversations],
  ];
  return (
    <Panel aria-label={title}>
      <h3>{title}</h3>
      <Pairs>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Pairs>
    </Panel>
  );
}
