// The app shell around every screen: skip link, header, side menu, banner (with the announcement
// marquee under it), main content and footer, each shown as the current route's layout says. On immersive screens (/seamless,
// /vnlottery) the header and side menu stay hidden until the visitor shows them.
import { useTranslation } from '@portal/i18n';
import { IconButton } from '@portal/ui';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../app/first-paint-parts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRouteLayout } from '../../routing/route-layout';
import { BannerSlot } from '../banner/banner-slot';
import { Header } from '../header/header';
import { ExpandIcon } from '../icons/shell-icons';
import { immersiveBarsToggled, selectImmersiveBarsShown } from '../shell-slice';
import { SideMenu } from '../side-menu/side-menu';
import { Body, Column, ImmersiveToggle, Main, MAIN_CONTENT_ID, Page } from './shell-layout.styles';
import { SkipLink } from './skip-link';

// Below the fold or not needed for the first paint: loaded in their own chunks, so the entry
// chunk stays within the bundle budget (scripts/bundle-budget.mjs).
const Footer = lazyPart('footer', () => import('../footer/footer'));
// The announcement marquee under the banner: its own chunk too (it shows once its call answers).

const Marquee = lazyPart('marquee', () => import('../announcements/marquee'));

export function ShellLayout({ children }: { children: ReactNode }) {
  const layout = useRouteLayout();
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const barsShown = useAppSelector(selectImmersiveBarsShown);
  const showBars = !layout.immersive || barsShown;
  const showHeader = layout.header && showBars;

  return (
    <Page>
      <SkipLink />
      {showHeader && <Header showLogo={layout.headerLogo} />}
      <Body>
        {layout.sideMenu && showBars && <SideMenu withHeader={showHeader} />}
        <Column>
          {layout.banner && <BannerSlot group={layout.banner} />}
          {layout.banner && (
            <Suspense fallback={null}>
              <Marquee />
            </Suspense>
          )}
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            {children}
          </Main>
          {layout.footer && (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
        </Column>
      </Body>
      {layout.immersive && (
        <ImmersiveToggle>
          <IconButton
            variant="secondary"
            label={barsShown ? t('layout.hideBars') : t('layout.showBars')}
            aria-pressed={barsShown}
            icon={<ExpandIcon />}
            onClick={() => dispatch(immersiveBarsToggled())}
          />
        </ImmersiveToggle>
      )}
    </Page>
  );
}
