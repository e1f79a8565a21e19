// The ten recovery codes, shown once after a binding: a list, copy to the clipboard, download as a
// text file, and "I have saved them" to leave. The platform keeps only their hashes.
import { Button } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Actions, Paragraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';

const CodeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  font-family: ${({ theme }) => theme.font.family.mono};
`;

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useAuthTranslation();
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const text = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <h5 ref={headingRef} tabIndex={-1} id="authenticator-recovery-title">
        {t('authenticator.recoveryTitle')}
      </h5>
      <Paragraph>{t('authenticator.recoveryIntro')}</Paragraph>
      <CodeList aria-labelledby="authenticator-recovery-title">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('authenticator.copied') : t('authenticator.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('authenticator.download')}
        </Button>
        <Button onClick={onDone}>{t('authenticator.done')}</Button>
      </Actions>
    </>
  );
}
