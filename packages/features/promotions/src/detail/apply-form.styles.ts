// The application form's own pieces: the form's column and the list of chosen images with their
// previews. Theme tokens only.
import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 32rem;
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const PreviewList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Preview = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 9rem;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;

  img {
    width: 8rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
