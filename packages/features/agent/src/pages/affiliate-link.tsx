// A sub-agent's affiliate link, read only, with a copy button that says when it copied.
import { useTranslation } from '@portal/i18n';
import { Button, Input } from '@portal/ui';
import { useState } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { FilterRow } from '../shared/styles';

export function AffiliateLink({ link }: { link: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <FilterRow>
      <Input label={t('register.affiliateLink')} value={link} readOnly />
      <Button type="button" variant="secondary" onClick={copy}>
        {copied ? t('register.copied') : t('register.copy')}
      </Button>
    </FilterRow>
  );
}
