// The answer box of a conversation the staff member has claimed: a labelled textarea (Enter sends,
// Shift+Enter starts a new line), the send button, an image to attach (png or jpg up to the contract's
// size, checked here before sending and by its bytes on the platform) and the canned reply picker,
// which inserts its text where the cursor is.
//
// Every message carries a clientId (crypto.randomUUID): a failed send keeps the text and its clientId,
// so sending the same text again can never make a second message even if the first one did arrive;
// a changed text is a new message with a new id.
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, CHAT_TEXT_MAX, type CannedReply } from '@portal/contracts';
import { Button, FormAlert, Inline, Select, TextArea } from '@portal/ui';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { useSendSupportImageMutation, useSendSupportReplyMutation } from '../../api/support';
import { errorText } from '../../shared/error-texts';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Picker = styled.div`
  width: 18rem;
  max-width: 100%;
`;

const isChatImageType = (type: string) => (CHAT_IMAGE_TYPES as readonly string[]).includes(type);
const MEGABYTES = CHAT_IMAGE_MAX_BYTES / (1024 * 1024);

export interface ComposerProps {
  conversationId: number;
  cannedReplies: readonly CannedReply[];
}

export function Composer({ conversationId, cannedReplies }: ComposerProps) {
  const { t } = useBackofficeTranslation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sendText, textState] = useSendSupportReplyMutation();
  const [sendImage, imageState] = useSendSupportImageMutation();
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** The text last tried and its clientId: the same text again is the same message. */
  const pending = useRef<{ text: string; clientId: string } | null>(null);
  const current = useRef(text);
  current.current = text;

  const send = async () => {
    const message = text.trim();
    if (!message || textState.isLoading) return;
    if (message.length > CHAT_TEXT_MAX) return setFailure(t('support.composer.tooLong', { max: CHAT_TEXT_MAX }));
    const clientId = pending.current?.text === message ? pending.current.clientId : crypto.randomUUID();
    pending.current = { text: message, clientId };
    setFailure(null);
    try {
      await sendText({ conversationId, clientId, text: message }).unwrap();
      pending.current = null;
      // What was typed while it went stays.
      if (current.current.trim() === message) setText('');
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onImage = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!isChatImageType(file.type) || file.size === 0 || file.size > CHAT_IMAGE_MAX_BYTES) {
      return setFailure(t('support.composer.imageRule', { megabytes: MEGABYTES }));
    }
    setFailure(null);
    try {
      await sendImage({ conversationId, clientId: crypto.randomUUID(), file }).unwrap();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  const insert = (cannedReplyId: string) => {
    const reply = cannedReplies.find((each) => String(each.cannedReplyId) === cannedReplyId);
    const element = field.current;
    if (!reply) return;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${reply.text}${text.slice(end)}`;
    setText(next);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + reply.text.length, start + reply.text.length);
    });
  };

  const label = t('support.composer.label');
  return (
    <Form onSubmit={onSubmit} aria-label={label} noValidate>
      {failure && <FormAlert focusOnShow={false}>{failure}</FormAlert>}
      <TextArea
        ref={field}
        label={label}
        hint={t('support.composer.hint')}
        value={text}
        rows={3}
        maxLength={CHAT_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Inline gap="sm">
        <Button type="submit" loading={textState.isLoading} disabled={text.trim() === ''}>
          {t('support.composer.send')}
        </Button>
        <Button variant="secondary" loading={imageState.isLoading} onClick={() => fileInput.current?.click()}>
          {t('support.composer.attach')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          aria-label={t('support.composer.attach')}
          hidden
          onChange={(event) => void onImage(event.target.files?.[0])}
        />
        {cannedReplies.length > 0 && (
          <Picker>
            <Select
              label={t('support.composer.canned')}
              placeholder={t('support.composer.cannedPlaceholder')}
              value=""
              options={cannedReplies.map((reply) => ({
                value: String(reply.cannedReplyId),
                label: `${reply.title} (${reply.language})`,
              }))}
              onChange={(event) => insert(event.target.value)}
            />
          </Picker>
        )}
      </Inline>
    </Form>
  );
}
