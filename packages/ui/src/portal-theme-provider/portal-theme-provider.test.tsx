import { render, screen } from '@testing-library/react';
import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { PortalThemeProvider } from './portal-theme-provider';

const Probe = styled.p`
  color: ${({ theme }) => theme.color.accent.emphasis};
  background-color: ${({ theme }) => theme.color.bg.default};
`;

describe('PortalThemeProvider', () => {
  it("gives styled components the mode's tokens with the brand's overrides", () => {
    render(
      <PortalThemeProvider mode="dark" brand={{ dark: { color: { accent: { emphasis: '#6b2fd6' } } } }}>
        <Probe>probe</Probe>
      </PortalThemeProvider>,
    );
    const style = getComputedStyle(screen.getByText('probe'));
    expect(style.color).toBe('#6b2fd6');
    expect(style.backgroundColor).toBe('#0e1117');
  });
});
