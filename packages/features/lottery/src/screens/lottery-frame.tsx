// The screen's frame while its answers are on their way: what the build-time first paint shows and
// what the answers then fill. The menu's panel with its heading and rows in their size (the page's
// height reserved, so nothing below it is in view and moves when the menu comes in), and the
// issue's panel and the board in their size while the chosen game loads. Decorative skeletons
// beside a Spinner that says what is loading.
import { useTranslation } from '@portal/i18n';
import { Skeleton, Spinner } from '@portal/ui';
import { styled } from 'styled-components';
import { Column, Heading, List, Panel, Root } from '../shared/styles';

const MENU_ROWS = 4;

/** The columns while the menu loads: at least a screen high, so what comes below starts out of view. */
const ReservedRoot = styled(Root)`
  min-height: 100vh;
`;

export function MenuFrame() {
  const { t } = useTranslation('lottery');
  return (
    <ReservedRoot aria-busy="true">
      <Column>
        <Panel>
          <Heading>{t('menu.label')}</Heading>
          <Spinner label={t('loading')} />
          <List aria-hidden="true">
            {Array.from({ length: MENU_ROWS }, (_, index) => (
              <li key={index}>
                <Skeleton height="2rem" />
              </li>
            ))}
          </List>
        </Panel>
      </Column>
    </ReservedRoot>
  );
}

/** The chosen game's issue panel and board while the game loads. */
export function GameFrame() {
  const { t } = useTranslation('lottery');
  return (
    <>
      <Panel aria-busy="true">
        <Spinner label={t('loading')} />
        <Skeleton lines={3} />
      </Panel>
      <Skeleton shape="rect" height="20rem" />
    </>
  );
}
