// The composer: a labelled text field (Enter sends, Shift+Enter starts a new line) and an image
// attachment (png or jpg, checked here by type and size before the platform checks the bytes). Each
// message gets a clientId when first sent and keeps it while the same text is sent again, so a
// retry after a lost answer returns the stored message instead of a second one. On failure the
// typed text stays and the platform's refusal is shown translated (chat_flood with its wait…).
import { apiErrorMessage, useSendChatImageMutation, useSendChatMessageMutation } from '@portal/api';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, CHAT_TEXT_MAX, type ChatMessage } from '@portal/contracts';
import { toIntlLocale, useTranslation } from '@portal/i18n';
import { Button, FormAlert, TextArea, visuallyHidden } from '@portal/ui';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { styled } from 'styled-components';
import { SUPPORT_NAMESPACE } from '../support-namespace';
import { SUPPORT_ERROR_TEXTS } from '../shared/error-message';
import { addMessages } from './chat-cache';
import type { ChatDispatch } from './chat-cache';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

const AttachLabel = styled.label`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const newClientId = () => crypto.randomUUID();

/** Why a chosen file is not sent (a translation key), or null when it may go. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'chat.imageType';
  if (file.size === 0 || file.size > CHAT_IMAGE_MAX_BYTES) return 'chat.imageSize';
  return null;
}

export function ChatComposer({ onSent }: { onSent?: (message: ChatMessage) => void }) {
  const { t, i18n } = useTranslation(SUPPORT_NAMESPACE);
  const dispatch = useDispatch<ChatDispatch>();
  const [sendText, textState] = useSendChatMessageMutation();
  const [sendImage, imageState] = useSendChatImageMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // The clientId of the text last tried and not yet stored: sent again with the same text.
  const pending = useRef<{ text: string; clientId: string } | null>(null);
  const fileId = useId();
  const number = (value: number) => new Intl.NumberFormat(toIntlLocale(i18n.language)).format(value);

  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_TEXT_MAX;

  const delivered = (message: ChatMessage) => {
    addMessages(dispatch, [message]);
    onSent?.(message);
  };

  async function submitText() {
    if (!trimmed || tooLong || textState.isLoading) return;
    if (pending.current?.text !== trimmed) pending.current = { text: trimmed, clientId: newClientId() };
    setFailure(null);
    const result = await sendText({ clientId: pending.current.clientId, text: trimmed });
    if ('error' in result) {
      setFailure(apiErrorMessage(t, result.error, SUPPORT_ERROR_TEXTS, number));
      return;
    }
    pending.current = null;
    setText('');
    delivered(result.data.message);
  }

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setFailure(t(problem, { max: number(CHAT_IMAGE_MAX_BYTES / 1024 / 1024) }));
      return;
    }
    setFailure(null);
    const result = await sendImage({ clientId: newClientId(), file });
    if ('error' in result) setFailure(apiErrorMessage(t, result.error, SUPPORT_ERROR_TEXTS, number));
    else delivered(result.data.message);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submitText();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitText();
  };

  return (
    <Form aria-label={t('chat.composer')} onSubmit={onSubmit}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextArea
        label={t('chat.message')}
        hint={t('chat.enterHint')}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        counter={
          tooLong ? t('chat.counter', { length: number(trimmed.length), max: number(CHAT_TEXT_MAX) }) : undefined
        }
        counterOver={tooLong}
        error={tooLong ? t('chat.tooLong', { max: number(CHAT_TEXT_MAX) }) : undefined}
      />
      <Actions>
        <span>
          <FileInput
            id={fileId}
            type="file"
            accept={CHAT_IMAGE_TYPES.join(',')}
            onChange={(event) => void attach(event)}
            disabled={imageState.isLoading}
          />
          <AttachLabel htmlFor={fileId}>{t('chat.attach')}</AttachLabel>
        </span>
        <Button type="submit" loading={textState.isLoading} disabled={!trimmed || tooLong}>
          {t('chat.send')}
        </Button>
      </Actions>
    </Form>
  );
}
