// The QR codes of the app downloads (size 100, spec §9), each with its platform name and a
// direct link. Loaded on demand: the QR encoder is not needed until someone opens the download area.
import { useTranslation } from '@portal/i18n';
import { QrCode } from '@portal/ui';
import styled from 'styled-components';
import { DOWNLOAD_QR_SIZE, type AppDownloadOption } from './app-downloads';

const Codes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Code = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.fg.default};

  a {
    color: ${({ theme }) => theme.color.accent.fg};
  }
`;

export function AppDownloadCodes({ options }: { options: readonly AppDownloadOption[] }) {
  const { t } = useTranslation('shell');
  return (
    <Codes>
      {options.map((option) => {
        const platform = t(`download.${option.platform}`);
        return (
          <Code key={option.platform}>
            <QrCode value={option.qrValue} size={DOWNLOAD_QR_SIZE} label={t('download.qrLabel', { platform })} />
            <a href={option.url} target="_blank" rel="noopener noreferrer">
              {platform}
            </a>
          </Code>
        );
      })}
    </Codes>
  );
}

export default AppDownloadCodes;
