// ChoiceCard: the whole card is the input's label (a tap on its text chooses), and the card
// is drawn as chosen from `checked`.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { ChoiceCard } from './choice-card';

afterEach(cleanup);

function Probe() {
  const [chosen, setChosen] = useState('a');
  return (
    <div role="radiogroup" aria-label="Pick">
      {['a', 'b'].map((v) => (
        <ChoiceCard
          key={v}
          checked={chosen === v}
          testId={`card-${v}`}
          input={{
            name: 'pick',
            value: v,
            checked: chosen === v,
            onChange: () => setChosen(v),
            'data-testid': `input-${v}`,
          }}
        >
          Option {v}
        </ChoiceCard>
      ))}
    </div>
  );
}

describe('ChoiceCard', () => {
  it('chooses on a tap of its text and draws the chosen card', async () => {
    await renderWithProviders(<Probe />);
    const input = (v: string) => screen.getByTestId(`input-${v}`) as HTMLInputElement;
    expect(input('a').checked).toBe(true);
    // The chosen card's border and tint: its own style class, the other card's one before.
    const style = (v: string) => screen.getByTestId(`card-${v}`).className;
    const [chosenStyle, otherStyle] = [style('a'), style('b')];
    expect(chosenStyle).not.toBe(otherStyle);
    fireEvent.click(screen.getByText('Option b'));
    expect(input('b').checked).toBe(true);
    expect(input('a').checked).toBe(false);
    expect(input('b').type).toBe('radio');
    expect(screen.getByTestId('card-b').tagName).toBe('LABEL');
    expect(style('b')).toBe(chosenStyle);
    expect(style('a')).toBe(otherStyle);
  });
});
