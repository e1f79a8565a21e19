// The bet board of one play type: the listed selections (big/small, odd/even, sum ranges) as
// toggle buttons, the digit-at-a-position grid (FAST5), or a number field (lô/đề of the VN games).
// Each pick goes onto the slip; pressed buttons show what is on it.
import type { LotteryGame, LotteryPlayType } from '@portal/contracts';
import { useCurrentLanguage, useTranslation } from '@portal/i18n';
import { Button, Input, ToggleChip } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { formatMinor } from '../shared/money';
import { Muted, Panel, Heading, Row, SubHeading } from '../shared/styles';
import type { SlipBet } from '../slip/slip';
import { digitsOf, matchesPattern, playTypeLabel, selectionLabel } from './selection-label';

export interface BetBoardProps {
  game: LotteryGame;
  playType: string;
  onPlayType: (playType: string) => void;
  isPicked: (bet: SlipBet) => boolean;
  onToggle: (bet: SlipBet) => void;
  onAdd: (bet: SlipBet) => void;
}

const POSITIONS = [1, 2, 3, 4, 5];
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export function BetBoard({ game, playType, onPlayType, isPicked, onToggle, onAdd }: BetBoardProps) {
  const { t } = useTranslation('lottery');
  const { language } = useCurrentLanguage();
  const current = game.playTypes.find((each) => each.playType === playType) ?? game.playTypes[0];
  if (!current) return null;
  const oddsOf = (selection?: string) => (selection && current.oddsBySelection?.[selection]) ?? current.odds;

  return (
    <Panel aria-labelledby="lottery-board-heading">
      <Heading id="lottery-board-heading">{t('board.label')}</Heading>
      <Row role="group" aria-label={t('board.playTypes')}>
        {game.playTypes.map((each) => (
          <ToggleChip
            key={each.playType}
            variant="key"
            pressed={each.playType === current.playType}
            onClick={() => onPlayType(each.playType)}
          >
            {playTypeLabel(t, each.playType)}
          </ToggleChip>
        ))}
      </Row>
      <Muted>
        {current.odds !== null ? `${t('board.odds', { odds: current.odds })} · ` : ''}
        {t('board.limits', {
          min: formatMinor(current.minBetMinor, language),
          max: formatMinor(current.maxBetMinor, language),
        })}
      </Muted>
      <SubHeading>{playTypeLabel(t, current.playType)}</SubHeading>
      {current.selections ? (
        <Row role="group" aria-label={playTypeLabel(t, current.playType)}>
          {current.selections.map((selection) => {
            const bet = { playType: current.playType, selection };
            const odds = oddsOf(selection);
            return (
              <ToggleChip key={selection} variant="key" pressed={isPicked(bet)} onClick={() => onToggle(bet)}>
                {selectionLabel(t, current.playType, selection)}
                {odds !== null && current.odds === null ? ` × ${odds}` : ''}
              </ToggleChip>
            );
          })}
        </Row>
      ) : current.playType === 'POSITION' ? (
        POSITIONS.map((position) => (
          <Row key={position} role="group" aria-label={t('board.position', { position })}>
            <Muted as="span">{t('board.position', { position })}</Muted>
            {DIGITS.map((digit) => {
              const bet = { playType: current.playType, selection: `${position}-${digit}` };
              return (
                <ToggleChip
                  key={digit}
                  variant="key"
                  pressed={isPicked(bet)}
                  aria-label={t('board.digit', { position, digit })}
                  onClick={() => onToggle(bet)}
                >
                  {digit}
                </ToggleChip>
              );
            })}
          </Row>
        ))
      ) : (
        <NumberEntry playType={current} onAdd={onAdd} />
      )}
    </Panel>
  );
}

function NumberEntry({ playType, onAdd }: { playType: LotteryPlayType; onAdd: (bet: SlipBet) => void }) {
  const { t } = useTranslation('lottery');
  const digits = digitsOf(playType.selectionPattern, playType.playType);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const selection = value.trim();
    if (
      selection.length !== digits ||
      !/^\d+$/.test(selection) ||
      !matchesPattern(playType.selectionPattern, selection)
    ) {
      setError(t('board.invalidNumber', { count: digits }));
      return;
    }
    setError(null);
    onAdd({ playType: playType.playType, selection });
    setValue('');
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Row>
        <Input
          label={t('board.number')}
          hint={t('board.numberHint', { count: digits })}
          error={error ?? undefined}
          inputMode="numeric"
          maxLength={digits}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="secondary">
          {t('board.addNumber')}
        </Button>
      </Row>
    </form>
  );
}
