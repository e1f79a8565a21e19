import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { baseTokens } from '@portal/theme';
import {
  DescriptionList,
  ErrorNotice,
  FigureTile,
  FigureTiles,
  PageSection,
  PageTitle,
  SectionTitle,
  SignedAmount,
} from './page-parts';

describe('page parts', () => {
  it('keep their semantics: a section named by its title, figures as terms and definitions', () => {
    renderWithTheme(
      <>
        <PageTitle>Points mall</PageTitle>
        <PageSection aria-labelledby="summary">
          <SectionTitle id="summary">Your points</SectionTitle>
          <DescriptionList>
            <div>
              <dt>Balance</dt>
              <dd>600</dd>
            </div>
          </DescriptionList>
        </PageSection>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Your points' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 2, name: 'Your points' }));
    expect(screen.getByRole('term')).toHaveTextContent('Balance');
    expect(screen.getByRole('definition')).toHaveTextContent('600');
  });

  it('take another heading level where a screen needs it', () => {
    renderWithTheme(<SectionTitle as="h4">Limits</SectionTitle>);
    expect(screen.getByRole('heading', { level: 4, name: 'Limits' })).toBeInTheDocument();
  });

  it('show headline figures as tiles of terms and definitions, amounts coloured by their sign', () => {
    renderWithTheme(
      <FigureTiles aria-label="Totals">
        <FigureTile>
          <dt>Profit</dt>
          <dd>
            <SignedAmount amount={12.5}>+12.50</SignedAmount>
          </dd>
        </FigureTile>
        <FigureTile>
          <dt>Loss</dt>
          <dd>
            <SignedAmount amount={-3}>-3.00</SignedAmount>
          </dd>
        </FigureTile>
        <FigureTile>
          <dt>Even</dt>
          <dd>
            <SignedAmount amount={0}>0.00</SignedAmount>
          </dd>
        </FigureTile>
      </FigureTiles>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Profit', 'Loss', 'Even']);
    expect(getComputedStyle(screen.getByText('+12.50')).color).toBe(colour(baseTokens.light.color.success.fg));
    expect(getComputedStyle(screen.getByText('-3.00')).color).toBe(colour(baseTokens.light.color.danger.fg));
    expect(getComputedStyle(screen.getByText('0.00')).color).not.toBe(colour(baseTokens.light.color.danger.fg));
  });

  it('announce an error notice with its action beside it', () => {
    renderWithTheme(<ErrorNotice action={<button type="button">Retry</button>}>Could not load the list</ErrorNotice>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

/** A theme colour as the computed style reports it. */
function colour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  return probe.style.color;
}
