import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  align-items: stretch;
  min-height: 0;
`;

export const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxxl}`};

  &:focus {
    outline: none;
  }
`;

export const ImmersiveToggle = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.sticky};
`;
