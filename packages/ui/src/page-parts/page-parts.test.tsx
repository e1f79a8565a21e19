import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DescriptionList, PageSection, PageTitle, SectionTitle } from './page-parts';

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
});
