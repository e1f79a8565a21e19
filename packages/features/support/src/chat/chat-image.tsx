// An image message: its bytes come from the platform's image call with the member's token (an <img>
// cannot send the Authorization header), shown from an object URL that is released with the element.
import { getPortalApiConfig } from '@portal/api';
import { HEADERS } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { SUPPORT_NAMESPACE } from '../support-namespace';
import { Muted } from '../shared/styles';

/** The image call of the member's side (contracts support.ts). */
export const CHAT_IMAGE_PATH = '/wps/v2/chat/image';

const Image = styled.img`
  display: block;
  max-width: 100%;
  max-height: 16rem;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

async function fetchImage(messageId: number, signal: AbortSignal): Promise<Blob> {
  const config = getPortalApiConfig();
  const url = new URL(CHAT_IMAGE_PATH, config.baseUrl());
  url.searchParams.set('messageId', String(messageId));
  const headers: Record<string, string> = { [HEADERS.merchant]: config.getMerchant() };
  const token = config.getToken();
  if (token) headers[HEADERS.authorization] = token;
  const response = await (config.fetch ?? fetch)(url.toString(), { headers, signal });
  if (!response.ok) throw new Error(`image ${messageId}: ${response.status}`);
  return response.blob();
}

export function ChatImage({ messageId, alt }: { messageId: number; alt: string }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchImage(messageId, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [messageId]);

  if (failed) return <Muted>{t('chat.imageFailed')}</Muted>;
  if (!source) return <Muted>{t('chat.imageLoading')}</Muted>;
  return <Image src={source} alt={alt} />;
}
