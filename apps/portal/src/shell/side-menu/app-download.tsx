// The side menu's app download area: a disclosure with the Android and iOS QR codes and a link
// to the download page's install steps; in the mini menu, a link to that page.
import { useTranslation } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDownloads } from '../app-downloads';
import { DownloadIcon } from '../icons/extra-icons';
import { ChevronDoubleRightIcon } from '../icons/shell-icons';
import { ItemLabel, ItemLink, Section } from './side-menu.styles';

const AppDownloadCodes = lazy(() => import('../app-download-codes'));

const Disclosure = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $open }) => ($open ? theme.color.bg.muted : 'transparent')};
  color: ${({ theme }) => theme.color.fg.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }

  svg:last-child {
    margin-inline-start: auto;
    transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  a {
    color: ${({ theme }) => theme.color.accent.fg};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export function AppDownload({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const options = useAppDownloads();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (options.length === 0) return null;

  if (collapsed) {
    return (
      <ItemLink to="/down" $collapsed title={t('download.title')}>
        <DownloadIcon />
        <ItemLabel $collapsed>{t('download.title')}</ItemLabel>
      </ItemLink>
    );
  }

  return (
    <Section>
      <Disclosure
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        $open={open}
        onClick={() => setOpen((value) => !value)}
      >
        <DownloadIcon />
        <span>{t('download.title')}</span>
        <ChevronDoubleRightIcon />
      </Disclosure>
      {open && (
        <Panel id={panelId}>
          <Suspense fallback={<Spinner label={t('common:status.loading')} />}>
            <AppDownloadCodes options={options} />
          </Suspense>
          <Link to="/down">{t('download.more')}</Link>
        </Panel>
      )}
    </Section>
  );
}
