import { useState } from 'react';
import type { Intermediary } from '../../../domain/intermediary';
import { readCookie, writeCookie } from '../shared/cookies';
import { INTERMEDIARY_COOKIE, INTERMEDIARY_COOKIE_DAYS, initialIntermediary } from './intermediary-choice';

/** The selected intermediary, starting from the remembered one, remembered again on every change. */
export function useIntermediaryChoice(tpis: readonly Intermediary[]): [Intermediary | undefined, (intermediary: Intermediary) => void] {
  const [chosen, setChosen] = useState(() => initialIntermediary(tpis, readCookie(INTERMEDIARY_COOKIE)));
  const choose = (intermediary: Intermediary) => {
    writeCookie(INTERMEDIARY_COOKIE, String(intermediary.id), INTERMEDIARY_COOKIE_DAYS);
    setChosen(intermediary);
  };
  return [chosen, choose];
}
