import styled from 'styled-components';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.default};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const LogoImage = styled.img`
  display: block;
  height: 2.5rem;
  width: auto;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
