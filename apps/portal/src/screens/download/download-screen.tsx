// /down and /download: the app download page — for each platform the tenant offers, its QR code
// and the four install steps (spec: "four steps each").
import { useTranslation } from '@portal/i18n';
import styled from 'styled-components';
import { AppDownloadCodes } from '../../shell/app-download-codes';
import { useAppDownloads } from '../../shell/app-downloads';
import { DownloadIcon } from '../../shell/icons/extra-icons';
import { BackHomeLink } from '../parts/back-home-link';
import { EmptyState, ScreenIntro, ScreenTitle } from '../parts/screen-parts';

const STEPS = ['1', '2', '3', '4'] as const;

const Platforms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const Platform = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const PlatformTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.fg.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

export function DownloadScreen() {
  const { t } = useTranslation('shell');
  const options = useAppDownloads();
  return (
    <>
      <ScreenTitle>{t('screens.download.title')}</ScreenTitle>
      {options.length === 0 ? (
        <EmptyState
          title={t('screens.download.title')}
          body={t('download.none')}
          icon={<DownloadIcon />}
          actions={<BackHomeLink />}
        />
      ) : (
        <>
          <ScreenIntro>{t('screens.download.intro')}</ScreenIntro>
          <Platforms>
            {options.map((option) => (
              <Platform key={option.platform} aria-labelledby={`download-${option.platform}`}>
                <PlatformTitle id={`download-${option.platform}`}>{t(`download.${option.platform}`)}</PlatformTitle>
                <AppDownloadCodes options={[option]} />
                <Steps>
                  {STEPS.map((step) => (
                    <li key={step}>{t(`download.steps.${option.platform}.${step}`)}</li>
                  ))}
                </Steps>
              </Platform>
            ))}
          </Platforms>
        </>
      )}
    </>
  );
}
