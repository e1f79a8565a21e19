import styled from 'styled-components';

/** Docked at the bottom end of the viewport, over the page but not blocking it. */
export const PopupCard = styled.section`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(360px, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  max-height: min(60vh, 480px);
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

export const PopupHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PopupTitle = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const PopupBody = styled.div`
  overflow: auto;
`;
