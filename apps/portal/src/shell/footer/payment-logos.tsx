// Payment method marks for the footer, drawn for this portal: generic methods (card, bank
// transfer, e-wallet, QR payment, crypto), not any payment brand's logo. Each has a text label,
// so the row reads as a list of methods to a screen reader.
import { useTranslation } from '@portal/i18n';
import { Inline } from '@portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Mark = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  svg {
    width: 1.75rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.color.accent.fg};
  }
`;

const svg = (paths: ReactNode) => (
  <svg
    viewBox="0 0 28 20"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {paths}
  </svg>
);

const METHODS: readonly { id: string; drawing: ReactNode }[] = [
  {
    id: 'card',
    drawing: svg(
      <>
        <rect x="2" y="3" width="24" height="14" rx="2.5" />
        <path d="M2 7.5h24M6 13h5M19 13h3" />
      </>,
    ),
  },
  {
    id: 'bankTransfer',
    drawing: svg(
      <>
        <path d="M4 8l10-5 10 5M5 8v7M10 8v7M18 8v7M23 8v7M3 17.5h22" />
      </>,
    ),
  },
  {
    id: 'eWallet',
    drawing: svg(
      <>
        <path d="M4 5h17a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5zm0 0a2 2 0 0 1 2-2h12v2" />
        <path d="M23 9h-5a1.5 1.5 0 0 0 0 3h5" />
      </>,
    ),
  },
  {
    id: 'qrPay',
    drawing: svg(
      <>
        <rect x="6" y="2" width="6" height="6" rx="1" />
        <rect x="16" y="2" width="6" height="6" rx="1" />
        <rect x="6" y="12" width="6" height="6" rx="1" />
        <path d="M16 12h2v2M22 12v2M16 18h2M20 16v2h2" />
      </>,
    ),
  },
  {
    id: 'crypto',
    drawing: svg(
      <>
        <circle cx="14" cy="10" r="8" />
        <path d="M12 5.5v9M15 5.5v1.5M15 13v1.5M11 7h4.5a1.5 1.5 0 0 1 0 3H11h5a1.5 1.5 0 0 1 0 3h-5" />
      </>,
    ),
  },
];

export function PaymentLogos() {
  const { t } = useTranslation('shell');
  return (
    <Inline as="ul" gap="sm" align="stretch" aria-label={t('footer.payments')}>
      {METHODS.map(({ id, drawing }) => (
        <Mark key={id}>
          {drawing}
          <span>{t(`footer.paymentMethods.${id}`)}</span>
        </Mark>
      ))}
    </Inline>
  );
}
