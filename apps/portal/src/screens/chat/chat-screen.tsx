// /chat: the live chat page (what getChatUrl points to, `?title=&lang=&header=`), shown in the chat
// panel's iframe or a popup, without the shell (route table: bare). The screen is
// @portal/feature-support's ChatPage; the session's state comes through WithChatHost. The page's
// language is the visitor's own (the same origin's stored choice as the portal around it); `lang`
// is what the platform was asked for and is not applied again here, so the frame never changes the
// language the portal stores.
import { ChatPage } from '@portal/feature-support';
import { Spinner } from '@portal/ui';
import { useTranslation } from '@portal/i18n';
import { useSearchParams } from 'react-router';
import { WithChatHost } from '../../bridges/support-host';

export function ChatScreen() {
  const [params] = useSearchParams();
  const { t } = useTranslation('common');
  return (
    <WithChatHost fallback={<Spinner label={t('status.loading')} />}>
      <ChatPage title={params.get('title') ?? ''} headerColor={params.get('header')} />
    </WithChatHost>
  );
}
